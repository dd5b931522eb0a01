import { and, eq, gte, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  appointments,
  contacts,
  newsletterSubscribers,
  productInquiries,
  quoteLines,
  quoteRequests,
  quotes,
  sampleRequests,
} from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { quoteTotals, sumAmounts } from "#shared/money.ts";

type Span = { start: Date; end: Date };

// The lead tables the funnel counts, one per kind of lead; the per-channel funnel counts the same ones.
export const leadTables = {
  contacts,
  inquiries: productInquiries,
  quoteRequests,
  samples: sampleRequests,
  appointments,
  subscribers: newsletterSubscribers,
};
export type LeadKind = keyof typeof leadTables;
type AcceptedQuote = { id: string; currency: string; discountPercent: string; taxPercent: string };

// A quote and its revisions are one offer (docs/decisions/160 and 200): it counts as sent once, in the span its
// first revision was sent in (no lower revision of its number was sent), and as accepted once, at the revision the
// buyer accepted (an accepted quote is locked, so there is only one).
const earlier = alias(quotes, "earlier_revision");
export const firstSentIn = (db: Conn, { start, end }: Span) =>
  and(
    gte(quotes.sentAt, start),
    lt(quotes.sentAt, end),
    notExists(
      db
        .select({ one: sql`1` })
        .from(earlier)
        .where(
          and(
            eq(earlier.number, quotes.number),
            lt(earlier.revision, quotes.revision),
            isNotNull(earlier.sentAt),
          ),
        ),
    ),
  );

const countIn = (db: Conn, table: (typeof leadTables)[LeadKind], { start, end }: Span) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(and(gte(table.createdAt, start), lt(table.createdAt, end)))
    .get()?.n ?? 0;

// Each accepted quote with its total, from its lines, discount and tax.
export function withTotals<Q extends AcceptedQuote>(db: Conn, accepted: Q[]) {
  const lines =
    accepted.length === 0
      ? []
      : db
          .select()
          .from(quoteLines)
          .where(
            inArray(
              quoteLines.quoteId,
              accepted.map((q) => q.id),
            ),
          )
          .all();
  return accepted.map((quote) => {
    const own = lines.filter((line) => line.quoteId === quote.id);
    return { ...quote, total: quoteTotals(own, quote.discountPercent, quote.taxPercent).total };
  });
}

// Amounts in different currencies are never added together: one total per currency.
export function perCurrency(quotes: Array<{ currency: string; total: string }>) {
  const totals = new Map<string, string[]>();
  for (const quote of quotes)
    totals.set(quote.currency, [...(totals.get(quote.currency) ?? []), quote.total]);
  return [...totals].map(([currency, amounts]) => ({ currency, total: sumAmounts(amounts) }));
}

// The steps after the visit, from the tables that already hold them: leads by kind received in the span, quotes
// sent in it, and quotes accepted in it with their value per currency (docs/decisions/200).
export function leadsAndQuotes(db: Conn, span: Span) {
  const leads = Object.fromEntries(
    Object.entries(leadTables).map(([kind, table]) => [kind, countIn(db, table, span)]),
  ) as Record<LeadKind, number>;
  const sent =
    db.select({ n: sql<number>`count(*)` }).from(quotes).where(firstSentIn(db, span)).get()?.n ?? 0;
  const accepted = db
    .select()
    .from(quotes)
    .where(
      and(eq(quotes.status, "accepted"), gte(quotes.answeredAt, span.start), lt(quotes.answeredAt, span.end)),
    )
    .all();
  const acceptedValue = perCurrency(withTotals(db, accepted));
  return { leads, quotesSent: sent, quotesAccepted: accepted.length, acceptedValue };
}
