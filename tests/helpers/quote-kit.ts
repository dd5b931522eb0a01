import { eq } from "drizzle-orm";
import { products, quotes } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import type { TestApp } from "./test-app";

// A day `days` from now, as a quote's validUntil takes it.
export const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// A one-line quote in English to Palm Hotel, valid for 30 days.
export const quoteDraft = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  buyerName: "Palm Hotel",
  buyerEmail: "buyer@palm.example",
  lang: "en",
  currency: "USD",
  validUntil: later(30),
  lines: [{ description: "Facial tissue", quantity: 10, unit: "carton", unitPrice: "12.50" }],
  ...over,
});

export const quoteRow = (t: TestApp, id: string) => t.db.select().from(quotes).where(eq(quotes.id, id)).get();

// Made and sent by the admin; with the buyer's link token.
export async function sendQuote(t: TestApp, input: QuoteInput) {
  const made = await t.adminCaller().quotes.create(input);
  await t.adminCaller().quotes.send({ id: made.id });
  return { ...made, token: quoteRow(t, made.id)?.token ?? "" };
}

// The catalogue's facial tissue, for quote lines that name a product.
export const facialTissue = {
  id: "soft-facial-tissue",
  name: "Soft Facial Tissue",
  description: "2-ply",
  category: "facial",
};

// An app's `prepare` that puts one product in the catalogue.
export const withProduct =
  (values: typeof products.$inferInsert) =>
  ({ db }: TestApp) =>
    void db.insert(products).values(values).run();
