import { useMutation } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { useTRPC } from "#client/lib/trpc.ts";
import { sampleListSchema } from "#shared/desk.ts";
import { sampleStatuses } from "#shared/sample-request.ts";
import { InboxListPage, useInbox } from "../components/inbox-list-parts";
import { sourceColumns } from "../components/lead-source";
import type { CsvColumn } from "../lib/csv";
import { useListScreen } from "../lib/list-screen";
import type { DeskSample } from "../lib/types";
import { SampleCard, sampleStatusLabels } from "./sample-card";

const csvColumns: CsvColumn<DeskSample>[] = [
  { header: "Date", value: (s) => s.createdAt },
  { header: "Status", value: (s) => s.status },
  { header: "Product", value: (s) => s.productName },
  { header: "Company", value: (s) => s.companyName },
  { header: "Contact person", value: (s) => s.contactPerson },
  { header: "Email", value: (s) => s.email },
  { header: "Phone", value: (s) => s.phone },
  { header: "Quantity", value: (s) => s.quantity },
  { header: "Delivery address", value: (s) => s.deliveryAddress },
  { header: "Note", value: (s) => s.note },
  ...sourceColumns<DeskSample>(),
];
const noun = { one: "sample request", other: "sample requests" };

// The owner's desk of sample requests, like the inquiries' (docs/decisions/110 and 211).
export function SamplesPage() {
  const trpc = useTRPC();
  const screen = useListScreen(sampleListSchema, trpc.samples, {
    name: "sample-requests",
    columns: csvColumns,
  });
  const { desk, inbox, card, open } = useInbox(screen, "samples", noun);
  const setStatus = useMutation(
    trpc.samples.setStatus.mutationOptions(
      desk.changed(() => "Sample request status updated", "Failed to update status", "Status Updated"),
    ),
  );

  return (
    <InboxListPage
      title="Sample Requests"
      subtitle="Buyers asking for samples of a product, newest first"
      inbox={inbox}
      desk={desk}
      toolbar={{
        searchLabel: "Search company, contact, product or address",
        statusLabel: "Show requests",
        open: "All open",
        nameLabel: "Company",
      }}
      status={{
        statuses: sampleStatuses,
        labels: sampleStatusLabels,
        set: (ids, status) => setStatus.mutate({ ids, status }),
      }}
      body={{
        what: "sample requests",
        icon: PackageOpen,
        empty: "No sample requests yet.",
        className: "space-y-4",
      }}
      row={(sample) => (
        <SampleCard
          sample={sample}
          onStatusChange={(status) => setStatus.mutate({ ids: [sample.id], status })}
          {...card(sample.id)}
          {...open(sample.id)}
        />
      )}
    />
  );
}
