import { and, eq, inArray } from "drizzle-orm";
import { productInquiries, products, quoteRequests, quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import type { MailContext } from "../mail/notify";
import { byToken } from "./buyer";
import { todayOf } from "./context";
import { detailOf, type Row } from "./detail";
import { fileRequest } from "./requests";
import { recordEvent } from "./service";

// "Ask for a new quote" on an expired quote's page (docs/decisions/160): files a quote request (decision 161) from
// the quote's catalogue lines, once. A second ask answers the request already filed and files nothing.
export type Renewal = { status: "filed" | "already"; reference: string };

// The buyer's business and date as they gave them with the request or inquiry the quote answered, if any.
function originOf(tx: Conn, row: Row) {
  const request = row.requestId
    ? tx.select().from(quoteRequests).where(eq(quoteRequests.id, row.requestId)).get()
    : undefined;
  const inquiry = row.inquiryId
    ? tx.select().from(productInquiries).where(eq(productInquiries.id, row.inquiryId)).get()
    : undefined;
  const from = request ?? inquiry;
  return { businessType: from?.businessType || row.buyerCompany, needByDate: from?.needByDate ?? "" };
}

export function askAgain(deps: Deps, { token, mail }: { token: string; mail: MailContext }): Renewal {
  const today = todayOf(deps);
  return deps.db.transaction((tx) => {
    const row = byToken(tx, token);
    const filed = row.renewalRequestId
      ? tx.select().from(quoteRequests).where(eq(quoteRequests.id, row.renewalRequestId)).get()
      : undefined;
    if (filed) return { status: "already", reference: filed.reference };
    const quote = detailOf(tx, row, today);
    if (quote.shownStatus !== "expired" || quote.replacedBy)
      throw new AppError(409, "Only an expired quote can be asked for again");
    const ids = quote.lines.flatMap((line) => (line.productId ? [line.productId] : []));
    const active = new Set(
      ids.length
        ? tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.active, true)))
            .all()
            .map((p) => p.id)
        : [],
    );
    const lines = quote.lines.flatMap(({ productId, quantity, unit }) =>
      productId && active.has(productId) ? [{ productId, quantity: `${quantity} ${unit}` }] : [],
    );
    if (lines.length === 0)
      throw new AppError(409, "This quote names no product of the catalogue: write to us for a new one");
    const request = fileRequest(
      tx,
      {
        contactName: row.buyerName,
        email: row.buyerEmail,
        phone: row.buyerPhone || null,
        ...originOf(tx, row),
        additionalNotes: `Asked again from the expired quote ${row.number} rev ${row.revision}`,
        lines,
      },
      mail,
    );
    tx.update(quotes).set({ renewalRequestId: request.id }).where(eq(quotes.id, row.id)).run();
    recordEvent(
      tx,
      row,
      { author: row.buyerName },
      `Quote ${row.number} expired; the buyer asked again (${request.reference})`,
    );
    return { status: "filed", reference: request.reference };
  });
}
