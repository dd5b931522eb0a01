import { Card } from "#client/components/ui/card.tsx";
import { InboxBadges, InboxCardActions, RowCheckbox } from "../components/lead-card-parts";
import { EmailLink } from "../components/lead-details";
import { LeadSourceLine } from "../components/lead-source";
import { formatDateTime } from "../lib/format";
import type { InboxAction } from "../lib/inbox-actions";
import type { DeskContact } from "../lib/types";

export function ContactCard({
  contact,
  onAction,
  selected,
  onSelect,
}: {
  contact: DeskContact;
  onAction: (action: InboxAction) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const who = `message from ${contact.name}`;
  return (
    <Card className={`p-5 ${contact.unread ? "border-l-4 border-l-sky-600" : ""}`}>
      <div className="flex items-start gap-3">
        <RowCheckbox className="mt-1" who={who} selected={selected} onSelect={onSelect} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {contact.name}
                <InboxBadges row={contact} />
              </h2>
              <EmailLink email={contact.email} className="text-sm" />
              <LeadSourceLine lead={contact} />
            </div>
            <time dateTime={contact.createdAt} className="text-sm text-slate-600">
              {formatDateTime(contact.createdAt)}
            </time>
          </div>
          <p dir="auto" className="mt-3 whitespace-pre-line break-words text-slate-700">
            {contact.message}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <InboxCardActions row={contact} who={who} onAction={onAction} />
          </div>
        </div>
      </div>
    </Card>
  );
}
