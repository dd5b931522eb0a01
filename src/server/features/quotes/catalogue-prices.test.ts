import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { productInquiries, products } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { quoteDraft, quoteEnv, quoteSteps } from "#tests/helpers/quote-kit.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { tieredBox } from "#tests/helpers/tiered-box.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

// The sample catalogue's facial box and toilet rolls with the quantity prices their pages publish, and a product
// whose price the site hides (docs/decisions/160).
const catalogue = [
  {
    id: "box",
    name: "Premium 2-Ply Facial Tissue Box",
    nameAr: "علبة مناديل وجه فاخرة طبقتين",
    ...tieredBox,
  },
  {
    id: "rolls",
    name: "Luxury 3-Ply Toilet Rolls",
    nameAr: "لفائف حمام فاخرة ثلاث طبقات",
    description: "3-ply",
    category: "toilet",
    price: "31.00",
    unitOfSale: "carton",
    unitOfSaleAr: "كرتونة",
    quantityPrices: [{ minQuantity: 200, price: "29.50" }],
  },
  {
    id: "napkins",
    name: "Dinner Napkins 2-Ply",
    description: "2-ply",
    category: "napkin",
    price: "9.00",
    showPrice: false,
    quantityPrices: [{ minQuantity: 100, price: "8.00" }],
  },
];
const t = appForEachTest(quoteEnv, {
  distDir: await makeFakeDist(),
  prepare: ({ db }) => void db.insert(products).values(catalogue).run(),
});
const buyer = {
  contactName: "Omar Haddad",
  email: "omar@gulf.example",
  businessType: "Hotel",
  needByDate: "soon",
};
const requestDraft = async (lines: Array<{ productId: string; quantity: string }>, referer: string) => {
  const res = await t.request("/api/quote-requests", {
    method: "POST",
    json: { ...buyer, lines },
    headers: { referer },
  });
  expect(res.status).toBe(201);
  const inquiry = t.db.select().from(productInquiries).all()[0];
  return t.adminCaller().quotes.draftFrom({ inquiryId: inquiry?.id ?? "" });
};
// The same request sent from an Arabic page is drafted as an Arabic quote.
const arabicDraft = async (lines: Array<{ productId: string; quantity: string }>) => {
  const draft = await requestDraft(lines, "http://localhost/ar/quote-list");
  expect(draft.lang).toBe("ar");
  return draft;
};

describe("a quote drafted from the catalogue", () => {
  test("an inquiry for 500 cartons is priced at the 'from 500' price the product page shows, not the base price", async () => {
    const asked: Array<[string, number, string]> = [
      ["500 cartons", 500, "22.00"],
      ["499", 499, "23.50"],
      ["199", 199, "24.50"],
    ];
    for (const [quantity, amount, price] of asked) {
      const inquiry = await sentByScript(t, "/inquiry/box", { ...buyer, productId: "box", quantity });
      const draft = await t.adminCaller().quotes.draftFrom({ inquiryId: inquiry.id });
      expect(draft.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[amount, price]]);
    }
  });

  test("a quote request's lines each take their own tier; a hidden price still prices the owner's quote", async () => {
    const draft = await requestDraft(
      [
        { productId: "rolls", quantity: "300" },
        { productId: "box", quantity: "20" },
        { productId: "napkins", quantity: "150" },
      ],
      "http://localhost/",
    );
    expect(draft.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice])).toEqual([
      ["Luxury 3-Ply Toilet Rolls", 300, "carton", "29.50"],
      ["Premium 2-Ply Facial Tissue Box", 20, "cartons", "24.50"],
      ["Dinner Napkins 2-Ply", 150, "carton", "8.00"],
    ]);
  });

  test("an Arabic request names each product and its unit in Arabic; a product without an Arabic unit keeps its English one, one with none a كرتونة", async () => {
    t.db.update(products).set({ unitOfSale: "" }).where(eq(products.id, "napkins")).run();
    const draft = await arabicDraft([
      { productId: "rolls", quantity: "300" },
      { productId: "box", quantity: "500" },
      { productId: "napkins", quantity: "5" },
    ]);
    expect(draft.lines.map((l) => [l.description, l.unit, l.unitPrice])).toEqual([
      ["لفائف حمام فاخرة ثلاث طبقات", "كرتونة", "29.50"],
      ["علبة مناديل وجه فاخرة طبقتين", "cartons", "22.00"],
      ["Dinner Napkins 2-Ply", "كرتونة", "9.00"],
    ]);
  });

  test("an Arabic request whose buyer wrote the English unit ('50 cartons') is drafted with the Arabic one; other words stay", async () => {
    const draft = await arabicDraft([
      { productId: "rolls", quantity: "50 cartons" },
      { productId: "box", quantity: "60 Cartons" },
      { productId: "napkins", quantity: "12 cases" },
    ]);
    expect(draft.lines.map((l) => [l.quantity, l.unit])).toEqual([
      [50, "كرتونة"],
      [60, "cartons"],
      [12, "cases"],
    ]);
  });

  test("an English request whose buyer wrote the Arabic unit is drafted with the English one", async () => {
    const english = await requestDraft([{ productId: "rolls", quantity: "40 كرتونة" }], "http://localhost/");
    expect(english.lines.map((l) => [l.description, l.unit])).toEqual([
      ["Luxury 3-Ply Toilet Rolls", "carton"],
    ]);
  });
});

describe("the buyer's quote page", () => {
  test("names the buyer's company and phone as the PDF does, in English and Arabic", async () => {
    const { sent } = quoteSteps(t, quoteDraft);
    for (const lang of ["en", "ar"] as const) {
      const { token } = await sent({ lang, buyerCompany: "Karim Cafes Co.", buyerPhone: "+20 100 555 0000" });
      const html = await (await t.request(`${lang === "ar" ? "/ar" : ""}/quote/${token}`)).text();
      expect(html).toContain("Palm Hotel</strong> · Karim Cafes Co.</p>");
      expect(html).toContain(`<bdi dir="ltr" class="whitespace-nowrap">+20 100 555 0000</bdi>`);
    }
    const { token } = await sent({ buyerCompany: "", buyerPhone: "" });
    const plain = await (await t.request(`/quote/${token}`)).text();
    expect(plain).toContain("Palm Hotel</strong></p>");
    expect(plain).not.toContain(`<bdi dir="ltr" class="whitespace-nowrap">`);
  });
});
