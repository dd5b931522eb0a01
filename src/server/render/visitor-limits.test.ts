import { describe, expect, test } from "bun:test";
import { testimonials } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { addNapkin, leadKinds, napkin as product } from "#tests/helpers/lead-kinds.ts";
import { plainInquiry, postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// The plain pages refuse too long a text and an empty email in the visitor's words (docs/decisions/010), never
// with zod's developer English, and store nothing.
const distDir = await makeFakeDist();
const t = appForEachTest({}, { prepare: addNapkin, distDir });

const stored = () =>
  [...leadKinds(t), { rows: () => t.db.select().from(testimonials).all() }]
    .map((kind) => kind.rows().length)
    .reduce((a, b) => a + b);

const contact = { name: "Karim", email: "karim@example.com", message: "Do you deliver?" };
const inquiry = { ...plainInquiry, productId: product.id };
const company = {
  companyName: "Nile Hotels",
  contactPerson: "Mona",
  email: "mona@example.com",
  phone: "0100",
};
const sample = { ...company, deliveryAddress: "Alexandria", quantity: "2 cartons" };
const arTooLong = (max: string) => `الحد الأقصى لعدد الأحرف هو ${max}`;

// [what, path, posted fields, the message the page must show]
const refused: Array<[string, string, Record<string, string>, string]> = [
  ["a contact name of 150", "/ar/contact", { ...contact, name: "ن".repeat(150) }, arTooLong("100")],
  [
    "a message over 5,000",
    "/contact",
    { ...contact, message: "m".repeat(5001) },
    "Use at most 5,000 characters",
  ],
  ["an empty email (contact)", "/contact", { ...contact, email: "" }, "Required"],
  ["an empty email (Arabic contact)", "/ar/contact", { ...contact, email: " " }, "هذا الحقل مطلوب"],
  ["an empty newsletter email", "/ar/newsletter", { email: "" }, "هذا الحقل مطلوب"],
  [
    "a testimonial over 2,000",
    "/ar/testimonial",
    { name: "Lina", text: "t".repeat(2001), rating: "5" },
    arTooLong("2,000"),
  ],
  [
    "an inquiry contact name of 150",
    `/ar/inquiry/${product.id}`,
    { ...inquiry, contactName: "ن".repeat(150) },
    arTooLong("100"),
  ],
  [
    "an inquiry quantity over 100",
    `/inquiry/${product.id}`,
    { ...inquiry, quantity: "5".repeat(101) },
    "Use at most 100 characters",
  ],
  ["a company name over 200", "/ar/book", { ...company, companyName: "ش".repeat(201) }, arTooLong("200")],
  ["an empty booking email", "/book", { ...company, email: "" }, "Required"],
  [
    "quote list notes over 2,000",
    "/ar/quote-list",
    { ...plainInquiry, "qty-napkin-id": "5 cartons", additionalNotes: "n".repeat(2001) },
    arTooLong("2,000"),
  ],
  [
    "a sample address over 1,000",
    "/ar/products/napkin/sample",
    { ...sample, deliveryAddress: "a".repeat(1001) },
    arTooLong("1,000"),
  ],
  ["an empty sample email", "/products/napkin/sample", { ...sample, email: "" }, "Required"],
];

describe("what a plain form says when it refuses input", () => {
  for (const [what, path, fields, message] of refused) {
    test(`${what} on ${path}: "${message}" under its field, nothing stored`, async () => {
      const res = await postUrlEncoded(t, path, fields);
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toMatch(new RegExp(`role="alert">${message}<`));
      expect(page).not.toContain("Too big");
      expect(page).not.toContain("Invalid email");
      expect(page).not.toContain("البريد الإلكتروني غير صالح");
      expect(stored()).toBe(0);
    });
  }

  test("a written but malformed email keeps the invalid-email message in each language", async () => {
    const en = await (await postUrlEncoded(t, "/contact", { ...contact, email: "karim@" })).text();
    expect(en).toContain("Invalid email");
    const ar = await (await postUrlEncoded(t, "/ar/contact", { ...contact, email: "karim@" })).text();
    expect(ar).toContain("البريد الإلكتروني غير صالح");
    expect(stored()).toBe(0);
  });
});
