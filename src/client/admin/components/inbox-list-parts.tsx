import { Archive, CheckCheck, MailCheck, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { formatCount } from "#shared/counted.ts";
import type { useInboxActions } from "../lib/inbox-actions";
import type { Selection } from "./bulk-bar";
import { DeskListPage, type DeskListPageProps, type View } from "./desk-list-page";

// What the lists of inquiries, contact messages and sample requests add to a desk list page.
type Actions = ReturnType<typeof useInboxActions>;

// The views of a list whose leads have a status: the open ones, the unread, each status, the archive.
export function inboxViews<Status extends string>(
  openLabel: string,
  statuses: readonly Status[],
  labels: Record<Status, string>,
) {
  return [
    { value: "open", label: openLabel },
    { value: "unread", label: "Unread" },
    ...statuses.map((value) => ({ value, label: labels[value] })),
    { value: "archived", label: "Archived" },
  ];
}

function MarkAllReadButton({ unread, actions }: { unread: number | undefined; actions: Actions }) {
  return (
    <Button variant="outline" onClick={actions.markAllRead} disabled={!unread || actions.busy}>
      <CheckCheck aria-hidden="true" />
      Mark all read{unread ? ` (${formatCount(unread)})` : ""}
    </Button>
  );
}

// The status of every ticked row at once.
export function BulkStatusSelect<Status extends string>(props: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  onChange: (status: Status) => void;
}) {
  return (
    <div className="w-44">
      <Select
        aria-label="Change status of the selected"
        value=""
        placeholder="Change status"
        onValueChange={(status) => props.onChange(status as Status)}
        options={props.statuses.map((value) => ({ value, label: `Set ${props.labels[value]}` }))}
      />
    </div>
  );
}

// What a card of an inbox list is given: its row's actions and its tick.
export function inboxCard(actions: Actions, selection: Selection, id: string) {
  return {
    onAction: (action: Parameters<Actions["run"]>[0]) => actions.run(action, [id]),
    selected: selection.has(id),
    onSelect: (on: boolean) => selection.toggle(id, on),
  };
}

// The one card whose notes are open; an owner alert links to /admin/<list>#<id>, which opens that card's.
export function useOpenCard() {
  const [open, setOpen] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  return (id: string) => ({ expanded: open === id, onToggle: () => setOpen(open === id ? "" : id) });
}

function InboxBulkActions(props: {
  actions: Actions;
  ids: string[];
  archived: boolean;
  children?: ReactNode;
}) {
  const { actions, ids, archived } = props;
  return (
    <>
      {props.children}
      <Button variant="outline" size="sm" onClick={() => actions.run("read", ids)}>
        <MailCheck aria-hidden="true" />
        Mark read
      </Button>
      <Button variant="outline" size="sm" onClick={() => actions.run(archived ? "restore" : "archive", ids)}>
        <Archive aria-hidden="true" />
        {archived ? "Restore" : "Archive"}
      </Button>
      <Button variant="destructive-outline" size="sm" onClick={() => actions.run("delete", ids)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </>
  );
}

type InboxListPageProps<Row extends { id: string }, V extends View> = Omit<
  DeskListPageProps<Row, V>,
  "actions" | "bulk"
> & {
  // An inbox's page of rows also counts its unread ones, on every page.
  desk: { list: { data?: { unread: number } } };
  inbox: Actions;
  // The list's own buttons for the ticked rows, before the inbox's (read, archive, delete).
  bulk?: ReactNode;
};

// A desk list page of leads with read marks and an archive: "Mark all read" above it, the inbox's bulk buttons.
export function InboxListPage<Row extends { id: string }, V extends View>(props: InboxListPageProps<Row, V>) {
  const { inbox, bulk, ...page } = props;
  return (
    <DeskListPage
      {...page}
      actions={<MarkAllReadButton unread={page.desk.list.data?.unread} actions={inbox} />}
      bulk={
        <InboxBulkActions
          actions={inbox}
          ids={page.desk.selection.ids}
          archived={page.desk.view.status === "archived"}
        >
          {bulk}
        </InboxBulkActions>
      }
    />
  );
}
