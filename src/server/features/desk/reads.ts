import { type AnyColumn, and, eq, inArray, sql } from "drizzle-orm";
import { adminReads } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

export type ReadKind = (typeof adminReads.$inferInsert)["kind"];

// True while this admin has not opened the record (docs/decisions/110).
export const unreadBy = (userId: string, kind: ReadKind, id: AnyColumn) =>
  sql<boolean>`not exists (select 1 from ${adminReads} where ${adminReads.userId} = ${userId} and ${adminReads.kind} = ${kind} and ${adminReads.refId} = ${id})`.mapWith(
    Boolean,
  );

// Which records one admin reads or unreads; forgetting needs no admin.
export type Reads = { userId: string; kind: ReadKind; ids: string[] };

export function markRead(db: Conn, { userId, kind, ids }: Reads) {
  if (ids.length === 0) return;
  db.insert(adminReads)
    .values(ids.map((refId) => ({ userId, kind, refId })))
    .onConflictDoNothing()
    .run();
}

export function setRead(db: Conn, { read, ...reads }: Reads & { read: boolean }) {
  const { userId, kind, ids } = reads;
  if (read) return markRead(db, reads);
  db.delete(adminReads)
    .where(and(eq(adminReads.userId, userId), eq(adminReads.kind, kind), inArray(adminReads.refId, ids)))
    .run();
}

// Deleting a record forgets who read it; the table has no foreign key because it serves two kinds of record.
export function forgetReads(db: Conn, { kind, ids }: Omit<Reads, "userId">) {
  db.delete(adminReads)
    .where(and(eq(adminReads.kind, kind), inArray(adminReads.refId, ids)))
    .run();
}
