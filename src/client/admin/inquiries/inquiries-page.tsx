import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, CheckCheck, ClipboardList, MailCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { type InquiryStatus, inquiryStatuses } from "#shared/constants.ts";
import { inquiryListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { BulkBar, useSelection } from "../components/bulk-bar";
import { LeadSourceFilter, sourceColumns } from "../components/lead-source";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { formatCount } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import { useInboxActions } from "../lib/inbox-actions";
import { useListParams } from "../lib/list-params";
import { live } from "../lib/live";
import type { DeskInquiry } from "../lib/types";
import { InquiryCard, statusLabels } from "./inquiry-card";

const viewOptions = [
  { value: "open", label: "All open" },
  { value: "unread", label: "Unread" },
  ...inquiryStatuses.map((value) => ({ value, label: statusLabels[value] })),
  { value: "archived", label: "Archived" },
];
const statusOptions = inquiryStatuses.map((value) => ({ value, label: `Set ${statusLabels[value]}` }));

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
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(inquiryListSchema);
  const list = useQuery({ ...trpc.inquiries.page.queryOptions(view), ...live });
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  // An owner alert links to /admin/inquiries#<id>: that inquiry opens with its history.
  const [expanded, setExpanded] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  useHashTarget(Boolean(list.data));
  const actions = useInboxActions("inquiries", noun, selection.clear);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
  const setStatus = useMutation(
    trpc.inquiries.setStatusOf.mutationOptions({
      onSuccess: async () => {
        await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() })]);
        selection.clear();
        notifySuccess("Inquiry status has been updated successfully", "Status Updated");
      },
      onError: (error) => notifyError("Failed to update status", error),
    }),
  );
  const exporter = useCsvExport("product-inquiries", csvColumns, () =>
    queryClient.fetchQuery(trpc.inquiries.export.queryOptions(view)),
  );

  return (
    <AdminLayout
      title="Product Inquiries"
      subtitle="View and manage customer product inquiries"
      actions={
        <Button variant="outline" onClick={actions.markAllRead} disabled={!list.data?.unread || actions.busy}>
          <CheckCheck aria-hidden="true" />
          Mark all read{list.data?.unread ? ` (${formatCount(list.data.unread)})` : ""}
        </Button>
      }
    >
      <ListToolbar
        view={view}
        onChange={setView}
        searchLabel="Search name, email, company, product or notes"
        statusLabel="Filter by status"
        statusOptions={viewOptions}
        nameLabel="Contact name"
        onExport={exporter.run}
        exporting={exporter.busy || rows.length === 0}
      >
        <LeadSourceFilter value={view.source} onChange={(source) => setView({ source })} />
      </ListToolbar>
      <ListBody
        list={list}
        what="the inquiries"
        icon={ClipboardList}
        empty="No product inquiries yet."
        filtered={view.q !== "" || view.source !== "" || view.status !== "open"}
        selection={selection}
        onPage={(page) => setView({ page })}
        className="space-y-4"
        row={(inquiry) => (
          <InquiryCard
            inquiry={inquiry}
            saving={setStatus.isPending && setStatus.variables?.ids.includes(inquiry.id) === true}
            onStatusChange={(status) => setStatus.mutate({ ids: [inquiry.id], status })}
            onAction={(action) => actions.run(action, [inquiry.id])}
            selected={selection.has(inquiry.id)}
            onSelect={(on) => selection.toggle(inquiry.id, on)}
            expanded={expanded === inquiry.id}
            onToggle={() => setExpanded(expanded === inquiry.id ? "" : inquiry.id)}
          />
        )}
      />
      <BulkBar selection={selection}>
        <div className="w-44">
          <Select
            aria-label="Change status of the selected"
            value=""
            placeholder="Change status"
            onValueChange={(status) =>
              setStatus.mutate({ ids: selection.ids, status: status as InquiryStatus })
            }
            options={statusOptions}
          />
        </div>
        <Button variant="outline" size="sm" onClick={() => actions.run("read", selection.ids)}>
          <MailCheck aria-hidden="true" />
          Mark read
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.run(view.status === "archived" ? "restore" : "archive", selection.ids)}
        >
          <Archive aria-hidden="true" />
          {view.status === "archived" ? "Restore" : "Archive"}
        </Button>
        <Button variant="destructive-outline" size="sm" onClick={() => actions.run("delete", selection.ids)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkBar>
    </AdminLayout>
  );
}
