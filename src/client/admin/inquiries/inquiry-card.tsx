import { Badge, type BadgeTone } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { type InquiryStatus, inquiryStatuses } from "#shared/constants.ts";
import { InboxBadges, InboxCardActions, NotesToggle, RowCheckbox } from "../components/lead-card-parts";
import { Detail, DetailList, ReachDetails } from "../components/lead-details";
import { LeadSourceLine } from "../components/lead-source";
import { formatDateTime } from "../lib/format";
import type { InboxAction } from "../lib/inbox-actions";
import type { DeskInquiry } from "../lib/types";
import { AnsweringQuoteDetail, QuoteAction } from "./answering-quote";
import { InquiryTimeline } from "./inquiry-timeline";

export const statusLabels: Record<InquiryStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  completed: "Completed",
};
const statusTones: Record<InquiryStatus, BadgeTone> = {
  pending: "warning",
  contacted: "info",
  completed: "success",
};
const statusOptions = inquiryStatuses.map((value) => ({ value, label: statusLabels[value] }));

type InquiryCardProps = {
  inquiry: DeskInquiry;
  onStatusChange: (status: InquiryStatus) => void;
  onAction: (action: InboxAction) => void;
  saving: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  expanded: boolean;
  onToggle: () => void;
};

export function InquiryCard({ inquiry, onStatusChange, saving, ...props }: InquiryCardProps) {
  const status = inquiry.status as InquiryStatus;
  const selectId = `status-${inquiry.id}`;
  const who = `inquiry from ${inquiry.contactName}`;
  return (
    <Card className={`p-5 ${inquiry.unread ? "border-l-4 border-l-sky-600" : ""}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <RowCheckbox className="mt-1" who={who} selected={props.selected} onSelect={props.onSelect} />
          <div className="min-w-0">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
              {inquiry.productName}
              <Badge tone={statusTones[status] ?? "neutral"}>{statusLabels[status] ?? inquiry.status}</Badge>
              <InboxBadges row={inquiry} />
            </h2>
            <p className="text-sm text-slate-600">
              Submitted on <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
            </p>
            <LeadSourceLine lead={inquiry} />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} id={`${selectId}-label`} className="text-sm font-medium text-slate-700">
            Status
          </label>
          <Select
            id={selectId}
            aria-labelledby={`${selectId}-label`}
            value={status}
            // Kept enabled while saving, so focus stays on it; a change meanwhile waits for the first.
            onValueChange={(value) => saving || onStatusChange(value as InquiryStatus)}
            options={statusOptions}
            className="w-40"
          />
        </div>
      </div>
      <DetailList>
        <Detail label="Contact name">{inquiry.contactName}</Detail>
        <ReachDetails email={inquiry.email} phone={inquiry.phone} />
        <Detail label="Business type">{inquiry.businessType}</Detail>
        <Detail label="Quantity needed">{inquiry.quantity}</Detail>
        <Detail label="Need by">{inquiry.needByDate}</Detail>
        <AnsweringQuoteDetail quote={inquiry.quote} />
      </DetailList>
      {inquiry.additionalNotes && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Additional notes</p>
          <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-800">
            {inquiry.additionalNotes}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <NotesToggle expanded={props.expanded} onToggle={props.onToggle}>
          Notes and history
        </NotesToggle>
        <InboxCardActions row={inquiry} who={who} onAction={props.onAction}>
          <QuoteAction quote={inquiry.quote} who={who} inquiryId={inquiry.id} />
        </InboxCardActions>
      </div>
      {props.expanded && <InquiryTimeline id={inquiry.id} receivedAt={inquiry.createdAt} />}
    </Card>
  );
}
