import { Mail } from "lucide-react";
import { useTRPC } from "#client/lib/trpc.ts";
import { contactListSchema } from "#shared/desk.ts";
import { useDeskList } from "../components/desk-list-page";
import { InboxListPage, inboxCard, inboxViews } from "../components/inbox-list-parts";
import { sourceColumns } from "../components/lead-source";
import type { CsvColumn } from "../lib/csv";
import { useInboxActions } from "../lib/inbox-actions";
import { useListScreen } from "../lib/list-screen";
import type { DeskContact } from "../lib/types";
import { ContactCard } from "./contact-card";

// Messages have no status of their own: the inbox's views only.
const viewOptions = inboxViews("All messages", [], {});

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
  const screen = useListScreen(contactListSchema, trpc.contacts, {
    name: "contact-messages",
    columns: csvColumns,
  });
  const desk = useDeskList(screen, trpc.contacts);
  const actions = useInboxActions("contacts", noun, desk.selection.clear);

  return (
    <InboxListPage
      title="Contact Messages"
      subtitle="Messages sent through the contact form, newest first"
      inbox={actions}
      desk={desk}
      toolbar={{
        searchLabel: "Search name, email or message",
        statusLabel: "Show messages",
        statusOptions: viewOptions,
        nameLabel: "Name",
      }}
      body={{
        what: "contact messages",
        icon: Mail,
        empty: "No contact messages yet.",
        className: "space-y-3",
      }}
      row={(contact) => <ContactCard contact={contact} {...inboxCard(actions, desk.selection, contact.id)} />}
    />
  );
}
