import { inArray } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { toHexColor } from "#shared/color.ts";
import { contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { texts } from "../content/service";
import type { QuoteDetail } from "../quotes/detail";
import type { QuoteDocumentInput } from "./document-input";

// What the PDF of a quote shows, read from the quote and the site's content (name, colours, contact, terms).
export function documentInput(tx: Conn, quote: QuoteDetail, issued: string): QuoteDocumentInput {
  const lang = quote.lang as Lang;
  const text = contentLookup(new Map(Object.entries(texts(tx as never))), lang);
  const ids = quote.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const catalogue = ids.length
    ? tx
        .select({ id: products.id, specifications: products.specifications, specTable: products.specTable })
        .from(products)
        .where(inArray(products.id, ids))
        .all()
    : [];
  // Under each line, what the product is made of: in an Arabic quote its specification table's Arabic values (the
  // specifications list is English only), else that list.
  const specOf = (id: string | null) => {
    const product = catalogue.find((p) => p.id === id);
    const arabic = lang === "ar" ? (product?.specTable ?? []).map((row) => row.valueAr).filter(Boolean) : [];
    return (arabic.length > 0 ? arabic : (product?.specifications ?? [])).slice(0, 4).join(" · ");
  };
  return {
    lang,
    company: {
      name: text("footer_company_name"),
      email: text("contact_email"),
      phone: text("contact_phone"),
      primary: toHexColor(text("theme_primary")),
      accent: toHexColor(text("theme_accent")),
      dark: toHexColor(text("theme_dark")),
    },
    number: quote.number,
    revision: quote.revision,
    issued,
    validUntil: quote.validUntil,
    buyer: {
      name: quote.buyerName,
      company: quote.buyerCompany,
      email: quote.buyerEmail,
      phone: quote.buyerPhone,
    },
    currency: quote.currency,
    discountPercent: quote.discountPercent,
    taxPercent: quote.taxPercent,
    lines: quote.lines.map((line, i) => ({
      product: line.description,
      spec: specOf(line.productId),
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: quote.totals.lines[i] ?? "0.00",
    })),
    totals: quote.totals,
    deliveryTerms: quote.deliveryTerms,
    paymentTerms: text("quote_payment_terms"),
    note: quote.note,
    terms: text("quote_terms"),
  };
}
