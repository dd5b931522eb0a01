import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, productInquiries, products, quoteRequests } from "#db/schema.ts";
import { postUrlEncoded, thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { type ScriptRefusal, sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const catalogue = [
  {
    id: "facial",
    name: "Facial Tissue",
    nameAr: "مناديل الوجه",
    description: "2-ply",
    category: "facial",
    price: "2.50",
  },
  { id: "towel", name: "Kitchen Towel", description: "Rolls", category: "paper-towel", price: "4.00" },
  { id: "napkin", name: "Dinner Napkin", description: "3-ply", category: "napkin", price: "1.20" },
  { id: "old", name: "Retired Roll", description: "Gone", category: "toilet", active: false },
];
const t = appForEachTest(
  { OWNER_EMAIL: "owner@safa.example" },
  { prepare: ({ db }) => void db.insert(products).values(catalogue).run() },
);
const list = {
  contactName: "Layla Clinic",
  email: "layla@clinic.example",
  businessType: "Clinic or hospital",
  needByDate: "Before March",
  lines: [
    { productId: "facial", quantity: "40 cartons" },
    { productId: "towel", quantity: "12 cases" },
    { productId: "napkin", quantity: "5 cartons" },
  ],
};
const send = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/quote-requests", { method: "POST", json, headers });
const stored = () => ({
  requests: t.db.select().from(quoteRequests).all(),
  inquiries: t.db.select().from(productInquiries).all(),
  mail: t.db.select().from(outbox).all(),
});

describe("a buyer's quote list", () => {
  test("REST: one request, one inquiry per line sharing it, one alert listing every line, one confirmation naming the products", async () => {
    const res = await send(list, { referer: "http://localhost/ar" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(String),
      reference: `R-${new Date().getUTCFullYear()}-0001`,
      lines: 3,
    });
    const { requests, inquiries, mail } = stored();
    expect(requests).toMatchObject([{ lang: "ar", contactName: "Layla Clinic" }]);
    expect(inquiries.map((i) => [i.productName, i.quantity, i.requestId])).toEqual([
      ["Facial Tissue", "40 cartons", body.id],
      ["Kitchen Towel", "12 cases", body.id],
      ["Dinner Napkin", "5 cartons", body.id],
    ]);
    const confirmation = mail.find((m) => m.kind === "inquiry_confirmation");
    expect(confirmation?.lang).toBe("ar");
    // The products by the site's names; the quantities the visitor typed stay out of it (docs/decisions/181).
    expect(confirmation?.text).toContain("المنتجات: مناديل الوجه\nKitchen Towel\nDinner Napkin");
    expect(confirmation?.text).not.toContain("cartons");
    const alert = mail.find((m) => m.kind === "inquiry_alert");
    expect(alert?.subject).toBe(`New quote request ${body.reference}: 3 products from Layla Clinic`);
    // The spec's inquiry API answers each line in its own shape.
    const listed = await (
      await t.request("/api/product-inquiries", { headers: { cookie: await t.login() } })
    ).json();
    expect(listed).toHaveLength(3);
    expect(listed[0]).not.toHaveProperty("requestId");
  });

  test("the site's script at /quote-list sends the same; the owner sees it as one open request until a quote answers it", async () => {
    const sent = await sentByScript(t, "/quote-list", list);
    const admin = t.adminCaller();
    const [open] = await admin.quotes.requests();
    expect(open).toMatchObject({ reference: sent.reference, lines: [{ quantity: "40 cartons" }, {}, {}] });
    const lineInquiry = stored().inquiries[1]?.id ?? "";
    const draft = await admin.quotes.draftFrom({ inquiryId: lineInquiry });
    expect(draft).toMatchObject({ requestId: sent.id, inquiryId: null, buyerName: "Layla Clinic" });
    expect(draft.lines.map((l) => [l.productId, l.quantity, l.unit, l.unitPrice])).toEqual([
      ["facial", 40, "carton", "2.50"],
      ["towel", 12, "cases", "4.00"],
      ["napkin", 5, "carton", "1.20"],
    ]);
    await admin.quotes.create(draft);
    expect(await admin.quotes.requests()).toEqual([]);
  });

  test("an Arabic buyer's list drafts a quote in Arabic: the products' Arabic names and unit, English where none", async () => {
    t.db.update(products).set({ unitOfSaleAr: "كرتونة" }).where(eq(products.id, "facial")).run();
    const arabicList = { ...list, lines: [{ productId: "facial", quantity: "40" }, list.lines[1]] };
    expect((await send(arabicList, { referer: "http://localhost/ar" })).status).toBe(201);
    const draft = await t.adminCaller().quotes.draftFrom({ inquiryId: stored().inquiries[0]?.id ?? "" });
    expect(draft.lang).toBe("ar");
    expect(draft.lines.map((l) => [l.description, l.quantity, l.unit])).toEqual([
      ["مناديل الوجه", 40, "كرتونة"],
      ["Kitchen Towel", 12, "cases"],
    ]);
  });

  test("a single inquiry keeps the language it was written in, and its quote is drafted in it", async () => {
    const { lines, ...buyer } = list;
    const inquiry = { ...buyer, productId: "facial", quantity: "40 cartons" };
    for (const referer of ["http://localhost/ar/products/facial", "http://localhost/products/facial"]) {
      const res = await t.request("/api/product-inquiries", {
        method: "POST",
        json: inquiry,
        headers: { referer },
      });
      expect(res.status).toBe(201);
    }
    const [arabic, english] = stored().inquiries;
    expect([arabic?.lang, english?.lang]).toEqual(["ar", "en"]);
    const drafted = await t.adminCaller().quotes.draftFrom({ inquiryId: arabic?.id ?? "" });
    expect([drafted.lang, drafted.lines[0]?.description]).toEqual(["ar", "مناديل الوجه"]);
    const plain = await t.adminCaller().quotes.draftFrom({ inquiryId: english?.id ?? "" });
    expect([plain.lang, plain.lines[0]?.description]).toEqual(["en", "Facial Tissue"]);
  });

  test("an unknown or hidden product, an empty list or a bot stores nothing, through both doors", async () => {
    const bad: Array<[unknown, string]> = [
      [{ ...list, lines: [list.lines[0], { productId: "old", quantity: "1" }] }, "lines.1.productId"],
      [{ ...list, lines: [{ productId: "nope", quantity: "1" }] }, "lines.0.productId"],
      [{ ...list, lines: [] }, "lines"],
      [{ ...list, lines: [{ productId: "facial", quantity: "" }] }, "lines.0.quantity"],
      [{ ...list, email: "not-an-email" }, "email"],
      [{ ...list, website: "spam" }, "website"],
    ];
    for (const [input, path] of bad) {
      const res = await send(input);
      expect(res.status, path).toBe(400);
      expect(
        (await res.json()).issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
      await expect(sentByScript(t, "/quote-list", input as never)).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(stored()).toEqual({ requests: [], inquiries: [], mail: [] });
    expect(t.db.select().from(quoteRequests).where(eq(quoteRequests.email, list.email)).all()).toEqual([]);
  });

  test("a quantity that is not an amount above 0 is refused at its line through every door, and nothing is stored", async () => {
    for (const quantity of ["-5", "0", "abc", "0.0 cartons", "2,000,000"]) {
      const input = {
        ...list,
        lines: [
          { productId: "facial", quantity: "40 cartons" },
          { productId: "towel", quantity },
        ],
      };
      const res = await send(input);
      expect(res.status, quantity).toBe(400);
      const body = await res.json();
      expect(body.issues, quantity).toContainEqual({
        path: "lines.1.quantity",
        message: "Enter a quantity from 1 to 1,000,000, e.g. 50 cartons",
      });
      const refused = await sentByScript(t, "/quote-list", input).catch((error: ScriptRefusal) => error);
      expect(refused, quantity).toMatchObject({ status: 400 });
      const paths = (refused as ScriptRefusal).issues?.map((i) => i.path);
      expect(paths, quantity).toContain("lines.1.quantity");
    }
    const fields = { ...list, lines: "", "qty-facial": "40 cartons", "qty-towel": "-5" };
    const page = await postUrlEncoded(t, "/quote-list", fields);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toMatch(
      /id="product-towel" aria-invalid="true"[^>]*name="qty-towel"[^>]*>.*?Enter a quantity from 1 to 1,000,000/s,
    );
    expect(stored()).toEqual({ requests: [], inquiries: [], mail: [] });
  });

  test("quantities that start with an amount are kept as the buyer wrote them, Arabic digits too", async () => {
    const lines = [
      { productId: "facial", quantity: "1,200 cartons" },
      { productId: "towel", quantity: "٥٠ كرتونة" },
      { productId: "napkin", quantity: "2.5 pallets" },
    ];
    expect((await send({ ...list, lines })).status).toBe(201);
    expect(stored().inquiries.map((i) => i.quantity)).toEqual(lines.map((l) => l.quantity));
  });

  test("without JavaScript: /ar/quote-list lists every active product; filled quantities become the lines", async () => {
    const page = await (await t.request("/ar/quote-list")).text();
    expect(page).toContain('name="qty-facial"');
    expect(page).toContain("مناديل الوجه");
    expect(page).not.toContain("qty-old");
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return t.request("/ar/quote-list", { method: "POST", body, headers: { origin: "http://localhost" } });
    };
    const details = {
      contactName: "Layla",
      email: "layla@clinic.example",
      businessType: "Hotel",
      needByDate: "May",
    };
    const empty = await form({ ...details, "qty-facial": " " });
    expect(empty.status).toBe(400);
    // The page lists every product already, so an empty one asks for a quantity, not for a product (238).
    const emptyPage = await empty.text();
    expect(emptyPage).toContain("أدخل كمية لمنتج واحد على الأقل");
    expect(emptyPage).not.toContain("أضف منتجاً واحداً على الأقل");
    const sent = await form({
      ...details,
      "qty-facial": "40 cartons",
      "qty-napkin": "5 cartons",
      "qty-towel": "",
    });
    expect(await thankYouAfter(t, sent, "/ar/quote-list")).toContain("تم إرسال الطلب!");
    expect(stored().inquiries.map((i) => [i.productId, i.quantity])).toEqual([
      ["facial", "40 cartons"],
      ["napkin", "5 cartons"],
    ]);
  });
});
