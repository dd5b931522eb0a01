import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifyError } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatDateTime } from "../lib/format";

// An inquiry's internal notes and history, oldest first; opening it marks the inquiry read for this admin.
export function InquiryTimeline({ id, receivedAt }: { id: string; receivedAt: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
  const open = useMutation(trpc.inquiries.open.mutationOptions({ onSuccess: () => refreshList() }));
  const [note, setNote] = useState("");
  const noteId = useId();
  const addNote = useMutation(
    trpc.inquiries.addNote.mutationOptions({
      onSuccess: () => {
        setNote("");
        open.mutate({ id });
      },
      onError: (error) => notifyError("Failed to save the note", error),
    }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per inquiry shown.
  useEffect(() => open.mutate({ id }), [id]);

  const events = open.data?.events ?? [];
  return (
    <section aria-label="Notes and history" className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Notes and history</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        <li>
          <p className="text-slate-800">Inquiry received</p>
          <time dateTime={receivedAt} className="text-xs text-slate-500">
            {formatDateTime(receivedAt)}
          </time>
        </li>
        {events.map((event) => (
          <li key={event.id}>
            <p
              className={
                event.kind === "note" ? "whitespace-pre-line break-words text-slate-900" : "text-slate-700"
              }
            >
              {event.body}
            </p>
            <p className="text-xs text-slate-500">
              {event.kind === "note" ? "Note by " : "By "}
              {event.author} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
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
          {addNote.isPending ? "Saving..." : "Add note"}
        </Button>
      </form>
    </section>
  );
}
