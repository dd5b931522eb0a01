import { useTRPC } from "#client/lib/trpc.ts";
import { LeadNotes, useOpenedLead } from "../components/lead-notes";

// A sample request's internal notes and history, oldest first; opening them marks the request read for this admin.
export function SampleNotes({ id, receivedAt }: { id: string; receivedAt: string }) {
  const trpc = useTRPC();
  const { opened, form } = useOpenedLead(trpc.samples, id);
  const received = { label: "Sample request received", at: receivedAt };
  return <LeadNotes received={received} entries={opened?.notes ?? []} form={form} />;
}
