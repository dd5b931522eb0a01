import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifyError } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatDateTime } from "../lib/format";

// A sample request's internal notes, oldest first; opening them marks the request read for this admin.
export function SampleNotes({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.samples.pathKey() });
  const open = useMutation(trpc.samples.open.mutationOptions({ onSuccess: () => refreshList() }));
  const [note, setNote] = useState("");
  const noteId = useId();
  const addNote = useMutation(
    trpc.samples.addNote.mutationOptions({
      onSuccess: () => {
        setNote("");
        open.mutate({ id });
      },
      onError: (error) => notifyError("Failed to save the note", error),
    }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per request shown.
  useEffect(() => open.mutate({ id }), [id]);

  const notes = open.data?.notes ?? [];
  return (
    <section aria-label="Notes" className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
      {notes.length > 0 && (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="whitespace-pre-line break-words text-slate-900">{n.body}</p>
              <p className="text-xs text-slate-500">
                Note by {n.author} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="mt-4 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!addNote.isPending) addNote.mutate({ id, body: note });
        }}
      >
        <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
          Add an internal note
        </label>
        <Textarea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={5000}
          rows={2}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={note.trim() === "" || addNote.isPending}
        >
          <MessageSquarePlus aria-hidden="true" />
          Save note
        </Button>
      </form>
    </section>
  );
}
