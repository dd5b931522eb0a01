import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { backupCopies } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import { listBackups, timeOfName } from "./store";

// The copies' rows: the upload queue of the bucket worker (bucket-worker.ts), kept like the outbox (080).
export type CopyRow = typeof backupCopies.$inferSelect;

const minute = 60_000;
// A failed try is tried again after 1, 5, 15 and 30 minutes, then every 30 minutes for as long as the archive is on
// this disk: a bucket down for hours loses no copy, and one back up is used within half an hour.
const delays = [minute, 5 * minute, 15 * minute, 30 * minute];
export const copyRetryDelay = (attempts: number) => delays[attempts - 1] ?? 30 * minute;

// Called in the transaction that records the backup; a second call for the same archive changes nothing.
export function queueCopy(tx: Conn, copy: { name: string; archiveSize: number; now: number }) {
  tx.insert(backupCopies)
    .values({
      name: copy.name,
      archiveSize: copy.archiveSize,
      nextAttemptAt: new Date(copy.now),
      createdAt: new Date(copy.now),
    })
    .onConflictDoNothing()
    .run();
}

// Archives on disk newer than every queued one (a server stopped between naming an archive and recording it, a
// backup made by `bun run backup` before the bucket was known), so none is left without its copy; with none queued
// yet (a bucket just set up), only the newest, rather than every archive kept.
export function queueMissing(db: Db, dataDir: string, now: number) {
  const newestQueued = db
    .select({ name: backupCopies.name })
    .from(backupCopies)
    .orderBy(desc(backupCopies.name))
    .limit(1)
    .get();
  const after = newestQueued ? (timeOfName(newestQueued.name) ?? 0) : -1;
  const missing = listBackups(dataDir).filter((b) => Date.parse(b.createdAt) > after);
  const queued = newestQueued ? missing : missing.slice(0, 1);
  db.transaction((tx) => {
    for (const b of queued) queueCopy(tx, { name: b.name, archiveSize: b.size, now });
  });
  return queued.length;
}

// The next copy due, marked "uploading" until its outcome is recorded (or a restart finds it and starts it again).
export function claimDueCopy(db: Db, now: number): CopyRow | undefined {
  return db.transaction((tx) => {
    const due = tx
      .select({ name: backupCopies.name })
      .from(backupCopies)
      .where(
        and(
          inArray(backupCopies.status, ["waiting", "failed"]),
          isNotNull(backupCopies.nextAttemptAt),
          lte(backupCopies.nextAttemptAt, new Date(now)),
        ),
      )
      .orderBy(asc(backupCopies.nextAttemptAt), asc(backupCopies.name))
      .limit(1)
      .get();
    if (!due) return undefined;
    return tx
      .update(backupCopies)
      .set({ status: "uploading", attempts: sql`${backupCopies.attempts} + 1` })
      .where(eq(backupCopies.name, due.name))
      .returning()
      .get();
  });
}

export function recordStored(db: Db, name: string, stored: { size: number; sha256: string; now: number }) {
  db.update(backupCopies)
    .set({
      status: "stored",
      storedSize: stored.size,
      storedSha256: stored.sha256,
      storedAt: new Date(stored.now),
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(backupCopies.name, name))
    .run();
}

// final: nothing left to try (the archive is gone from this disk).
export function recordFailure(db: Db, row: CopyRow, problem: string, now: number, final = false) {
  db.update(backupCopies)
    .set({
      status: "failed",
      lastError: problem,
      nextAttemptAt: final ? null : new Date(now + copyRetryDelay(row.attempts)),
    })
    .where(eq(backupCopies.name, row.name))
    .run();
}

// A copy caught "uploading" by a crash or kill was never recorded as stored: it is uploaded again from the start.
export function recoverInterruptedCopies(db: Db, now: number) {
  db.update(backupCopies)
    .set({ status: "waiting", nextAttemptAt: new Date(now) })
    .where(eq(backupCopies.status, "uploading"))
    .run();
}

export const copiesOf = (db: Pick<Conn, "select">) =>
  db.select().from(backupCopies).orderBy(desc(backupCopies.name)).all();

export const forgetCopies = (db: Db, names: string[]) =>
  names.length && db.delete(backupCopies).where(inArray(backupCopies.name, names)).run();
