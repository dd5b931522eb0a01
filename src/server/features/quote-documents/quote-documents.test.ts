import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { products, quoteDocuments, quotes } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { later } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { mailingAppForEachTest } from "#tests/helpers/mailing-app.ts";
import { pdfFile, pdfFonts, pdfPages, pdfPicture, pdfText, pdfWords } from "#tests/helpers/pdf-tools.ts";
import { facialTissue, quoteEnv, withProduct } from "#tests/helpers/quote-kit.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const productId = facialTissue.id;
const { t, mailed } = await mailingAppForEachTest(
  { ...quoteEnv, QUOTE_CURRENCIES: "SAR,USD" },
  {
    distDir: await makeFakeDist(),
    prepare: withProduct({ ...facialTissue, specifications: ["2-ply", "150 sheets x 36 boxes per case"] }),
  },
);

const draft = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  buyerName: "Sara Ahmed",
  buyerCompany: "Palm Hotel",
  buyerEmail: "buyer@palm.example",
  buyerPhone: "+971 4 555 0101",
  lang: "en",
  currency: "SAR",
  discountPercent: "5",
  taxPercent: "15",
  deliveryTerms: "Delivered to Dubai within 14 days (DAP)",
  validUntil: later(30),
  lines: [
    {
      productId,
      description: "Facial tissue SF-200 2-ply",
      quantity: 1200,
      unit: "carton",
      unitPrice: "12.50",
    },
    { description: "Delivery", quantity: 1, unit: "trip", unitPrice: "250" },
  ],
  ...over,
});

async function sendQuote(over: Partial<QuoteInput> = {}) {
  const admin = t.adminCaller();
  const made = await admin.quotes.create(draft(over));
  await admin.quotes.send({ id: made.id });
  const row = t.db.select().from(quotes).where(eq(quotes.id, made.id)).get();
  if (!row) throw new Error("the quote is gone");
  return row;
}

