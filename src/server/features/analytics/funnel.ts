import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
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
type Dated =
  | typeof contacts
  | typeof productInquiries
  | typeof quoteRequests
  | typeof sampleRequests
  | typeof appointments;

const countIn = (db: Conn, table: Dated | typeof newsletterSubscribers, { start, end }: Span) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(and(gte(table.createdAt, start), lt(table.createdAt, end)))
    .get()?.n ?? 0;

// The steps after the visit, from the tables that already hold them: leads by kind received in the span, quotes
// sent in it, and quotes accepted in it with their value per currency (docs/decisions/200).
export function leadsAndQuotes(db: Conn, span: Span) {
  const leads = {
    contacts: countIn(db, contacts, span),
    inquiries: countIn(db, productInquiries, span),
    quoteRequests: countIn(db, quoteRequests, span),
    samples: countIn(db, sampleRequests, span),
    appointments: countIn(db, appointments, span),
    subscribers: countIn(db, newsletterSubscribers, span),
  };
  const sent =
    db
      .select({ n: sql<number>`count(*)` })
      .from(quotes)
      .where(and(gte(quotes.sentAt, span.start), lt(quotes.sentAt, span.end)))
      .get()?.n ?? 0;
  const accepted = db
    .select()
    .from(quotes)
    .where(
      and(eq(quotes.status, "accepted"), gte(quotes.answeredAt, span.start), lt(quotes.answeredAt, span.end)),
    )
    .all();
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
  const totals = new Map<string, string[]>();
  for (const quote of accepted) {
    const own = lines.filter((line) => line.quoteId === quote.id);
    const { total } = quoteTotals(own, quote.discountPercent, quote.taxPercent);
    totals.set(quote.currency, [...(totals.get(quote.currency) ?? []), total]);
  }
  const acceptedValue = [...totals].map(([currency, amounts]) => ({ currency, total: sumAmounts(amounts) }));
  return { leads, quotesSent: sent, quotesAccepted: accepted.length, acceptedValue };
}
