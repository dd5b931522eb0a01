import { describe, expect, test } from "bun:test";
import { and, eq, like } from "drizzle-orm";
import { outbox, products } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { plainInquiry, postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, type TestApp } from "#tests/helpers/test-app.ts";

// A visitor writing from /ar got "تلقينا استفسارك عن Premium 2-Ply Facial Tissue Box" though the product has an
// Arabic name (issue 39): every visitor's confirmation names the product as the catalogue does in the visitor's
// language, through each door; the owner's alerts keep the English name.
const product = {
  id: "premium-box",
  slug: "premium-box",
  name: "Premium 2-Ply Facial Tissue Box",
  nameAr: "علبة مناديل وجه فاخرة بطبقتين",
  description: "Soft",
  category: "facial",
};
const prepare = ({ db }: TestApp) => void db.insert(products).values(product).run();
const t = appForEachTest({ OWNER_EMAIL: "owner@safa.example" }, { prepare, distDir: await makeFakeDist() });
const arabicPage = { referer: "http://localhost/ar", origin: "http://localhost" };

// Every form's mails to one address at a time: the hourly cap of confirmations is per address (decision 181).
const mailsTo = (kind: string, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(like(outbox.kind, `${kind}_%`), like(outbox.to, `%${to}%`)))
    .all();
const ownerAlert = (kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, `${kind}_alert`))
    .all()
    .at(-1);

const inquiry = { ...plainInquiry, productId: product.id };
const sample = {
  productId: product.id,
  companyName: "Nile Hotels",
  contactPerson: "Mona Adel",
  phone: "+20 100 000 0000",
  deliveryAddress: "12 Corniche St, Alexandria",
  quantity: "2 cartons",
};

// Each door a visitor reaches a form by, in Arabic: the API from the Arabic page, and the plain form posts.
const doors: Array<[string, "inquiry" | "sample", (email: string) => Response | Promise<Response>]> = [
  [
    "POST /api/product-inquiries from /ar",
    "inquiry",
    (email) =>
      t.request("/api/product-inquiries", {
        method: "POST",
        json: { ...inquiry, email },
        headers: arabicPage,
      }),
  ],
  [
    "the plain form /ar/inquiry/:id",
    "inquiry",
    (email) => postUrlEncoded(t, `/ar/inquiry/${product.id}`, { ...plainInquiry, email }),
  ],
  [
    "POST /api/sample-requests from /ar",
    "sample",
    (email) =>
      t.request("/api/sample-requests", { method: "POST", json: { ...sample, email }, headers: arabicPage }),
  ],
  [
    "the plain form /ar/products/:slug/sample",
    "sample",
    (email) => postUrlEncoded(t, `/ar/products/${product.slug}/sample`, { ...sample, email }),
  ],
  [
    "the plain quote list /ar/quote-list",
    "inquiry",
    (email) =>
      postUrlEncoded(t, "/ar/quote-list", { ...plainInquiry, email, [`qty-${product.id}`]: "40 cartons" }),
  ],
];

describe("a visitor's confirmation names the product in the visitor's language", () => {
  for (const [door, kind, send] of doors)
    test(`${door}: the Arabic name in the subject and the text; the owner's alert in English`, async () => {
      const email = `buyer-${kind}@example.com`;
      expect([201, 303]).toContain((await send(email)).status);
      const [confirmation] = mailsTo(kind, email);
      expect(confirmation?.lang).toBe("ar");
      expect(confirmation?.text).toContain(product.nameAr);
      // A quote list's subject names its reference, the others' the product.
      if (!door.includes("quote-list")) expect(confirmation?.subject).toContain(product.nameAr);
      for (const part of [confirmation?.subject, confirmation?.text])
        expect(part).not.toContain(product.name);
      expect(ownerAlert(kind)?.text).toContain(product.name);
    });

  test("from the English page, the English name", async () => {
    await t.request("/api/product-inquiries", {
      method: "POST",
      json: { ...inquiry, email: "en@example.com" },
    });
    await postUrlEncoded(t, `/products/${product.slug}/sample`, { ...sample, email: "en2@example.com" });
    expect(mailsTo("inquiry", "en@example.com")[0]?.subject).toBe(
      `We received your inquiry about ${product.name}`,
    );
    expect(mailsTo("sample", "en2@example.com")[0]?.subject).toContain(product.name);
  });
});
