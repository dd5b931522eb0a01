import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { newsletterSubscribers as subscribers } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import type { SubscriberListQuery } from "#shared/desk.ts";
import { countOf, everyRow, orderFor, pageIn, pageOf, sourceIs, textMatch } from "../desk/paging";

// The owner's list of subscribers (docs/decisions/110, 130).
const views: Record<SubscriberListQuery["status"], SQL | undefined> = {
  all: undefined,
  confirmed: and(eq(subscribers.subscribed, true), isNotNull(subscribers.confirmedAt)),
  unconfirmed: and(eq(subscribers.subscribed, true), isNull(subscribers.confirmedAt)),
  unsubscribed: eq(subscribers.subscribed, false),
};

const toRow = (row: typeof subscribers.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

function rowsOf(db: Db, query: SubscriberListQuery) {
  const source = sourceIs(query.source, subscribers.sourceKey);
  const where = and(views[query.status], textMatch(query.q, [subscribers.email]), source);
  const shown = { where, order: orderFor(query.sort, subscribers.createdAt, subscribers.email) };
  return {
    count: () => countOf(db, subscribers, where),
    rows: (limit: number, offset: number) =>
      pageIn(db.select().from(subscribers).$dynamic(), shown, limit, offset).all().map(toRow),
  };
}

export function listPage(db: Db, query: SubscriberListQuery) {
  return { ...pageOf(query, rowsOf(db, query)), confirmed: countOf(db, subscribers, views.confirmed) };
}

export const exportRows = (db: Db, query: SubscriberListQuery) => everyRow(rowsOf(db, query).rows);

export const confirmedSubscribers = (db: Conn) => db.select().from(subscribers).where(views.confirmed).all();
