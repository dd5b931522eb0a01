import { useTRPC } from "#client/lib/trpc.ts";
import { LeadNotes, useOpenedLead } from "../components/lead-notes";

// An inquiry's internal notes and history, oldest first; opening it marks the inquiry read for this admin.
export function InquiryTimeline({ id, receivedAt }: { id: string; receivedAt: string }) {
  const trpc = useTRPC();
  const { opened, form } = useOpenedLead(trpc.inquiries, id);
  const received = { label: "Inquiry received", at: receivedAt };
  return <LeadNotes received={received} entries={opened?.events ?? []} form={form} />;
}
