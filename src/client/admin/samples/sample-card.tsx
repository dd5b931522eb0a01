import { Badge, type BadgeTone } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { type SampleStatus, sampleStatuses } from "#shared/sample-request.ts";
import { InboxBadges, InboxCardActions, NotesToggle, RowCheckbox } from "../components/lead-card-parts";
import { Detail, DetailList, ReachDetails } from "../components/lead-details";
import { LeadSourceLine } from "../components/lead-source";
import { formatDateTime } from "../lib/format";
import type { InboxAction } from "../lib/inbox-actions";
import type { DeskSample } from "../lib/types";
import { SampleNotes } from "./sample-notes";

export const sampleStatusLabels: Record<SampleStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  declined: "Declined",
};
const tones: Record<SampleStatus, BadgeTone> = { pending: "warning", sent: "success", declined: "neutral" };
const statusOptions = sampleStatuses.map((value) => ({ value, label: sampleStatusLabels[value] }));

type Props = {
  sample: DeskSample;
  expanded: boolean;
  onToggle: () => void;
  onStatusChange: (status: SampleStatus) => void;
  onAction: (action: InboxAction) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
};

export function SampleCard({ sample, ...props }: Props) {
  const who = `sample request from ${sample.companyName}`;
  const status = sample.status as SampleStatus;
  const selectId = `sample-status-${sample.id}`;
  return (
    <Card id={sample.id} className={`p-5 ${sample.unread ? "border-l-4 border-l-sky-600" : ""}`}>
      <div className="flex items-start gap-3">
        <RowCheckbox className="mt-1" who={who} selected={props.selected} onSelect={props.onSelect} />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {sample.companyName}
            <Badge tone={tones[status] ?? "neutral"}>{sampleStatusLabels[status] ?? sample.status}</Badge>
            <InboxBadges row={sample} />
          </h2>
          <p className="text-sm text-slate-600">
            {sample.productName} · <time dateTime={sample.createdAt}>{formatDateTime(sample.createdAt)}</time>
          </p>
          <LeadSourceLine lead={sample} />
        </div>
        <div>
          <label htmlFor={selectId} className="sr-only">
            Status of {who}
          </label>
          <Select
            id={selectId}
            value={status}
            onValueChange={(value) => props.onStatusChange(value as SampleStatus)}
            options={statusOptions}
            className="w-36"
          />
        </div>
      </div>
      <DetailList>
        <Detail label="Contact person">{sample.contactPerson}</Detail>
        <ReachDetails email={sample.email} phone={sample.phone} />
        <Detail label="Quantity wanted">{sample.quantity}</Detail>
        <Detail label="Delivery address">{sample.deliveryAddress}</Detail>
        {sample.note && <Detail label="Note">{sample.note}</Detail>}
      </DetailList>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <NotesToggle expanded={props.expanded} onToggle={props.onToggle}>
          Notes and history
        </NotesToggle>
        <InboxCardActions row={sample} who={who} onAction={props.onAction} />
      </div>
      {props.expanded && <SampleNotes id={sample.id} receivedAt={sample.createdAt} />}
    </Card>
  );
}
