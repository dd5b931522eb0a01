import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, MessageSquareQuote, Trash2, Undo2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { testimonialListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { BulkBar, useSelection } from "../components/bulk-bar";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { counted } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import { useListParams } from "../lib/list-params";
import { live } from "../lib/live";
import type { DeskTestimonial } from "../lib/types";
import { TestimonialCard } from "./testimonial-card";

const viewOptions = [
  { value: "all", label: "All testimonials" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
];
const csvColumns: CsvColumn<DeskTestimonial>[] = [
  { header: "Date", value: (t) => t.createdAt },
  { header: "Name", value: (t) => t.name },
  { header: "Experience", value: (t) => t.experience },
  { header: "Rating", value: (t) => t.rating },
  { header: "Text", value: (t) => t.text },
  { header: "Approved", value: (t) => (t.approved ? "yes" : "no") },
];
const noun = { one: "testimonial", other: "testimonials" };

export function TestimonialsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(testimonialListSchema);
  const list = useQuery({ ...trpc.testimonials.page.queryOptions(view), ...live });
  useHashTarget(Boolean(list.data));
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  // Approved testimonials are public: every testimonials query (admin list, public carousel) is refreshed.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.testimonials.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
    ]);
  const setApproved = useMutation(
    trpc.testimonials.setApprovedOf.mutationOptions({
      onSuccess: async (_, { ids, approved }) => {
        await refresh();
        selection.clear();
        notifySuccess(
          ids.length === 1
            ? "Testimonial updated successfully"
            : `${counted(ids.length, noun)} ${approved ? "approved" : "unapproved"}`,
        );
      },
      onError: (error) => notifyError("Failed to update testimonial", error),
    }),
  );
  const remove = useMutation(
    trpc.testimonials.removeMany.mutationOptions({
      onSuccess: async (_, { ids }) => {
        await refresh();
        selection.clear();
        notifySuccess(
          ids.length === 1 ? "Testimonial deleted successfully" : `${counted(ids.length, noun)} deleted`,
        );
      },
      onError: (error) => notifyError("Failed to delete testimonial", error),
    }),
  );
  const confirmDelete = (ids: string[]) => {
    const question =
      ids.length === 1
        ? "Are you sure you want to delete this testimonial?"
        : `Delete ${counted(ids.length, noun)}? This cannot be undone.`;
    if (window.confirm(question)) remove.mutate({ ids });
  };
  const exporter = useCsvExport("testimonials", csvColumns, () =>
    queryClient.fetchQuery(trpc.testimonials.export.queryOptions(view)),
  );
  const pending = list.data?.pending ?? 0;

  return (
    <AdminLayout
      title="Testimonials Management"
      subtitle={
        pending > 0
          ? `${counted(pending, { one: "testimonial is", other: "testimonials are" })} waiting for your approval`
          : "Approve customer reviews before they appear on your website"
      }
    >
      <ListToolbar
        view={view}
        onChange={setView}
        searchLabel="Search name, experience or text"
        statusLabel="Show testimonials"
        statusOptions={viewOptions}
        nameLabel="Name"
        onExport={exporter.run}
        exporting={exporter.busy || rows.length === 0}
      />
      <ListBody
        list={list}
        what="the testimonials"
        icon={MessageSquareQuote}
        empty="No testimonials yet"
        filtered={view.q !== "" || view.status !== "all"}
        selection={selection}
        onPage={(page) => setView({ page })}
        className="grid gap-5 md:grid-cols-2 lg:grid-cols-3"
        row={(t) => (
          <TestimonialCard
            testimonial={t}
            busy={
              (setApproved.isPending && setApproved.variables?.ids.includes(t.id)) ||
              (remove.isPending && remove.variables?.ids.includes(t.id)) ||
              false
            }
            onApprove={(approved) => setApproved.mutate({ ids: [t.id], approved })}
            onDelete={() => confirmDelete([t.id])}
            selected={selection.has(t.id)}
            onSelect={(on) => selection.toggle(t.id, on)}
          />
        )}
      />
      <BulkBar selection={selection}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setApproved.mutate({ ids: selection.ids, approved: true })}
        >
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setApproved.mutate({ ids: selection.ids, approved: false })}
        >
          <Undo2 aria-hidden="true" />
          Unapprove
        </Button>
        <Button variant="destructive-outline" size="sm" onClick={() => confirmDelete(selection.ids)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkBar>
    </AdminLayout>
  );
}