describe("a quote's PDF", () => {
  test("in English: mailed with the quote, every part of the document in it, fonts embedded, one page", async () => {
    const quote = await sendQuote();
    const [mail] = await mailed(1);
    const attachment = mail?.attachments[0];
    expect(attachment).toMatchObject({
      filename: `${quote.number}-rev1.pdf`,
      contentType: "application/pdf",
    });
    const path = pdfFile(new Uint8Array(attachment?.content ?? []), "english");
    const text = pdfText(path);
    for (const part of [
      "Safa Tissue",
      "Quotation",
      `${quote.number} rev 1`,
      "Valid until",
      "Sara Ahmed",
      "Palm Hotel",
      "buyer@palm.example",
      "+971 4 555 0101",
      "Facial tissue SF-200 2-ply",
      "150 sheets x 36 boxes per case",
      "1,200",
      "SAR 12.50",
      "SAR 15,000.00",
      "Discount (5%)",
      "Tax (15%)",
      // 15,250.00 - 762.50 = 14,487.50; 15 % of it = 2,173.13 (2,173.125 rounded half up); total 16,660.63
      "SAR 2,173.13",
      "SAR 16,660.63",
      "Delivered to Dubai within 14 days (DAP)",
      "Payment terms",
      "50% advance with the purchase order",
      "Terms and conditions",
      "Goods remain our property until paid in full.",
      "Page 1 of 1",
    ])
      expect(text).toContain(part);
    expect(pdfPages(path)).toBe(1);
    const fonts = pdfFonts(path);
    expect(fonts).toContain("NotoSans-Regular");
    expect(fonts).toContain("NotoSans-Bold");
    for (const line of fonts.split("\n").slice(2).filter(Boolean)) expect(line).toMatch(/ yes yes yes /);
    console.log(`English quote, first page: ${pdfPicture(path)}`);
  });

  test("in Arabic: right to left, joined letters read back in their written order, codes, emails and numbers intact, the Arabic specifications", async () => {
    t.db
      .update(products)
      .set({
        specTable: [
          { label: "Ply", labelAr: "الطبقات", value: "2-ply", valueAr: "طبقتان" },
          { label: "Sheets", labelAr: "المناديل", value: "150 per box", valueAr: "150 منديلاً × 36 علبة" },
        ],
      })
      .where(eq(products.id, productId))
      .run();
    const quote = await sendQuote({
      lang: "ar",
      buyerName: "سارة أحمد",
      buyerCompany: "فندق النخيل",
      deliveryTerms: "التسليم إلى دبي خلال 14 يوم عمل، للتواصل buyer@palm.example",
      lines: [
        {
          productId,
          description: "مناديل وجه SF-200 2-ply",
          quantity: 1200,
          unit: "كرتون",
          unitPrice: "12.50",
        },
      ],
    });
    const [mail] = await mailed(1);
    const path = pdfFile(new Uint8Array(mail?.attachments[0]?.content ?? []), "arabic");
    // pdftotext sets the spaces beside a left-to-right run inside Arabic by its own rule: compared without spaces.
    const squash = (text: string) => text.replace(/\s+/g, "");
    const text = squash(pdfText(path));
    for (const part of [
      "صفاء للمناديل",
      "عرض سعر",
      quote.number,
      "مراجعة 1",
      "سارة أحمد",
      "فندق النخيل",
      "مناديل وجه",
      "SF-200 2-ply",
      "طبقتان",
      "كرتون",
      "1,200",
      "12.50 SAR",
      "15,000.00 SAR",
      "التسليم إلى دبي خلال 14 يوم عمل",
      "buyer@palm.example",
      "+971 4 555 0101",
      "شروط الدفع",
      "الشروط والأحكام",
      "الأسعار تسليم المصنع ما لم تنص شروط التسليم على غير ذلك.",
      "صفحة 1 من 1",
    ])
      expect(text).toContain(squash(part));
    // The product's Arabic specifications, not its English ones.
    expect(text).not.toContain(squash("150 sheets x 36 boxes per case"));
    const fonts = pdfFonts(path);
    expect(fonts).toContain("NotoNaskhArabic-Regular");
    expect(fonts).toContain("NotoNaskhArabic-Bold");
    console.log(`Arabic quote, first page: ${pdfPicture(path)}`);
  });

  test("in Arabic, English written by the owner reads left to right: '2-ply ...', not 'ply ... -2'", async () => {
    await sendQuote({
      lang: "ar",
      buyerName: "سارة أحمد",
      deliveryTerms: "14 days from the order, to Dubai",
    });
    const [mail] = await mailed(1);
    const path = pdfFile(new Uint8Array(mail?.attachments[0]?.content ?? []), "arabic-english-parts");
    const text = pdfText(path);
    expect(text).toContain("2-ply · 150 sheets x 36 boxes per case");
    expect(text).toContain("14 days from the order, to Dubai");
  });

  test("a long product name and unit wrap inside their columns, in English and in Arabic", async () => {
    const long =
      "3-ply, 100 sheets per box, with the hotel logo printed in full colour on each box (custom artwork)";
    const cases = [
      { lang: "en" as const, description: `Hotel Cube Facial Tissue, ${long}`, unit: "cases of 48 cubes" },
      {
        lang: "ar" as const,
        description: `مناديل وجه مكعبة للفنادق مطبوع عليها شعار الفندق، ${long}`,
        unit: "كرتونة من 48 علبة",
      },
    ];
    for (const [index, { lang, description, unit }] of cases.entries()) {
      const line = { productId, description, quantity: 100, unit, unitPrice: "27.00" };
      await sendQuote({ lang, buyerName: "Sara Ahmed", lines: [line] });
      const mail = (await mailed(index + 1))[index];
      const path = pdfFile(new Uint8Array(mail?.attachments[0]?.content ?? []), `long-name-${lang}`);
      const words = pdfWords(path);
      const at = (text: string) => words.filter((w) => w.text === text);
      // pdftotext gives an Arabic word in its drawn order; the quantity's heading is where the product's column ends.
      const quantity = at(lang === "en" ? "Qty" : [..."الكمية"].reverse().join(""))[0];
      if (!quantity) throw new Error("no table header");
      for (const word of ["logo", "(custom", "artwork)"]) {
        const [drawn] = at(word);
        expect(drawn).toBeDefined();
        if (lang === "en") expect(drawn?.xMax ?? 999).toBeLessThan(quantity.xMin);
        else expect(drawn?.xMin ?? 0).toBeGreaterThan(quantity.xMax);
      }
      // The unit wraps in its own column, which ends where the unit price's begins.
      const [unitWord] = at(lang === "en" ? "cubes" : [..."علبة"].reverse().join(""));
      const [price] = at("27.00");
      expect(unitWord).toBeDefined();
      expect(price).toBeDefined();
      if (lang === "en") expect(unitWord?.xMax ?? 999).toBeLessThan(price?.xMin ?? 0);
      else expect(unitWord?.xMin ?? 0).toBeGreaterThan(price?.xMax ?? 999);
    }
  });

  test("a quote without tax or discount has no line for either, as its page has none", async () => {
    await sendQuote({ taxPercent: "0", discountPercent: "0" });
    const [mail] = await mailed(1);
    const text = pdfText(pdfFile(new Uint8Array(mail?.attachments[0]?.content ?? []), "no-tax"));
    expect(text).toContain("Subtotal");
    expect(text).not.toContain("Tax (");
    expect(text).not.toContain("Discount (");
  });

  test("a quote of 60 lines runs over several pages, each starting with the table's header, numbered 'Page n of N'", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      productId,
      description: `Facial tissue SF-${200 + i}`,
      quantity: 100 + i,
      unit: "carton",
      unitPrice: "12.50",
    }));
    const quote = await sendQuote({ lines });
    const kept = t.db.select().from(quoteDocuments).where(eq(quoteDocuments.quoteId, quote.id)).get();
    const path = pdfFile(new Uint8Array(kept?.pdf ?? []), "sixty-lines");
    const pages = pdfPages(path);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(path, page);
      expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain(`${quote.number} rev 1`);
      if (page < pages) expect(text).toMatch(/#\s+Product\s+Qty\s+Unit\s+Unit price\s+Total/);
    }
    const all = pdfText(path);
    for (let i = 0; i < 60; i++) expect(all).toContain(`Facial tissue SF-${200 + i}`);
    expect(all).toContain("SAR 12.50");
  });
});

