import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { ListToolbar } from "../components/list-toolbar";
import { type CsvColumn, datedFileName, downloadCsv, toCsv } from "../lib/csv";
import { formatDateTime, matchesText } from "../lib/format";
import { useHashTarget } from "../lib/hash-target";
import { isNewSince, markVisited, readLastVisit } from "../lib/last-visit";
import type { ContactMessage } from "../lib/types";

const filterOptions = [
  { value: "all", label: "All messages" },
  { value: "new", label: "New since last visit" },
] as const;

const csvColumns: CsvColumn<ContactMessage>[] = [
  { header: "Date", value: (c) => c.createdAt },
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "Message", value: (c) => c.message },
];

export function ContactsPage() {
  const trpc = useTRPC();
  const contacts = useQuery(trpc.contacts.list.queryOptions());
  useHashTarget(Boolean(contacts.data));
  // The previous visit decides what is new on this screen; opening it counts as the next visit.
  const [lastVisit] = useState(readLastVisit);
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("all");
  useEffect(() => markVisited(), []);

  const all = [...(contacts.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown = all.filter(
    (c) =>
      (filter === "all" || isNewSince(c.createdAt, lastVisit)) &&
      matchesText(search, [c.name, c.email, c.message]),
  );

  return (
    <AdminLayout title="Contact Messages" subtitle="Messages sent through the contact form, newest first">
      {contacts.isPending ? (
        <LoadingText />
      ) : contacts.isError ? (
        <LoadError what="contact messages" onRetry={() => contacts.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState icon={Mail} message="No contact messages yet." />
      ) : (
        <>
          <ListToolbar
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search name, email or message"
            filter={filter}
            onFilterChange={setFilter}
            filterLabel="Show messages"
            filterOptions={filterOptions}
            shown={shown.length}
            total={all.length}
            onExport={() => downloadCsv(datedFileName("contact-messages"), toCsv(csvColumns, shown))}
          />
          {shown.length === 0 ? (
            <EmptyState icon={Mail} message="No messages match these filters." />
          ) : (
            <ul className="space-y-3">
              {shown.map((contact) => (
                <li
                  key={contact.id}
                  id={contact.id}
                  tabIndex={-1}
                  className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-brand"
                >
                  <Card className="p-5">
                    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                      <div className="min-w-0">
                        <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                          {contact.name}
                          {isNewSince(contact.createdAt, lastVisit) && <Badge tone="info">New</Badge>}
                        </h2>
                        <a
                          href={`mailto:${contact.email}`}
                          className="text-sm break-all text-cyan-800 underline-offset-2 hover:underline"
                        >
                          {contact.email}
                        </a>
                      </div>
                      <time dateTime={contact.createdAt} className="text-sm text-slate-600">
                        {formatDateTime(contact.createdAt)}
                      </time>
                    </div>
                    <p className="mt-3 whitespace-pre-line break-words text-slate-700">{contact.message}</p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminLayout>
  );
}
