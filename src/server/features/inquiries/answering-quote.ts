import { and, desc, inArray, ne, or, sql } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Db } from "#server/db.ts";

type Lead = { id: string; requestId: string | null };
const columns = {
  id: quotes.id,
  number: quotes.number,
  revision: quotes.revision,
  status: quotes.status,
  validUntil: quotes.validUntil,
  inquiryId: quotes.inquiryId,
  requestId: quotes.requestId,
};

// The quote that answers each inquiry on a page of the desk: made from it, or from the buyer's request it came
// with; its latest revision (a replaced one is history), the newest if there are several (docs/decisions/110).
export function withAnsweringQuote<Row extends Lead>(db: Db, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const requestIds = rows.flatMap((row) => (row.requestId ? [row.requestId] : []));
  const found = ids.length
    ? db
        .select(columns)
        .from(quotes)
        .where(
          and(
            ne(quotes.status, "replaced"),
            or(
              inArray(quotes.inquiryId, ids),
              requestIds.length ? inArray(quotes.requestId, requestIds) : undefined,
            ),
          ),
        )
        .orderBy(desc(quotes.createdAt), desc(sql`rowid`))
        .all()
    : [];
  return rows.map((row) => {
    const quote = found.find(
      (q) => q.inquiryId === row.id || (row.requestId && q.requestId === row.requestId),
    );
    return {
      ...row,
      quote: quote
        ? {
            id: quote.id,
            number: quote.number,
            revision: quote.revision,
            status: quote.status,
            validUntil: quote.validUntil,
          }
        : null,
    };
  });
}