describe("the kept PDF", () => {
  test("is made once per revision: sending again, the buyer's and the owner's downloads are the same bytes", async () => {
    const quote = await sendQuote();
    await t.adminCaller().quotes.send({ id: quote.id });
    const received = await mailed(2);
    const kept = t.db.select().from(quoteDocuments).all();
    expect(kept).toHaveLength(1);
    const bytes = new Uint8Array(kept[0]?.pdf ?? []);
    expect(kept[0]?.sha256).toBe(new Bun.CryptoHasher("sha256").update(bytes).digest("hex"));
    for (const mail of received) expect(new Uint8Array(mail.attachments[0]?.content ?? [])).toEqual(bytes);

    for (const page of [`/quote/${quote.token}`, `/ar/quote/${quote.token}`]) {
      const html = await (await t.request(page)).text();
      expect(html).toContain(`<a href="${page}/pdf" download=""`);
      expect(html).toContain(
        page.startsWith("/ar") ? "تنزيل عرض السعر بصيغة PDF" : "Download the quote as a PDF",
      );
      const res = await t.request(`${page}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}-rev1.pdf"`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    const owner = await t.request(`/api/admin/quotes/${quote.id}/pdf`, {
      headers: { cookie: await t.login() },
    });
    expect(owner.status).toBe(200);
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(bytes);
  });

  test("a made-up or revoked link, a draft or a visitor asking for the owner's copy gets nothing", async () => {
    const quote = await sendQuote();
    const draftQuote = await t.adminCaller().quotes.create(draft());
    expect((await t.request("/quote/not-a-real-token/pdf")).status).toBe(404);
    expect((await t.request(`/api/admin/quotes/${quote.id}/pdf`)).status).toBe(401);
    const cookie = await t.login();
    const missing = await t.request(`/api/admin/quotes/${draftQuote.id}/pdf`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: expect.any(String) });
    await t.adminCaller().quotes.revoke({ id: quote.id });
    const revoked = await t.request(`/quote/${quote.token}/pdf`);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("content-type")).toContain("text/html");
  });
});
