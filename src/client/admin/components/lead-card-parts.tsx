import { Archive, ArchiveRestore, ChevronDown, MailCheck, MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import type { InboxAction } from "../lib/inbox-actions";
import { mayDiscard } from "../lib/unsaved-guard";
import { languageName } from "./lead-details";
import { DeleteButton, type Face, SwitchButton } from "./row-buttons";

// The pieces every card of a desk list shares; `who` names the card's row for a screen reader
// ("inquiry from Amal").
type InboxRow = { unread: boolean; archivedAt: string | null; lang?: string };

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
      {/* The owner answers in the buyer's language; English, the usual one, goes unsaid. */}
      {row.lang === "ar" && <Badge tone="brand">{languageName(row.lang)}</Badge>}
    </>
  );
}

// Folding the notes away drops a note typed there and not added: the owner is asked first (docs/decisions/110).
export function NotesToggle(props: { expanded: boolean; onToggle: () => void; children: ReactNode }) {
  const toggle = () => (props.expanded && !mayDiscard()) || props.onToggle();
  return (
    <Button variant="outline" size="sm" aria-expanded={props.expanded} onClick={toggle}>
      <ChevronDown aria-hidden="true" className={props.expanded ? "rotate-180" : undefined} />
      {props.children}
    </Button>
  );
}

// Read marks, the archive and deleting for one row; a kind of lead's own actions (children) stand before Delete.
const readFaces: [Face, Face] = [
  [MailCheck, "Mark read"],
  [MailOpen, "Mark unread"],
];
const archiveFaces: [Face, Face] = [
  [ArchiveRestore, "Restore"],
  [Archive, "Archive"],
];

export function InboxCardActions(props: {
  row: InboxRow;
  who: string;
  onAction: (action: InboxAction) => void;
  children?: ReactNode;
}) {
  const { row, who, onAction } = props;
  return (
    <>
      <SwitchButton
        variant="ghost"
        size="sm"
        on={row.unread}
        faces={readFaces}
        nameOf={(label) => `${label}: ${who}`}
        onClick={() => onAction(row.unread ? "read" : "unread")}
      />
      <SwitchButton
        variant="ghost"
        size="sm"
        on={Boolean(row.archivedAt)}
        faces={archiveFaces}
        nameOf={(label) => `${label} ${who}`}
        onClick={() => onAction(row.archivedAt ? "restore" : "archive")}
      />
      {props.children}
      <DeleteButton what={who} className="ml-auto" onClick={() => onAction("delete")} />
    </>
  );
}
