import { Archive, ArchiveRestore, MailCheck, MailOpen, Trash2 } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
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
        <Checkbox
          className="mt-1"
          aria-label={`Select ${who}`}
          checked={selected}
          onCheckedChange={(on) => onSelect(on === true)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {contact.name}
                {contact.unread && <Badge tone="info">New</Badge>}
                {contact.archivedAt && <Badge>Archived</Badge>}
              </h2>
              <a
                href={`mailto:${contact.email}`}
                className="text-sm break-all text-cyan-800 underline-offset-2 hover:underline"
              >
                {contact.email}
              </a>
              <LeadSourceLine lead={contact} />
            </div>
            <time dateTime={contact.createdAt} className="text-sm text-slate-600">
              {formatDateTime(contact.createdAt)}
            </time>
          </div>
          <p className="mt-3 whitespace-pre-line break-words text-slate-700">{contact.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction(contact.unread ? "read" : "unread")}
              aria-label={`${contact.unread ? "Mark read" : "Mark unread"}: ${who}`}
            >
              {contact.unread ? <MailCheck aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
              {contact.unread ? "Mark read" : "Mark unread"}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction(contact.archivedAt ? "restore" : "archive")}
              aria-label={`${contact.archivedAt ? "Restore" : "Archive"} ${who}`}
            >
              {contact.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {contact.archivedAt ? "Restore" : "Archive"}
            </Button>
            <Button
              variant="destructive-outline"
              size="sm"
              className="ml-auto"
              onClick={() => onAction("delete")}
              aria-label={`Delete ${who}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
