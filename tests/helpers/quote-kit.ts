import { eq } from "drizzle-orm";
import { products, quotes } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { later } from "./booking";
import { postFormData } from "./plain-forms";
import type { TestApp } from "./test-app";

// What every quote test sets: the owner to alert and the site's address for the buyer's links.
export const quoteEnv = { OWNER_EMAIL: "owner@safa.example", PUBLIC_ORIGIN: "http://localhost" };

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

// The steps a quote test takes on its app: a quote's row; a quote made from the draft and sent, with the buyer's
// link token; a plain form posted to the buyer's pages.
export function quoteSteps(t: TestApp, draft: (over?: Partial<QuoteInput>) => QuoteInput = quoteDraft) {
  const row = (id: string) => t.db.select().from(quotes).where(eq(quotes.id, id)).get();
  const sent = async (over: Partial<QuoteInput> = {}) => {
    const made = await t.adminCaller().quotes.create(draft(over));
    await t.adminCaller().quotes.send({ id: made.id });
    return { ...made, token: row(made.id)?.token ?? "" };
  };
  const post = (path: string, fields: Record<string, string> = {}) => postFormData(t, path, fields);
  return { row, sent, post };
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
