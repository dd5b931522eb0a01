import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { productInquiries, quoteRequests, quotes } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { firstSentIn, type LeadKind, leadTables, perCurrency, withTotals } from "./funnel.ts";

// The funnel's lead steps per source or per campaign, from the source stored with each lead (docs/decisions/200):
// leads by kind received in the span, quotes sent in it and quotes accepted in it with their value per currency.
// A quote belongs to the source of the inquiry or quote request it answers; one made without either is "direct".
type Span = { start: Date; end: Date };
export type Channel = "source" | "campaign";
export const noCampaign = "(none)";

const keyOf = (channel: Channel, table: { source: unknown; sourceKey: unknown }): SQL<string> =>
  channel === "source"
    ? sql<string>`${table.sourceKey}`
    : sql<string>`coalesce(json_extract(${table.source}, '$.utmCampaign'), ${noCampaign})`;

const emptyLeads = (): Record<LeadKind, number> => ({
  contacts: 0,
  inquiries: 0,
  quoteRequests: 0,
  samples: 0,
  appointments: 0,
  subscribers: 0,
});

export function leadsByChannel(db: Conn, span: Span, channel: Channel) {
  const rows = new Map<string, ReturnType<typeof rowFor>>();
  const row = (key: string) => {
    const found = rows.get(key) ?? rowFor(key);
    rows.set(key, found);
    return found;
  };
  for (const [kind, table] of Object.entries(leadTables) as [LeadKind, (typeof leadTables)[LeadKind]][]) {
    const key = keyOf(channel, table);
    const counted = db
      .select({ key, n: sql<number>`count(*)` })
      .from(table)
      .where(and(gte(table.createdAt, span.start), lt(table.createdAt, span.end)))
      .groupBy(key)
      .all();
    for (const { key: k, n } of counted) row(k).leads[kind] += n;
  }
  // A quote's lead: the inquiry it answers, else the quote request (both carry the visit's source).
  const quoteKey =
    channel === "source"
      ? sql<string>`coalesce(${productInquiries.sourceKey}, ${quoteRequests.sourceKey}, 'direct')`
      : sql<string>`coalesce(json_extract(${productInquiries.source}, '$.utmCampaign'), json_extract(${quoteRequests.source}, '$.utmCampaign'), ${noCampaign})`;
  const quotesWithKey = (where: SQL | undefined) =>
    db
      .select({
        id: quotes.id,
        key: quoteKey,
        currency: quotes.currency,
        discountPercent: quotes.discountPercent,
        taxPercent: quotes.taxPercent,
      })
      .from(quotes)
      .leftJoin(productInquiries, eq(productInquiries.id, quotes.inquiryId))
      .leftJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
      .where(where)
      .all();
  for (const quote of quotesWithKey(firstSentIn(db, span))) {
    row(quote.key).quotesSent += 1;
  }
  const accepted = quotesWithKey(
    and(eq(quotes.status, "accepted"), gte(quotes.answeredAt, span.start), lt(quotes.answeredAt, span.end)),
  );
  const valued = withTotals(db, accepted);
  for (const quote of valued) row(quote.key).quotesAccepted += 1;
  for (const key of new Set(valued.map((quote) => quote.key))) {
    row(key).acceptedValue = perCurrency(valued.filter((quote) => quote.key === key));
  }
  return [...rows.values()].sort((a, b) => total(b) - total(a) || a.key.localeCompare(b.key));
}

function rowFor(key: string) {
  return {
    key,
    leads: emptyLeads(),
    quotesSent: 0,
    quotesAccepted: 0,
    acceptedValue: [] as Array<{ currency: string; total: string }>,
  };
}
const total = (row: ReturnType<typeof rowFor>) => Object.values(row.leads).reduce((n, c) => n + c, 0);
