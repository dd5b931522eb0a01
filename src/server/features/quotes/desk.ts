import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { QuoteListQuery } from "#shared/desk.ts";
import { sumAmounts } from "#shared/money.ts";
import { countOf, orderFor, pageIn, pageOf, textMatch } from "../desk/paging";
import { buyerReach } from "./buyer-reach";
import { detailOf } from "./detail";

// The owner's list of quotes (docs/decisions/110, 160); "waiting" means sent or viewed and still valid. A revision
// a later sent one replaced is listed in that one's history, not on its own (docs/decisions/160).
const latest = sql`not exists (select 1 from quotes later where later.number = ${quotes.number}
  and later.revision > ${quotes.revision} and later.status <> 'draft')`;
const open = inArray(quotes.status, ["sent", "viewed"]);
const views = (today: string): Record<QuoteListQuery["status"], SQL | undefined> => ({
  all: undefined,
  draft: eq(quotes.status, "draft"),
  waiting: and(open, gte(quotes.validUntil, today)),
  accepted: eq(quotes.status, "accepted"),
  declined: eq(quotes.status, "declined"),
  expired: and(open, lt(quotes.validUntil, today)),
});

// origin: the site's address, for each live quote's buyer link.
export function listPage(db: Db, query: QuoteListQuery, today: string, origin: string | undefined) {
  const where = and(
    latest,
    views(today)[query.status],
    textMatch(query.q, [quotes.number, quotes.buyerName, quotes.buyerEmail, quotes.note]),
  );
  const shown = { where, order: orderFor(query.sort, quotes.createdAt, quotes.buyerName) };
  const rows = (limit: number, offset: number) =>
    pageIn(db.select().from(quotes).$dynamic(), shown, limit, offset)
      .all()
      .map((row) => ({ ...detailOf(db, row, today), ...buyerReach(db, row, origin) }));
  return pageOf(query, { count: () => countOf(db, quotes, where), rows });
}

// The dashboard's figures: answers awaited, and this month's accepted quotes with their total per currency.
export function quoteFigures(db: Db, today: string) {
  const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  const accepted = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.status, "accepted"), gte(quotes.answeredAt, monthStart)))
    .all()
    .map((row) => detailOf(db, row, today));
  const totals = new Map<string, string[]>();
  for (const quote of accepted)
    totals.set(quote.currency, [...(totals.get(quote.currency) ?? []), quote.totals.total]);
  return {
    waitingQuotes: countOf(db, quotes, views(today).waiting),
    acceptedThisMonth: accepted.length,
    acceptedTotals: [...totals].map(([currency, amounts]) => ({ currency, total: sumAmounts(amounts) })),
  };
}
