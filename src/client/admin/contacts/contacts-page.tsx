import { Mail } from "lucide-react";
import { useTRPC } from "#client/lib/trpc.ts";
import { contactListSchema } from "#shared/desk.ts";
import { InboxListPage, useInbox } from "../components/inbox-list-parts";
import { sourceColumns } from "../components/lead-source";
import type { CsvColumn } from "../lib/csv";
import { useListScreen } from "../lib/list-screen";
import type { DeskContact } from "../lib/types";
import { ContactCard } from "./contact-card";

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
  // Messages have no status of their own: the inbox's views only.
  const { desk, inbox, card } = useInbox(screen, "contacts", noun);

  return (
    <InboxListPage
      title="Contact Messages"
      subtitle="Messages sent through the contact form, newest first"
      inbox={inbox}
      desk={desk}
      toolbar={{
        searchLabel: "Search name, email or message",
        statusLabel: "Show messages",
        open: "All messages",
        nameLabel: "Name",
      }}
      body={{
        what: "contact messages",
        icon: Mail,
        empty: "No contact messages yet.",
        className: "space-y-3",
      }}
      row={(contact) => <ContactCard contact={contact} {...card(contact.id)} />}
    />
  );
}
