import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { inquiryStatuses } from "#shared/constants.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { InquiryCard, statusLabels } from "../components/inquiry-card";
import { ListToolbar } from "../components/list-toolbar";
import { type CsvColumn, datedFileName, downloadCsv, toCsv } from "../lib/csv";
import { matchesText } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import type { Inquiry } from "../lib/types";

const filterOptions = [
  { value: "all", label: "All statuses" },
  ...inquiryStatuses.map((value) => ({ value, label: statusLabels[value] })),
];

const csvColumns: CsvColumn<Inquiry>[] = [
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
];

export function InquiriesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inquiries = useQuery(trpc.inquiries.list.queryOptions());
  useHashTarget(Boolean(inquiries.data));
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("all");
  const setStatus = useMutation(
    trpc.inquiries.setStatus.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
        notifySuccess("Inquiry status has been updated successfully", "Status Updated");
      },
      onError: (error) => notifyError("Failed to update status", error),
    }),
  );

  const all = inquiries.data ?? [];
  const shown = all.filter(
    (i) =>
      (filter === "all" || i.status === filter) &&
      matchesText(search, [
        i.productName,
        i.contactName,
        i.email,
        i.phone,
        i.businessType,
        i.additionalNotes,
      ]),
  );

  return (
    <AdminLayout title="Product Inquiries" subtitle="View and manage customer product inquiries">
      {inquiries.isPending ? (
        <LoadingText />
      ) : inquiries.isError ? (
        <LoadError what="the inquiries" onRetry={() => inquiries.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState icon={ClipboardList} message="No product inquiries yet." />
      ) : (
        <>
          <ListToolbar
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search product, name, email or notes"
            filter={filter}
            onFilterChange={setFilter}
            filterLabel="Filter by status"
            filterOptions={filterOptions}
            shown={shown.length}
            total={all.length}
            onExport={() => downloadCsv(datedFileName("product-inquiries"), toCsv(csvColumns, shown))}
          />
          {shown.length === 0 ? (
            <EmptyState icon={ClipboardList} message="No inquiries match these filters." />
          ) : (
            <ul className="space-y-4">
              {shown.map((inquiry) => (
                <li
                  key={inquiry.id}
                  id={inquiry.id}
                  tabIndex={-1}
                  className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-brand"
                >
                  <InquiryCard
                    inquiry={inquiry}
                    saving={setStatus.isPending && setStatus.variables?.id === inquiry.id}
                    onStatusChange={(status) => setStatus.mutate({ id: inquiry.id, status })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminLayout>
  );
}
