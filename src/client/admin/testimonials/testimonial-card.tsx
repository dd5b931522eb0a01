import { Check, Trash2, Undo2 } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { RowCheckbox } from "../components/lead-card-parts";
import { type Face, SwitchButton } from "../components/row-buttons";
import { formatDate } from "../lib/format";
import type { DeskTestimonial } from "../lib/types";
import { StarRating } from "./star-rating";

// An approved testimonial can be unapproved, a pending one approved.
const approvalFaces: [Face, Face] = [
  [Undo2, "Unapprove"],
  [Check, "Approve"],
];

type TestimonialCardProps = {
  testimonial: DeskTestimonial;
  busy: boolean;
  onApprove: (approved: boolean) => void;
  onDelete: () => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
};

export function TestimonialCard({ testimonial: t, busy, ...props }: TestimonialCardProps) {
  return (
    <Card className={`flex h-full flex-col p-5 ${t.approved ? "" : "border-amber-200 bg-amber-50/30"}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <RowCheckbox
            className="mt-0.5"
            who={`testimonial from ${t.name}`}
            selected={props.selected}
            onSelect={props.onSelect}
          />
          <div className="min-w-0">
            <h2 dir="auto" className="font-semibold break-words text-slate-900">
              {t.name}
            </h2>
            {t.experience && (
              <p dir="auto" className="text-sm text-slate-600">
                {t.experience}
              </p>
            )}
          </div>
        </div>
        {t.approved ? <Badge tone="success">Approved</Badge> : <Badge tone="warning">Pending</Badge>}
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <StarRating rating={t.rating} />
        <time dateTime={t.createdAt} className="text-xs text-slate-500">
          {formatDate(t.createdAt)}
        </time>
      </div>
      <blockquote dir="auto" className="mt-3 flex-1 whitespace-pre-line break-words text-slate-700">
        “{t.text}”
      </blockquote>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
        <SwitchButton
          variant={t.approved ? "outline" : "primary"}
          size="sm"
          className="flex-1"
          disabled={busy}
          on={t.approved}
          faces={approvalFaces}
          nameOf={(label) => `${label} testimonial from ${t.name}`}
          onClick={() => props.onApprove(!t.approved)}
        />
        <Button
          variant="destructive-outline"
          size="icon"
          disabled={busy}
          aria-label={`Delete testimonial from ${t.name}`}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
