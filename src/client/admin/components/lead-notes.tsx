import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifyFailure } from "../lib/errors";
import { formatDateTime } from "../lib/format";
import { useUnsavedGuard } from "../lib/unsaved-guard";

type Callbacks<Failure> = { onSuccess: () => unknown; onError?: (error: Failure) => void };
type Options<Failure, Output, Input> = (
  options: Callbacks<Failure>,
) => UseMutationOptions<Output, Failure, Input>;
// The procedures of a list whose leads keep notes (inquiries, sample requests).
type NotesApi<Opened, Saved, Failure> = {
  pathKey: () => QueryKey;
  open: { mutationOptions: Options<Failure, Opened, { id: string }> };
  addNote: { mutationOptions: Options<Failure, Saved, { id: string; body: string }> };
};

// Opens one lead (marking it read for this admin, which the list then shows) and saves a new note, after which
// the lead is opened again to show it.
export function useOpenedLead<Opened, Saved, Failure>(api: NotesApi<Opened, Saved, Failure>, id: string) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: api.pathKey() });
  const open = useMutation(api.open.mutationOptions({ onSuccess: () => refreshList() }));
  const [note, setNote] = useState("");
  // A typed note not yet added is work: leaving the screen asks first, as the editors do (docs/decisions/063, 110).
  useUnsavedGuard(note.trim() !== "");
  const addNote = useMutation(
    api.addNote.mutationOptions({
      onSuccess: () => {
        setNote("");
        open.mutate({ id });
      },
      onError: (error) => notifyFailure("Failed to save the note", error),
    }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per lead shown.
  useEffect(() => open.mutate({ id }), [id]);
  const form = { note, setNote, saving: addNote.isPending, save: () => addNote.mutate({ id, body: note }) };
  return { opened: open.data, form };
}

type Form = ReturnType<typeof useOpenedLead>["form"];
// An entry without a kind is a note; a lead's history also holds status changes and the archive's.
type Entry = { id: string | number; body: string; author: string; createdAt: string; kind?: string };

// A lead's notes and history (its status changes and the archive's), oldest first after its arrival, with the form
// for a new note: the same words for every kind of lead (docs/decisions/110).
export function LeadNotes(props: { received: { label: string; at: string }; entries: Entry[]; form: Form }) {
  const { form, received } = props;
  const title = "Notes and history";
  const noteId = useId();
  return (
    <section aria-label={title} className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        <li>
          <p className="text-slate-800">{received.label}</p>
          <time dateTime={received.at} className="text-xs text-slate-500">
            {formatDateTime(received.at)}
          </time>
        </li>
        {props.entries.map((entry) => {
          const note = (entry.kind ?? "note") === "note";
          return (
            <li key={entry.id}>
              <p
                dir={note ? "auto" : undefined}
                className={note ? "whitespace-pre-line break-words text-slate-900" : "text-slate-700"}
              >
                {entry.body}
              </p>
              <p className="text-xs text-slate-500">
                {note ? "Note by " : "By "}
                {entry.author} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          );
        })}
      </ol>
      <form
        className="mt-4 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.saving) form.save();
        }}
      >
        <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
          Add an internal note
        </label>
        <Textarea
          id={noteId}
          dir="auto"
          value={form.note}
          onChange={(event) => form.setNote(event.target.value)}
          maxLength={5000}
          rows={2}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={form.note.trim() === "" || form.saving}
        >
          <MessageSquarePlus aria-hidden="true" />
          {form.saving ? "Saving..." : "Add note"}
        </Button>
      </form>
    </section>
  );
}
