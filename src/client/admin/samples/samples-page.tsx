import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, CheckCheck, MailCheck, PackageOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { sampleListSchema } from "#shared/desk.ts";
import { type SampleStatus, sampleStatuses } from "#shared/sample-request.ts";
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
import type { DeskSample } from "../lib/types";
import { SampleCard, sampleStatusLabels } from "./sample-card";

const viewOptions = [
  { value: "open", label: "All open" },
  { value: "unread", label: "Unread" },
  ...sampleStatuses.map((value) => ({ value, label: sampleStatusLabels[value] })),
  { value: "archived", label: "Archived" },
];
const statusOptions = sampleStatuses.map((value) => ({ value, label: `Set ${sampleStatusLabels[value]}` }));

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
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(sampleListSchema);
  const list = useQuery({ ...trpc.samples.page.queryOptions(view), ...live });
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  // An owner alert links to /admin/samples#<id>: that request opens with its notes.
  const [expanded, setExpanded] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  useHashTarget(Boolean(list.data));
  const actions = useInboxActions("samples", noun, selection.clear);
  const setStatus = useMutation(
    trpc.samples.setStatus.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.samples.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
        ]);
        selection.clear();
        notifySuccess("Sample request status updated", "Status Updated");
      },
      onError: (error) => notifyError("Failed to update status", error),
    }),
  );
  const exporter = useCsvExport("sample-requests", csvColumns, () =>
    queryClient.fetchQuery(trpc.samples.export.queryOptions(view)),
  );
  const archived = view.status === "archived";

  return (
    <AdminLayout
      title="Sample Requests"
      subtitle="Buyers asking for samples of a product, newest first"
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
        searchLabel="Search company, contact, product or address"
        statusLabel="Show requests"
        statusOptions={viewOptions}
        nameLabel="Company"
        onExport={exporter.run}
        exporting={exporter.busy || rows.length === 0}
      >
        <LeadSourceFilter value={view.source} onChange={(source) => setView({ source })} />
      </ListToolbar>
      <ListBody
        list={list}
        what="sample requests"
        icon={PackageOpen}
        empty="No sample requests yet."
        filtered={view.q !== "" || view.source !== "" || view.status !== "open"}
        selection={selection}
        onPage={(page) => setView({ page })}
        className="space-y-4"
        row={(sample) => (
          <SampleCard
            sample={sample}
            onStatusChange={(status) => setStatus.mutate({ ids: [sample.id], status })}
            onAction={(action) => actions.run(action, [sample.id])}
            selected={selection.has(sample.id)}
            onSelect={(on) => selection.toggle(sample.id, on)}
            expanded={expanded === sample.id}
            onToggle={() => setExpanded(expanded === sample.id ? "" : sample.id)}
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
              setStatus.mutate({ ids: selection.ids, status: status as SampleStatus })
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
          onClick={() => actions.run(archived ? "restore" : "archive", selection.ids)}
        >
          <Archive aria-hidden="true" />
          {archived ? "Restore" : "Archive"}
        </Button>
        <Button variant="destructive-outline" size="sm" onClick={() => actions.run("delete", selection.ids)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkBar>
    </AdminLayout>
  );
}
