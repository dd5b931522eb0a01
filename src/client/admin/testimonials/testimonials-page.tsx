import { useMutation } from "@tanstack/react-query";
import { Check, MessageSquareQuote, Trash2, Undo2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { testimonialListSchema } from "#shared/desk.ts";
import { DeskListPage, useDeskList } from "../components/desk-list-page";
import type { CsvColumn } from "../lib/csv";
import { useListScreen } from "../lib/list-screen";
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
// The bulk bar's two ways for the ticked testimonials.
const approvals = [
  { approved: true, Icon: Check, label: "Approve" },
  { approved: false, Icon: Undo2, label: "Unapprove" },
] as const;

export function TestimonialsPage() {
  const trpc = useTRPC();
  // Approved testimonials are public: every testimonials query (admin list, public carousel) is refreshed.
  const screen = useListScreen(testimonialListSchema, trpc.testimonials, {
    name: "testimonials",
    columns: csvColumns,
  });
  const desk = useDeskList(screen, trpc.testimonials);
  const setApproved = useMutation(
    trpc.testimonials.setApprovedOf.mutationOptions(
      desk.changed(
        ({ ids, approved }: { ids: string[]; approved: boolean }) =>
          ids.length === 1
            ? "Testimonial updated successfully"
            : `${counted(ids.length, noun)} ${approved ? "approved" : "unapproved"}`,
        "Failed to update testimonial",
      ),
    ),
  );
  const remove = useMutation(
    trpc.testimonials.removeMany.mutationOptions(
      desk.changed(
        ({ ids }: { ids: string[] }) =>
          ids.length === 1 ? "Testimonial deleted successfully" : `${counted(ids.length, noun)} deleted`,
        "Failed to delete testimonial",
      ),
    ),
  );
  const confirmDelete = (ids: string[]) => {
    const question =
      ids.length === 1
        ? "Are you sure you want to delete this testimonial?"
        : `Delete ${counted(ids.length, noun)}? This cannot be undone.`;
    if (window.confirm(question)) remove.mutate({ ids });
  };
  const pending = desk.list.data?.pending ?? 0;

  return (
    <DeskListPage
      title="Testimonials Management"
      subtitle={
        pending > 0
          ? `${counted(pending, { one: "testimonial is", other: "testimonials are" })} waiting for your approval`
          : "Approve customer reviews before they appear on your website"
      }
      desk={desk}
      toolbar={{
        searchLabel: "Search name, experience or text",
        statusLabel: "Show testimonials",
        statusOptions: viewOptions,
        nameLabel: "Name",
      }}
      body={{
        what: "the testimonials",
        icon: MessageSquareQuote,
        empty: "No testimonials yet",
        className: "grid gap-5 md:grid-cols-2 lg:grid-cols-3",
      }}
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
          selected={desk.selection.has(t.id)}
          onSelect={(on) => desk.selection.toggle(t.id, on)}
        />
      )}
      bulk={
        <>
          {approvals.map(({ approved, Icon, label }) => (
            <Button
              key={label}
              variant="outline"
              size="sm"
              onClick={() => setApproved.mutate({ ids: desk.selection.ids, approved })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
          <Button variant="destructive-outline" size="sm" onClick={() => confirmDelete(desk.selection.ids)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </>
      }
    />
  );
}
