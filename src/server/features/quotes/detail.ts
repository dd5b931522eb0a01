import { asc, eq } from "drizzle-orm";
import { quoteLines, quotes } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { quoteTotals } from "#shared/money.ts";
import { shownStatus } from "#shared/quotes.ts";

// A quote as the owner's screens and its mails show it: its lines, totals and the status a visitor would see.
export type Row = typeof quotes.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? null;

// Every revision of the quote's number (docs/decisions/160), oldest first; replacedBy is the latest sent revision
// after this one, if any.
function revisionsOf(tx: Conn, row: Row) {
  const history = tx
    .select({ id: quotes.id, revision: quotes.revision, status: quotes.status, sentAt: quotes.sentAt })
    .from(quotes)
    .where(eq(quotes.number, row.number))
    .orderBy(asc(quotes.revision))
    .all()
    .map((r) => ({ ...r, sentAt: iso(r.sentAt) }));
  const later = history.filter((r) => r.revision > row.revision && r.status !== "draft").at(-1);
  return { history, replacedBy: later?.revision ?? null };
}

export function detailOf(tx: Conn, row: Row, today: string) {
  const lines = tx
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, row.id))
    .orderBy(asc(quoteLines.position))
    .all();
  const { token, ...rest } = row;
  return {
    ...rest,
    ...revisionsOf(tx, row),
    linkLive: token !== null,
    shownStatus: shownStatus(row.status, row.validUntil, today),
    lines: lines.map(({ quoteId: _, position: __, ...line }) => line),
    totals: quoteTotals(lines, row.discountPercent, row.taxPercent),
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    answeredAt: iso(row.answeredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type QuoteDetail = ReturnType<typeof detailOf>;
