import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, CheckCheck, Mail, MailCheck, Trash2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { contactListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { BulkBar, SelectAll, useSelection } from "../components/bulk-bar";
import { ContactCard } from "../components/contact-card";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { ListToolbar } from "../components/list-toolbar";
import { Pager } from "../components/pager";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { formatCount } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import { useInboxActions } from "../lib/inbox-actions";
import { useListParams } from "../lib/list-params";
import { live } from "../lib/live";
import type { DeskContact } from "../lib/types";

const viewOptions = [
  { value: "open", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "archived", label: "Archived" },
];

const csvColumns: CsvColumn<DeskContact>[] = [
  { header: "Date", value: (c) => c.createdAt },
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "Message", value: (c) => c.message },
];
const noun = { one: "message", other: "messages" };

export function ContactsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(contactListSchema);
  const list = useQuery({ ...trpc.contacts.page.queryOptions(view), ...live });
  useHashTarget(Boolean(list.data));
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  const actions = useInboxActions("contacts", noun, selection.clear);
  const exporter = useCsvExport("contact-messages", csvColumns, () =>
    queryClient.fetchQuery(trpc.contacts.export.queryOptions(view)),
  );
  const archived = view.status === "archived";

  return (
    <AdminLayout
      title="Contact Messages"
      subtitle="Messages sent through the contact form, newest first"
      actions={
        <Button variant="outline" onClick={actions.markAllRead} disabled={!list.data?.unread || actions.busy}>
          <CheckCheck aria-hidden="true" />
          Mark all read{list.data?.unread ? ` (${formatCount(list.data.unread)})` : ""}
        </Button>
      }
    >
      <ListToolbar
        view={view}
        onChange={setView}
        searchLabel="Search name, email or message"
        statusLabel="Show messages"
        statusOptions={viewOptions}
        nameLabel="Name"
        onExport={exporter.run}
        exporting={exporter.busy || rows.length === 0}
      />
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <LoadError what="contact messages" onRetry={() => list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          icon={Mail}
          message={
            view.q || view.status !== "open" ? "No messages match these filters." : "No contact messages yet."
          }
        />
      ) : (
        <>
          <SelectAll selection={selection} label="Select all on this page" />
          <ul className="mt-3 space-y-3" aria-busy={list.isFetching}>
            {rows.map((contact) => (
              <li
                key={contact.id}
                id={contact.id}
                tabIndex={-1}
                className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-brand"
              >
                <ContactCard
                  contact={contact}
                  onAction={(action) => actions.run(action, [contact.id])}
                  selected={selection.has(contact.id)}
                  onSelect={(on) => selection.toggle(contact.id, on)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.page}
            size={list.data.size}
            total={list.data.total}
            onPage={(page) => setView({ page })}
          />
        </>
      )}
      <BulkBar selection={selection}>
        <Button variant="outline" size="sm" onClick={() => actions.run("read", selection.ids)}>
          <MailCheck aria-hidden="true" />
          Mark read
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.run(archived ? "restore" : "archive", selection.ids)}
        >
          <Archive aria-hidden="true" />
          {archived ? "Restore" : "Archive"}
        </Button>
        <Button variant="destructive-outline" size="sm" onClick={() => actions.run("delete", selection.ids)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkBar>
    </AdminLayout>
  );
}
