import { eq } from "drizzle-orm";
import { quoteLines, quotes } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import type { QuoteData } from "#shared/quotes.ts";

// A quote's row by id, and its lines written in order: shared by the service and revisions.
export const find = (tx: Conn, id: string) => {
  const row = tx.select().from(quotes).where(eq(quotes.id, id)).get();
  if (!row) throw notFound("Quote");
  return row;
};
type Line = QuoteData["lines"][number];
export function writeLines(tx: Conn, quoteId: string, lines: Line[]) {
  tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId)).run();
  tx.insert(quoteLines)
    .values(
      lines.map(({ productId, description, quantity, unit, unitPrice }, position) => ({
        productId,
        description,
        quantity,
        unit,
        unitPrice,
        quoteId,
        position,
      })),
    )
    .run();
}
