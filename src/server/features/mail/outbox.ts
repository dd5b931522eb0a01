import { and, asc, desc, eq, getTableColumns, inArray, is, lte, SQL, sql } from "drizzle-orm";
import { type MailAttachment, mailAttempts, outbox } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import { nextDelay } from "./backoff";

// A transaction handle works the same as the database here.
type Row = typeof outbox.$inferSelect;
export type OutboxStatus = Row["status"];

export type NewMail = {
  kind: string;
  refId: string;
  lang: string;
  to: string[];
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  subject: string;
  html: string;
  text: string;
};

type At = { now: number; mailOn: boolean };

// Without SMTP the message is kept as "held": nothing goes out until the owner asks for the held ones to be sent.
const rowOf = (mail: NewMail, at: At) => ({
  ...mail,
  to: mail.to.join(", "),
  status: at.mailOn ? ("waiting" as const) : ("held" as const),
  nextAttemptAt: new Date(at.now),
});

export function enqueue(tx: Conn, mail: NewMail, at: At) {
  tx.insert(outbox).values(rowOf(mail, at)).run();
}

// Queues the mail only if `when` holds, decided by SQLite inside the one INSERT ... SELECT: a caller whose answer
// must not tell whether a mail went out runs the same statements either way (docs/decisions/181).
export function enqueueWhere(tx: Conn, mail: NewMail, at: At, when: SQL) {
  const row: Record<string, unknown> = rowOf(mail, at);
  const values = Object.entries(getTableColumns(outbox)).map(([key, column]) => {
    const value = row[key] ?? column.defaultFn?.() ?? column.default ?? null;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  tx.insert(outbox)
    .select(sql`select ${sql.join(values, sql`, `)} where ${when}`)
    .run();
}

// Claims due messages one by one: a claimed row is "sending" until the answer is recorded.
export function claimDue(db: Db, now: number, limit: number): Row[] {
  return db.transaction((tx) => {
    const due = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "waiting"), lte(outbox.nextAttemptAt, new Date(now))))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .all();
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning()
      .all();
  });
}

export type Outcome = { row: Row; ok: boolean; response: string; permanent: boolean };

// One transaction per batch of answers: each commit waits for the disk (synchronous = FULL), and mail must not
// slow the visitors' own writes. A 5xx answer is final ("failed", until the owner retries); anything else is
// tried again later, or given up after three days.
export function recordOutcomes(db: Db, outcomes: Outcome[], now: number) {
  db.transaction((tx) => {
    for (const { row, ok, response, permanent } of outcomes) {
      if (ok) {
        tx.update(outbox)
          .set({ status: "sent", sentAt: new Date(now), lastError: null })
          .where(eq(outbox.id, row.id))
          .run();
      } else {
        const delay = nextDelay(row.attempts);
        const status = permanent ? "failed" : delay === null ? "gave_up" : "waiting";
        tx.update(outbox)
          .set({ status, lastError: response, nextAttemptAt: new Date(now + (delay ?? 0)) })
          .where(eq(outbox.id, row.id))
          .run();
      }
      tx.insert(mailAttempts)
        .values({ outboxId: row.id, ok, response, at: new Date(now) })
        .run();
    }
  });
}

// After a crash, a message caught in "sending" may or may not have been accepted: it is sent again (with the
// same Message-ID, so a mail client shows one), because losing it would be worse (docs/decisions/080).
export function recoverInterrupted(db: Db) {
  db.update(outbox).set({ status: "waiting" }).where(eq(outbox.status, "sending")).run();
}

export function retry(db: Db, id: string, now: number) {
  const row = db
    .update(outbox)
    .set({ status: "waiting", attempts: 0, nextAttemptAt: new Date(now) })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "gave_up", "held"])))
    .returning()
    .get();
  if (!row) throw notFound("Failed or held email");
  return row;
}

export function sendHeld(db: Db, now: number) {
  return db
    .update(outbox)
    .set({ status: "waiting", nextAttemptAt: new Date(now) })
    .where(eq(outbox.status, "held"))
    .returning({ id: outbox.id })
    .all().length;
}

export function list(db: Db, page: { limit?: number; offset?: number } = {}) {
  return db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(sql`rowid`))
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all();
}

export function attemptsOf(db: Db, id: string) {
  return db
    .select()
    .from(mailAttempts)
    .where(eq(mailAttempts.outboxId, id))
    .orderBy(asc(mailAttempts.at))
    .all();
}
