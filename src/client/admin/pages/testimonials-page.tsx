import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, MessageSquareQuote, Trash2, Undo2 } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { StarRating } from "../components/star-rating";
import { counted, formatDate } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";

export function TestimonialsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const testimonials = useQuery(trpc.testimonials.adminList.queryOptions());
  useHashTarget(Boolean(testimonials.data));
  // Approved testimonials are public: every testimonials query (admin list, public carousel) is refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.testimonials.pathKey() });
  const setApproved = useMutation(
    trpc.testimonials.setApproved.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("Testimonial updated successfully");
      },
      onError: (error) => notifyError("Failed to update testimonial", error),
    }),
  );
  const remove = useMutation(
    trpc.testimonials.remove.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("Testimonial deleted successfully");
      },
      onError: (error) => notifyError("Failed to delete testimonial", error),
    }),
  );
  const pending = testimonials.data?.filter((t) => !t.approved).length ?? 0;

  return (
    <AdminLayout
      title="Testimonials Management"
      subtitle={
        pending > 0
          ? `${counted(pending, { one: "testimonial is", other: "testimonials are" })} waiting for your approval`
          : "Approve customer reviews before they appear on your website"
      }
    >
      {testimonials.isPending ? (
        <LoadingText />
      ) : testimonials.isError ? (
        <LoadError what="the testimonials" onRetry={() => testimonials.refetch()} />
      ) : !testimonials.data?.length ? (
        <EmptyState icon={MessageSquareQuote} message="No testimonials yet" />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.data.map((t) => {
            const busy =
              (setApproved.isPending && setApproved.variables?.id === t.id) ||
              (remove.isPending && remove.variables?.id === t.id);
            return (
              <li
                key={t.id}
                id={t.id}
                tabIndex={-1}
                className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-brand"
              >
                <Card
                  className={`flex h-full flex-col p-5 ${t.approved ? "" : "border-amber-200 bg-amber-50/30"}`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 className="font-semibold break-words text-slate-900">{t.name}</h2>
                      {t.experience && <p className="text-sm text-slate-600">{t.experience}</p>}
                    </div>
                    {t.approved ? (
                      <Badge tone="success">Approved</Badge>
                    ) : (
                      <Badge tone="warning">Pending</Badge>
                    )}
                  </div>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <StarRating rating={t.rating} />
                    <time dateTime={t.createdAt} className="text-xs text-slate-500">
                      {formatDate(t.createdAt)}
                    </time>
                  </div>
                  <blockquote className="mt-3 flex-1 whitespace-pre-line break-words text-slate-700">
                    “{t.text}”
                  </blockquote>
                  <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
                    <Button
                      variant={t.approved ? "outline" : "primary"}
                      size="sm"
                      className="flex-1"
                      disabled={busy}
                      onClick={() => setApproved.mutate({ id: t.id, approved: !t.approved })}
                      aria-label={`${t.approved ? "Unapprove" : "Approve"} testimonial from ${t.name}`}
                    >
                      {t.approved ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
                      {t.approved ? "Unapprove" : "Approve"}
                    </Button>
                    <Button
                      variant="destructive-outline"
                      size="icon"
                      disabled={busy}
                      aria-label={`Delete testimonial from ${t.name}`}
                      onClick={() => {
                        if (window.confirm("Are you sure you want to delete this testimonial?"))
                          remove.mutate({ id: t.id });
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </AdminLayout>
  );
}
