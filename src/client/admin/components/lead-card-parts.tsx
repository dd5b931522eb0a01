import { Archive, ArchiveRestore, ChevronDown, MailCheck, MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import type { InboxAction } from "../lib/inbox-actions";
import { DeleteButton } from "./row-buttons";

// The pieces every card of a desk list shares; `who` names the card's row for a screen reader
// ("inquiry from Amal").
type InboxRow = { unread: boolean; archivedAt: string | null };

export function RowCheckbox(props: {
  who: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  className: string;
}) {
  return (
    <Checkbox
      className={props.className}
      aria-label={`Select ${props.who}`}
      checked={props.selected}
      onCheckedChange={(on) => props.onSelect(on === true)}
    />
  );
}

export function InboxBadges({ row }: { row: InboxRow }) {
  return (
    <>
      {row.unread && <Badge tone="info">New</Badge>}
      {row.archivedAt && <Badge>Archived</Badge>}
    </>
  );
}

export function NotesToggle(props: { expanded: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="sm" aria-expanded={props.expanded} onClick={props.onToggle}>
      <ChevronDown aria-hidden="true" className={props.expanded ? "rotate-180" : undefined} />
      {props.children}
    </Button>
  );
}

// Read marks, the archive and deleting for one row; a kind of lead's own actions (children) stand before Delete.
export function InboxCardActions(props: {
  row: InboxRow;
  who: string;
  onAction: (action: InboxAction) => void;
  children?: ReactNode;
}) {
  const { row, who, onAction } = props;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onAction(row.unread ? "read" : "unread")}
        aria-label={`${row.unread ? "Mark read" : "Mark unread"}: ${who}`}
      >
        {row.unread ? <MailCheck aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
        {row.unread ? "Mark read" : "Mark unread"}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onAction(row.archivedAt ? "restore" : "archive")}
        aria-label={`${row.archivedAt ? "Restore" : "Archive"} ${who}`}
      >
        {row.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        {row.archivedAt ? "Restore" : "Archive"}
      </Button>
      {props.children}
      <DeleteButton what={who} className="ml-auto" onClick={() => onAction("delete")} />
    </>
  );
}
