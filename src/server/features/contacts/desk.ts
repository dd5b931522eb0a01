import { and, getTableColumns } from "drizzle-orm";
import { contacts } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { ContactListQuery } from "#shared/desk.ts";
import { type Inbox, inboxCalls, inboxView, setArchivedIn } from "../desk/inbox";
import { countOf, everyRow, idsIn, orderFor, pageIn, pageOf, sourceIs, textMatch } from "../desk/paging";
import { unreadBy } from "../desk/reads";

// The owner's desk over the contact messages (docs/decisions/110); the spec's list stays in service.ts.
const inbox: Inbox = { table: contacts, id: contacts.id, archivedAt: contacts.archivedAt, kind: "contact" };
export const { unreadCount, counts, markAllRead, setRead, remove } = inboxCalls(inbox);

const toRow = ({ createdAt, archivedAt, ...row }: typeof contacts.$inferSelect & { unread: boolean }) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  archivedAt: archivedAt?.toISOString() ?? null,
});
export type DeskContact = ReturnType<typeof toRow>;

function rowsOf(db: Db, userId: string, query: ContactListQuery) {
  const where = and(
    inboxView(inbox, userId, query.status).where,
    textMatch(query.q, [contacts.name, contacts.email, contacts.message]),
    sourceIs(query.source, contacts.sourceKey),
  );
  const columns = { ...getTableColumns(contacts), unread: unreadBy(userId, "contact", contacts.id) };
  const shown = { where, order: orderFor(query.sort, contacts.createdAt, contacts.name) };
  return {
    count: () => countOf(db, contacts, where),
    rows: (limit: number, offset: number) =>
      pageIn(db.select(columns).from(contacts).$dynamic(), shown, limit, offset).all().map(toRow),
    ids: () => idsIn(db, contacts, contacts.id, shown),
  };
}

export function listPage(db: Db, userId: string, query: ContactListQuery) {
  return { ...pageOf(query, rowsOf(db, userId, query)), ...counts(db, userId) };
}

export const exportRows = (db: Db, userId: string, query: ContactListQuery) =>
  everyRow(rowsOf(db, userId, query).rows);
export const setArchived = (db: Db, { ids, archived }: { ids: string[]; archived: boolean }) => {
  setArchivedIn(db, inbox, ids, archived);
};
