import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { productInquiries, quoteFollowUps, quotes } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { addDays, instantOf } from "#shared/wall-clock.ts";

// What the owner should chase today (docs/decisions/164), on the site's clock: quotes whose follow-up date has
// come, and inquiries still pending the follow-up days (business-rules) after they arrived that no quote answers yet.
export type Clock = { today: string; timeZone: string; followUpDays: number };

// A quote that lapsed more than a week ago drops off the list: the buyer asks again if they still want it.
const lapsedLongAgo = 7;
const awaiting = and(inArray(quotes.status, ["sent", "viewed"]), isNotNull(quotes.token));

export function dueQuotes(db: Conn, today: string) {
  return db
    .select({
      id: quotes.id,
      number: quotes.number,
      buyerName: quotes.buyerName,
      followUpOn: quoteFollowUps.followUpOn,
      validUntil: quotes.validUntil,
    })
    .from(quoteFollowUps)
    .innerJoin(quotes, eq(quotes.id, quoteFollowUps.quoteId))
    .where(
      and(
        awaiting,
        lte(quoteFollowUps.followUpOn, today),
        gte(quotes.validUntil, addDays(today, -lapsedLongAgo)),
      ),
    )
    .orderBy(asc(quoteFollowUps.followUpOn), asc(quotes.number))
    .all();
}

const answeredByQuote = sql`exists (select 1 from ${quotes} where ${quotes.inquiryId} = ${productInquiries.id}
  or (${productInquiries.requestId} is not null and ${quotes.requestId} = ${productInquiries.requestId}))`;

// One entry per buyer's request: its lines are inquiries of one request, listed once by its first line.
export function dueInquiries(db: Conn, { today, timeZone, followUpDays }: Clock) {
  const receivedBefore = instantOf({ date: addDays(today, 1 - followUpDays), time: "00:00" }, timeZone);
  const rows = db
    .select({
      id: productInquiries.id,
      requestId: productInquiries.requestId,
      contactName: productInquiries.contactName,
      productName: productInquiries.productName,
      createdAt: productInquiries.createdAt,
    })
    .from(productInquiries)
    .where(
      and(
        eq(productInquiries.status, "pending"),
        isNull(productInquiries.archivedAt),
        lt(productInquiries.createdAt, new Date(receivedBefore)),
        sql`not ${answeredByQuote}`,
      ),
    )
    .orderBy(asc(productInquiries.createdAt))
    .all();
  const seen = new Set<string>();
  return rows.flatMap(({ requestId, createdAt, ...row }) => {
    const key = requestId ?? row.id;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...row, lines: rows.filter((r) => r.requestId && r.requestId === requestId).length || 1 }];
  });
}

export const followUpsDue = (db: Conn, clock: Clock) => ({
  quotes: dueQuotes(db, clock.today),
  inquiries: dueInquiries(db, clock),
});

// Quotes awaiting an answer whose last valid day is within the coming seven, today included.
export const lapsingThisWeek = (db: Conn, today: string) =>
  db
    .select({
      id: quotes.id,
      number: quotes.number,
      buyerName: quotes.buyerName,
      validUntil: quotes.validUntil,
    })
    .from(quotes)
    .where(and(awaiting, gte(quotes.validUntil, today), lte(quotes.validUntil, addDays(today, 6))))
    .orderBy(asc(quotes.validUntil), asc(quotes.number))
    .all();
