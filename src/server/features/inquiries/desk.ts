import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { productInquiries as inquiries, inquiryEvents } from "#db/schema.ts";
import type { SessionUser } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { InquiryStatus } from "#shared/constants.ts";
import type { InquiryListQuery } from "#shared/desk.ts";
import { type DeskChange, type Inbox, inboxCalls, inboxView, setArchivedWithHistory } from "../desk/inbox";
import { countOf, everyRow, idsIn, orderFor, pageIn, pageOf, sourceIs, textMatch } from "../desk/paging";
import { markRead, unreadBy } from "../desk/reads";
import { withAnsweringQuote } from "./answering-quote";
import { setStatus } from "./service";

// The owner's desk over the inquiries (docs/decisions/110); the spec's list and status calls stay in service.ts.
const inbox: Inbox = {
  table: inquiries,
  id: inquiries.id,
  archivedAt: inquiries.archivedAt,
  kind: "inquiry",
};
export const { unreadCount, counts, markAllRead, setRead, remove } = inboxCalls(inbox);
const searched = [
  inquiries.contactName,
  inquiries.email,
  inquiries.phone,
  inquiries.businessType,
  inquiries.productName,
  inquiries.quantity,
  inquiries.additionalNotes,
];

const toRow = ({ createdAt, archivedAt, ...row }: typeof inquiries.$inferSelect & { unread: boolean }) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  archivedAt: archivedAt?.toISOString() ?? null,
});
export type DeskInquiry = ReturnType<typeof toRow>;

function rowsOf(db: Db, userId: string, query: InquiryListQuery) {
  const view = inboxView(inbox, userId, query.status);
  const status = view.own ? eq(inquiries.status, query.status) : undefined;
  const source = sourceIs(query.source, inquiries.sourceKey);
  const where = and(view.where, status, textMatch(query.q, searched), source);
  const columns = { ...getTableColumns(inquiries), unread: unreadBy(userId, "inquiry", inquiries.id) };
  const shown = { where, order: orderFor(query.sort, inquiries.createdAt, inquiries.contactName) };
  return {
    count: () => countOf(db, inquiries, where),
    rows: (limit: number, offset: number) =>
      withAnsweringQuote(
        db,
        pageIn(db.select(columns).from(inquiries).$dynamic(), shown, limit, offset).all().map(toRow),
      ),
    ids: () => idsIn(db, inquiries, inquiries.id, shown),
  };
}

export function listPage(db: Db, userId: string, query: InquiryListQuery) {
  return { ...pageOf(query, rowsOf(db, userId, query)), ...counts(db, userId) };
}

export const exportRows = (db: Db, userId: string, query: InquiryListQuery) =>
  everyRow(rowsOf(db, userId, query).rows);

// Opening an inquiry marks it read for this admin and shows its timeline, oldest first.
export function open(db: Db, userId: string, id: string) {
  const row = db.select().from(inquiries).where(eq(inquiries.id, id)).get();
  if (!row) throw notFound("Inquiry");
  markRead(db, { userId, kind: "inquiry", ids: [id] });
  const events = db
    .select()
    .from(inquiryEvents)
    .where(eq(inquiryEvents.inquiryId, id))
    .orderBy(inquiryEvents.createdAt, sql`rowid`)
    .all()
    .map((event) => ({ ...event, createdAt: event.createdAt.toISOString() }));
  return { inquiry: toRow({ ...row, unread: false }), events };
}

export function addNote(db: Db, { user, id, body }: { user: SessionUser; id: string; body: string }) {
  db.transaction((tx) => {
    if (!tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).get()) {
      throw notFound("Inquiry");
    }
    tx.insert(inquiryEvents).values({ inquiryId: id, author: user.username, kind: "note", body }).run();
  });
}

export function setStatusOf(db: Db, { user, ids, status }: DeskChange<{ status: InquiryStatus }>) {
  db.transaction((tx) => {
    for (const id of ids) setStatus(tx, id, status, user);
  });
}

export const setArchived = (db: Db, change: DeskChange<{ archived: boolean }>) =>
  setArchivedWithHistory(db, inbox, change, (tx, entries) =>
    tx
      .insert(inquiryEvents)
      .values(entries.map(({ id, ...entry }) => ({ inquiryId: id, ...entry })))
      .run(),
  );
