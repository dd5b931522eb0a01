import { eq, inArray } from "drizzle-orm";
import { productInquiries, products, quoteRequests } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { unitPriceFor } from "#shared/catalogue-price.ts";
import { lineWording } from "#shared/quote-line-wording.ts";
import { maxLineQuantity, type QuoteInput, splitQuantity } from "#shared/quotes.ts";
import { addDays } from "#shared/wall-clock.ts";
import { todayOf } from "./context";

const validDays = 30;

// "60 cartons a month" -> 60 and the words "cartons a month"; a quantity the buyer wrote in words starts at 1 for
// the owner to set.
function quantityOf(text: string) {
  const { amount, rest } = splitQuantity(text);
  const quantity = amount === null ? 1 : Math.min(maxLineQuantity, Math.max(1, Math.round(amount)));
  return { quantity, words: rest };
}

// A new quote's fields from an inquiry, or from every line of the buyer's quote list it came with.
export function draftFrom(deps: Deps, inquiryId: string): QuoteInput {
  const { db } = deps;
  const inquiry = db.select().from(productInquiries).where(eq(productInquiries.id, inquiryId)).get();
  if (!inquiry) throw notFound("Inquiry");
  const request = inquiry.requestId
    ? db.select().from(quoteRequests).where(eq(quoteRequests.id, inquiry.requestId)).get()
    : undefined;
  const lines = request
    ? db.select().from(productInquiries).where(eq(productInquiries.requestId, request.id)).all()
    : [inquiry];
  const ids = lines.map((l) => l.productId);
  const catalogue = new Map(
    db
      .select({
        id: products.id,
        price: products.price,
        quantityPrices: products.quantityPrices,
        nameAr: products.nameAr,
        unitOfSale: products.unitOfSale,
        unitOfSaleAr: products.unitOfSaleAr,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .all()
      .map((p) => [p.id, p]),
  );
  const lang = (request?.lang ?? inquiry.lang) === "ar" ? "ar" : "en";
  return {
    requestId: request?.id ?? null,
    inquiryId: request ? null : inquiry.id,
    buyerName: inquiry.contactName,
    buyerEmail: inquiry.email,
    buyerPhone: inquiry.phone ?? "",
    lang,
    currency: deps.settings.QUOTE_CURRENCIES[0] ?? "USD",
    discountPercent: "0",
    taxPercent: "0",
    deliveryTerms: "",
    validUntil: addDays(todayOf(deps), validDays),
    note: "",
    lines: lines.map((line) => {
      const product = catalogue.get(line.productId);
      // An Arabic buyer's quote names the products and their unit in Arabic, as the buyer's page and PDF show them,
      // even where the buyer wrote the English unit ("50 cartons"); the price is the catalogue's for the quantity,
      // as the product page publishes it (docs/decisions/160).
      const { quantity, words } = quantityOf(line.quantity);
      const worded = { unitOfSale: "", unitOfSaleAr: "", ...product, name: line.productName };
      const { description, unit } = lineWording(worded, lang, { unit: words });
      return {
        productId: line.productId,
        description,
        quantity,
        unit: unit.slice(0, 40),
        unitPrice: (product && unitPriceFor(product, quantity).price) ?? "0.00",
      };
    }),
  };
}
