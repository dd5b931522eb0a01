import { useTRPC } from "#client/lib/trpc.ts";
import { LeadNotes, useOpenedLead } from "../components/lead-notes";

// A sample request's internal notes, oldest first; opening them marks the request read for this admin.
export function SampleNotes({ id }: { id: string }) {
  const trpc = useTRPC();
  const { opened, form } = useOpenedLead(trpc.samples, id);
  return <LeadNotes title="Notes" entries={opened?.notes ?? []} form={form} saveLabel="Save note" />;
}
