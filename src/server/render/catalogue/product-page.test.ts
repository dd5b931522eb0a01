import { describe, expect, test } from "bun:test";
import type { ProductCreate } from "#shared/catalogue.ts";
import { expectContains, jsonLd, siteForEachTest } from "#tests/helpers/site-pages.ts";
import { origin } from "#tests/helpers/test-app.ts";

const { t, page: get } = await siteForEachTest({ PUBLIC_ORIGIN: origin });
const base = { description: "Soft dinner napkins", category: "napkin" } as const;
const create = (fields: Partial<ProductCreate> & { name: string }) =>
  t.adminCaller().products.create({ ...base, ...fields } as ProductCreate);

describe("a product's page", () => {
  test("shows gallery, texts, specification table, how it is sold, quantity prices and the actions", async () => {
    const p = await create({
      name: "Dinner Napkins",
      nameAr: "مناديل سفرة",
      descriptionAr: "مناديل ناعمة",
      price: "16.80",
      gallery: [
        { url: "/images/products/napkins.webp", alt: "A stack of napkins", altAr: "كومة مناديل" },
        { url: "/images/products/facial-box.webp", alt: "", altAr: "" },
      ],
      specTable: [{ label: "Size", labelAr: "المقاس", value: "40 x 40 cm", valueAr: "40 × 40 سم" }],
      unitOfSale: "carton",
      unitOfSaleAr: "كرتونة",
      piecesPerUnit: 2000,
      minOrder: 50,
      orderMultiple: 10,
      quantityPrices: [{ minQuantity: 100, price: "15.90" }],
    });
    const { status, html } = await get("/products/dinner-napkins");
    expect(status).toBe(200);
    expectContains(html, [
      "Dinner Napkins</h1>",
      'alt="A stack of napkins"',
      'src="/img/400/images/products/facial-box.webp"',
      ">Size</th><td",
      "40 x 40 cm",
      "50 carton",
      ">Pieces in one unit</th><td",
      ">2,000</td>",
      "From 100 carton",
      "$15.90",
      `href="/inquiry/${p.id}"`,
      '<form action="/quote-list/add" method="post">',
      `<input type="hidden" name="productId" value="${p.id}"/>`,
      'href="/products/dinner-napkins/sample"',
      "https://wa.me/",
      `<link rel="canonical" href="${origin}/products/dinner-napkins"/>`,
      `hrefLang="ar" href="${origin}/ar/products/dinner-napkins"`,
    ]);
    expect(html).not.toContain('<script type="module"');

    const ar = await get("/ar/products/dinner-napkins");
    expectContains(ar.html, [
      '<html lang="ar" dir="rtl">',
      "مناديل سفرة</h1>",
      'alt="كومة مناديل"',
      ">المقاس</th>",
      "50 كرتونة",
      'href="/ar/products/dinner-napkins/sample"',
      '<form action="/ar/quote-list/add" method="post">',
    ]);
  });

  test("related products of the same category close the page", async () => {
    await create({ name: "Napkins A" });
    await create({ name: "Napkins B" });
    await create({ name: "Towels", category: "paper-towel" });
    const { html } = await get("/products/napkins-a");
    expect(html).toContain('href="/products/napkins-b"');
    expect(html).not.toContain('href="/products/towels"');
  });

  test("Product and BreadcrumbList JSON-LD; an offer only when the price is shown", async () => {
    await create({
      name: "Shown",
      nameAr: "مناديل ظاهرة",
      descriptionAr: "مناديل ناعمة للسفرة",
      price: "12.50",
      seoTitle: "Best napkins",
      seoDescription: "Buy them",
    });
    await create({
      name: "Hidden",
      price: "99.99",
      showPrice: false,
      quantityPrices: [{ minQuantity: 5, price: "88.88" }],
    });
    const shown = await get("/products/shown");
    expect(shown.html).toContain("<title>Best napkins</title>");
    expect(shown.html).toContain('<meta name="description" content="Buy them"/>');
    const arabic = (await get("/ar/products/shown")).html;
    expect(arabic).toContain("<title>مناديل ظاهرة | صفاء للمناديل</title>");
    expect(arabic).toContain('<meta name="description" content="مناديل ناعمة للسفرة"/>');
    expect(arabic).toContain('<meta property="og:title" content="مناديل ظاهرة | صفاء للمناديل"/>');
    const [product, crumbs] = jsonLd(shown.html);
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Shown",
      offers: { price: "12.50", priceCurrency: "USD" },
    });
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toHaveLength(4);

    const hidden = await get("/products/hidden");
    expect(hidden.status).toBe(200);
    expect(hidden.html).not.toContain("99.99");
    expect(hidden.html).not.toContain("88.88");
    expect(hidden.html).toContain("Inquire about product");
    expect(jsonLd(hidden.html)[0].offers).toBeUndefined();
  });

  test("an unknown or inactive slug answers 404 in the page's language", async () => {
    await create({ name: "Gone", active: false });
    const en = await get("/products/gone");
    expect(en.status).toBe(404);
    expect(en.html).toContain('lang="en"');
    const ar = await get("/ar/products/nothing-here");
    expect(ar.status).toBe(404);
    expect(ar.html).toContain('lang="ar"');
  });

  test("a changed slug answers the old address with a 301 to the new one", async () => {
    const p = await create({ name: "Old Name" });
    expect((await get("/products/old-name")).status).toBe(200);
    await t.adminCaller().products.update({ id: p.id, data: { slug: "new-name" } });
    const old = await get("/products/old-name");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/products/new-name");
    const oldAr = await get("/ar/products/old-name");
    expect(oldAr.location).toBe("/ar/products/new-name");
    expect((await get("/products/new-name")).status).toBe(200);
  });

  test("Place Order's page has the quantity filled in with the minimum order, in the page's language", async () => {
    const p = await create({ name: "Boxed", minOrder: 50, unitOfSale: "cartons", unitOfSaleAr: "كرتونة" });
    expect((await get(`/inquiry/${p.id}`)).html).toContain('value="50 cartons"');
    expect((await get(`/ar/inquiry/${p.id}`)).html).toContain('value="50 كرتونة"');
    const single = await create({ name: "Single" });
    expect((await get(`/inquiry/${single.id}`)).html).not.toContain('value="1');
  });
});
