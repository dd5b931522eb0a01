import { type AnyColumn, and, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SessionUser } from "#server/context.ts";
import type { Conn, Db } from "#server/db.ts";
import { countOf } from "./paging";
import { forgetReads, type ReadKind, setRead, unreadBy } from "./reads";

// What inquiries and contact messages share on the desk: read per admin, archived, deleted (docs/decisions/110).
export type Inbox = { table: SQLiteTable; id: AnyColumn; archivedAt: AnyColumn; kind: ReadKind };

// "open" and "unread" leave out the archive; any other view is the caller's, within the open ones.
export function inboxView(inbox: Inbox, userId: string, view: string): { where?: SQL; own: boolean } {
  if (view === "archived") return { where: isNotNull(inbox.archivedAt), own: false };
  const open = isNull(inbox.archivedAt);
  if (view === "unread") return { where: and(open, unreadBy(userId, inbox.kind, inbox.id)), own: false };
  return { where: open, own: view !== "open" };
}

const unreadIn = (db: Db, inbox: Inbox, userId: string) =>
  countOf(db, inbox.table, and(isNull(inbox.archivedAt), unreadBy(userId, inbox.kind, inbox.id)));

// Answers the ids that really moved, so the caller can record exactly those.
export function setArchivedIn(db: Conn, inbox: Inbox, ids: string[], archived: boolean): string[] {
  const moved = archived ? isNull(inbox.archivedAt) : isNotNull(inbox.archivedAt);
  return db
    .update(inbox.table)
    .set({ archivedAt: archived ? new Date() : null } as never)
    .where(and(inArray(inbox.id, ids), moved))
    .returning({ id: sql<string>`${inbox.id}` })
    .all()
    .map((row) => String(row.id));
}

// A change the owner makes to several leads at once, recorded with who made it.
export type DeskChange<T> = { user: SessionUser; ids: string[] } & T;
export type HistoryEntry = { id: string; author: string; kind: "archived" | "restored"; body: string };

// Archives or restores, and hands each lead that really moved to `write` for its history (docs/decisions/110).
export function setArchivedWithHistory(
  db: Db,
  inbox: Inbox,
  { user, ids, archived }: DeskChange<{ archived: boolean }>,
  write: (tx: Conn, entries: HistoryEntry[]) => void,
) {
  db.transaction((tx) => {
    const moved = setArchivedIn(tx, inbox, ids, archived);
    if (moved.length === 0) return;
    const kind = archived ? ("archived" as const) : ("restored" as const);
    const body = archived ? "Archived" : "Restored from the archive";
    write(
      tx,
      moved.map((id) => ({ id, author: user.username, kind, body })),
    );
  });
}

// What every desk of leads answers the same way over its inbox: its counts, reading, and deleting.
export const inboxCalls = (inbox: Inbox) => ({
  unreadCount: (db: Db, userId: string) => unreadIn(db, inbox, userId),
  // Beside each page of the list: the admin's unread leads, and the archived ones the open view leaves out.
  counts: (db: Db, userId: string) => ({
    unread: unreadIn(db, inbox, userId),
    archived: countOf(db, inbox.table, isNotNull(inbox.archivedAt)),
  }),
  markAllRead: (db: Db, userId: string) => {
    db.run(sql`insert or ignore into admin_reads (user_id, kind, ref_id)
      select ${userId}, ${inbox.kind}, ${inbox.id} from ${inbox.table} where ${isNull(inbox.archivedAt)}`);
  },
  setRead: (db: Db, input: { userId: string; ids: string[]; read: boolean }) =>
    setRead(db, { ...input, kind: inbox.kind }),
  remove: (db: Db, ids: string[]) =>
    db.transaction((tx) => {
      tx.delete(inbox.table).where(inArray(inbox.id, ids)).run();
      forgetReads(tx, { kind: inbox.kind, ids });
    }),
});
