import { useMutation } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { useTRPC } from "#client/lib/trpc.ts";
import { inquiryStatuses } from "#shared/constants.ts";
import { inquiryListSchema } from "#shared/desk.ts";
import { InboxListPage, useInbox } from "../components/inbox-list-parts";
import { sourceColumns } from "../components/lead-source";
import type { CsvColumn } from "../lib/csv";
import { useListScreen } from "../lib/list-screen";
import type { DeskInquiry } from "../lib/types";
import { InquiryCard, statusLabels } from "./inquiry-card";

const csvColumns: CsvColumn<DeskInquiry>[] = [
  { header: "Submitted on", value: (i) => i.createdAt },
  { header: "Status", value: (i) => i.status },
  { header: "Product", value: (i) => i.productName },
  { header: "Contact name", value: (i) => i.contactName },
  { header: "Email", value: (i) => i.email },
  { header: "Phone", value: (i) => i.phone },
  { header: "Business type", value: (i) => i.businessType },
  { header: "Quantity", value: (i) => i.quantity },
  { header: "Need by", value: (i) => i.needByDate },
  { header: "Additional notes", value: (i) => i.additionalNotes },
  ...sourceColumns<DeskInquiry>(),
];
const noun = { one: "inquiry", other: "inquiries" };

export function InquiriesPage() {
  const trpc = useTRPC();
  const screen = useListScreen(inquiryListSchema, trpc.inquiries, {
    name: "product-inquiries",
    columns: csvColumns,
  });
  const { desk, inbox, card, open } = useInbox(screen, "inquiries", noun);
  const setStatus = useMutation(
    trpc.inquiries.setStatusOf.mutationOptions(
      desk.changed(
        () => "Inquiry status has been updated successfully",
        "Failed to update status",
        "Status Updated",
      ),
    ),
  );

  return (
    <InboxListPage
      title="Product Inquiries"
      subtitle="View and manage customer product inquiries"
      inbox={inbox}
      desk={desk}
      toolbar={{
        searchLabel: "Search name, email, company, product or notes",
        statusLabel: "Filter by status",
        open: "All open",
        nameLabel: "Contact name",
      }}
      status={{
        statuses: inquiryStatuses,
        labels: statusLabels,
        set: (ids, status) => setStatus.mutate({ ids, status }),
      }}
      body={{
        what: "the inquiries",
        icon: ClipboardList,
        empty: "No product inquiries yet.",
        className: "space-y-4",
      }}
      row={(inquiry) => (
        <InquiryCard
          inquiry={inquiry}
          saving={setStatus.isPending && setStatus.variables?.ids.includes(inquiry.id) === true}
          onStatusChange={(status) => setStatus.mutate({ ids: [inquiry.id], status })}
          {...card(inquiry.id)}
          {...open(inquiry.id)}
        />
      )}
    />
  );
}
