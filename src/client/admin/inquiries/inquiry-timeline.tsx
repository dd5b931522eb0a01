import { useTRPC } from "#client/lib/trpc.ts";
import { LeadNotes, useOpenedLead } from "../components/lead-notes";
import { formatDateTime } from "../lib/format";

// An inquiry's internal notes and history, oldest first; opening it marks the inquiry read for this admin.
export function InquiryTimeline({ id, receivedAt }: { id: string; receivedAt: string }) {
  const trpc = useTRPC();
  const { opened, form } = useOpenedLead(trpc.inquiries, id);
  const received = (
    <li>
      <p className="text-slate-800">Inquiry received</p>
      <time dateTime={receivedAt} className="text-xs text-slate-500">
        {formatDateTime(receivedAt)}
      </time>
    </li>
  );
  return (
    <LeadNotes
      title="Notes and history"
      first={received}
      entries={opened?.events ?? []}
      form={form}
      saveLabel={form.saving ? "Saving..." : "Add note"}
    />
  );
}
