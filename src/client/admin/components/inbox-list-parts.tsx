import { Archive, CheckCheck, MailCheck, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatCount } from "#shared/counted.ts";
import { useInboxActions } from "../lib/inbox-actions";
import { openViewEmpty } from "../lib/open-view-empty";
import { DeskListPage, type DeskListPageProps, useDeskList, type View } from "./desk-list-page";

// What the lists of inquiries, contact messages and sample requests add to a desk list page.
type Actions = ReturnType<typeof useInboxActions>;

// The views of an inbox: the open leads, the unread, each status (for a kind of lead that has one), the archive.
function inboxViews<Status extends string>(
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
function BulkStatusSelect<Status extends string>(props: {
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

// What an inbox list page wires: its desk list, the inbox's actions, what each card is given (its row's actions
// and its tick: `card`), and the one card whose notes are open (`open`; an owner alert links to
// /admin/<list>#<id>, which opens that card's).
export function useInbox<Screen extends Parameters<typeof useDeskList>[0]>(
  screen: Screen,
  list: Parameters<typeof useInboxActions>[0],
  noun: Parameters<typeof useInboxActions>[1],
) {
  const trpc = useTRPC();
  const desk = useDeskList(screen, trpc[list]);
  const inbox = useInboxActions(list, noun, desk.selection.clear);
  const [opened, setOpened] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const card = (id: string) => ({
    onAction: (action: Parameters<Actions["run"]>[0]) => inbox.run(action, [id]),
    selected: desk.selection.has(id),
    onSelect: (on: boolean) => desk.selection.toggle(id, on),
  });
  const open = (id: string) => ({
    expanded: opened === id,
    onToggle: () => setOpened(opened === id ? "" : id),
  });
  return { desk, inbox, card, open };
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

// A kind of lead's own status, when it has one: a view for each, and a select for the ticked rows.
type StatusOf<S extends string> = {
  statuses: readonly S[];
  labels: Record<S, string>;
  set: (ids: string[], status: S) => void;
};

type InboxListPageProps<Row extends { id: string }, V extends View, S extends string> = Omit<
  DeskListPageProps<Row, V>,
  "actions" | "bulk" | "toolbar"
> & {
  // An inbox's page of rows also counts its unread ones, on every page.
  desk: { list: { data?: { unread: number; archived: number } } };
  inbox: Actions;
  // `open` names the view of the leads not archived.
  toolbar: Omit<DeskListPageProps<Row, V>["toolbar"], "statusOptions"> & { open: string };
  status?: StatusOf<S>;
};

// A desk list page of leads with read marks and an archive: "Mark all read" above it, the inbox's bulk buttons.
export function InboxListPage<Row extends { id: string }, V extends View, S extends string = never>(
  props: InboxListPageProps<Row, V, S>,
) {
  const { inbox, status, toolbar, ...page } = props;
  const ids = page.desk.selection.ids;
  return (
    <DeskListPage
      {...page}
      body={
        page.desk.view.status === "open"
          ? { ...page.body, empty: openViewEmpty(page.body, page.desk.list.data?.archived ?? 0) }
          : page.body
      }
      toolbar={{
        ...toolbar,
        statusOptions: inboxViews(
          toolbar.open,
          status?.statuses ?? [],
          status?.labels ?? ({} as Record<S, string>),
        ),
      }}
      actions={<MarkAllReadButton unread={page.desk.list.data?.unread} actions={inbox} />}
      bulk={
        <InboxBulkActions actions={inbox} ids={ids} archived={page.desk.view.status === "archived"}>
          {status && (
            <BulkStatusSelect
              statuses={status.statuses}
              labels={status.labels}
              onChange={(to) => status.set(ids, to)}
            />
          )}
        </InboxBulkActions>
      }
    />
  );
}
