import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, CheckCheck, Mail, MailCheck, Trash2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { contactListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { BulkBar, useSelection } from "../components/bulk-bar";
import { LeadSourceFilter, sourceColumns } from "../components/lead-source";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { formatCount } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import { useInboxActions } from "../lib/inbox-actions";
import { useListParams } from "../lib/list-params";
import { live } from "../lib/live";
import type { DeskContact } from "../lib/types";
import { ContactCard } from "./contact-card";

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
  ...sourceColumns<DeskContact>(),
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
      >
        <LeadSourceFilter value={view.source} onChange={(source) => setView({ source })} />
      </ListToolbar>
      <ListBody
        list={list}
        what="contact messages"
        icon={Mail}
        empty="No contact messages yet."
        filtered={view.q !== "" || view.source !== "" || view.status !== "open"}
        selection={selection}
        onPage={(page) => setView({ page })}
        className="space-y-3"
        row={(contact) => (
          <ContactCard
            contact={contact}
            onAction={(action) => actions.run(action, [contact.id])}
            selected={selection.has(contact.id)}
            onSelect={(on) => selection.toggle(contact.id, on)}
          />
        )}
      />
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
