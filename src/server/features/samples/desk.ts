import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { sampleRequestNotes as notes, sampleRequests as samples } from "#db/schema.ts";
import type { SessionUser } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { SampleListQuery } from "#shared/desk.ts";
import type { SampleStatus } from "#shared/sample-request.ts";
import { type DeskChange, type Inbox, inboxCalls, inboxView, setArchivedWithHistory } from "../desk/inbox";
import { countOf, everyRow, idsIn, orderFor, pageIn, pageOf, sourceIs, textMatch } from "../desk/paging";
import { markRead, unreadBy } from "../desk/reads";

// The owner's desk over the sample requests, like the inquiries' (docs/decisions/110 and 211).
const inbox: Inbox = { table: samples, id: samples.id, archivedAt: samples.archivedAt, kind: "sample" };
export const { unreadCount, counts, markAllRead, setRead, remove } = inboxCalls(inbox);
const searched = [
  samples.companyName,
  samples.contactPerson,
  samples.email,
  samples.phone,
  samples.productName,
  samples.quantity,
  samples.deliveryAddress,
  samples.note,
];

const toRow = ({ createdAt, archivedAt, ...row }: typeof samples.$inferSelect & { unread: boolean }) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  archivedAt: archivedAt?.toISOString() ?? null,
});
export type DeskSample = ReturnType<typeof toRow>;

function rowsOf(db: Db, userId: string, query: SampleListQuery) {
  const view = inboxView(inbox, userId, query.status);
  const status = view.own ? eq(samples.status, query.status as SampleStatus) : undefined;
  const source = sourceIs(query.source, samples.sourceKey);
  const where = and(view.where, status, textMatch(query.q, searched), source);
  const columns = { ...getTableColumns(samples), unread: unreadBy(userId, "sample", samples.id) };
  const shown = { where, order: orderFor(query.sort, samples.createdAt, samples.companyName) };
  return {
    count: () => countOf(db, samples, where),
    rows: (limit: number, offset: number) =>
      pageIn(db.select(columns).from(samples).$dynamic(), shown, limit, offset).all().map(toRow),
    ids: () => idsIn(db, samples, samples.id, shown),
  };
}

export function listPage(db: Db, userId: string, query: SampleListQuery) {
  return { ...pageOf(query, rowsOf(db, userId, query)), ...counts(db, userId) };
}

export const exportRows = (db: Db, userId: string, query: SampleListQuery) =>
  everyRow(rowsOf(db, userId, query).rows);

// Archiving and restoring are written to each request's history, as an inquiry's are.
export const setArchived = (db: Db, change: DeskChange<{ archived: boolean }>) =>
  setArchivedWithHistory(db, inbox, change, (tx, entries) =>
    tx
      .insert(notes)
      .values(entries.map(({ id, ...entry }) => ({ requestId: id, ...entry })))
      .run(),
  );

const statusWords: Record<SampleStatus, string> = { pending: "Pending", sent: "Sent", declined: "Declined" };

// A real change is written to each request's history with who made it (docs/decisions/110).
export function setStatus(db: Db, { user, ids, status }: DeskChange<{ status: SampleStatus }>) {
  db.transaction((tx) => {
    const before = tx
      .select({ id: samples.id, status: samples.status })
      .from(samples)
      .where(inArray(samples.id, ids))
      .all();
    const changed = before.filter((row) => row.status !== status);
    if (changed.length === 0) return;
    tx.update(samples)
      .set({ status })
      .where(
        inArray(
          samples.id,
          changed.map((row) => row.id),
        ),
      )
      .run();
    const entry = (row: (typeof changed)[number]) => ({
      requestId: row.id,
      author: user.username,
      kind: "status" as const,
      body: `Status: ${statusWords[row.status]} → ${statusWords[status]}`,
    });
    tx.insert(notes).values(changed.map(entry)).run();
  });
}

// Opening a request marks it read for this admin and shows its notes and history, oldest first.
export function open(db: Db, userId: string, id: string) {
  const row = db.select().from(samples).where(eq(samples.id, id)).get();
  if (!row) throw notFound("Sample request");
  markRead(db, { userId, kind: "sample", ids: [id] });
  const written = db
    .select()
    .from(notes)
    .where(eq(notes.requestId, id))
    .orderBy(notes.createdAt, sql`rowid`)
    .all()
    .map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
  return { request: toRow({ ...row, unread: false }), notes: written };
}

export function addNote(db: Db, { user, id, body }: { user: SessionUser; id: string; body: string }) {
  db.transaction((tx) => {
    if (!tx.select({ id: samples.id }).from(samples).where(eq(samples.id, id)).get()) {
      throw notFound("Sample request");
    }
    tx.insert(notes).values({ requestId: id, author: user.username, kind: "note", body }).run();
  });
}
