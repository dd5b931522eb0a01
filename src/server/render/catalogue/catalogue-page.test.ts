import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { ProductCreate } from "#shared/catalogue.ts";
import { expectMoves, siteForEachTest } from "#tests/helpers/site-pages.ts";
import { origin } from "#tests/helpers/test-app.ts";

const site = await siteForEachTest({ PUBLIC_ORIGIN: origin });
const { t } = site;
const create = (fields: Partial<ProductCreate> & { name: string }) =>
  t.adminCaller().products.create({ description: "Tissue", category: "facial", ...fields } as ProductCreate);
const page = async (path: string) => {
  const { status, html } = await site.page(path);
  const names = [...html.matchAll(/<h2 class="text-xl font-semibold text-ink"><a [^>]*>([^<]*)<\/a>/g)].map(
    (m) => m[1],
  );
  return { status, html, names };
};

describe("the catalogue page", () => {
  test("lists every active product with category counts, in both languages, without script", async () => {
    await create({ name: "Facial Box", nameAr: "علبة مناديل", featured: true });
    await create({ name: "Napkin Pack", category: "napkin" });
    await create({ name: "Hidden One", active: false });
    const en = await page("/products");
    expect(en.status).toBe(200);
    expect(en.names).toEqual(["Facial Box", "Napkin Pack"]);
    expect(en.html).toContain("All products (2)");
    expect(en.html).toContain("Facial Tissue (1)");
    expect(en.html).toContain('action="/products" method="get"');
    expect(en.html).toContain('href="/products/facial-box"');
    expect(en.html).not.toContain('<script type="module"');
    const ar = await page("/ar/products");
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.names).toContain("علبة مناديل");
    expect(ar.html).toContain("مناديل الوجه (1)");
  });

  test("filters by category and keeps the state in the links", async () => {
    await create({ name: "Facial Box" });
    await create({ name: "Napkin Pack", category: "napkin" });
    const { names, html } = await page("/products?category=napkin&sort=name");
    expect(names).toEqual(["Napkin Pack"]);
    expect(html).toContain('name="category" value="napkin"');
    expect(html).toContain(`<link rel="canonical" href="${origin}/products?category=napkin&amp;sort=name"/>`);
  });

  test("a category's page says its own description in the page's language, to visitors and search engines", async () => {
    const napkin = { slug: "napkin", name: "Napkins", nameAr: "مناديل المائدة", position: 4 };
    const described = "Dinner and cocktail napkins for hotels.";
    await t.adminCaller().categories.update({ slug: "napkin", data: { ...napkin, description: described } });
    const english = (await page("/products?category=napkin")).html;
    expect(english).toContain(`<meta name="description" content="${described}"/>`);
    expect(english).toContain(`<p class="mt-4 max-w-2xl text-lg text-slate-600">${described}</p>`);
    // No Arabic description yet: the Arabic page keeps the catalogue's Arabic words, not the English ones.
    const arabic = (await page("/ar/products?category=napkin")).html;
    expect(arabic).not.toContain(described);
    expect(arabic).toContain('<meta name="description" content="مناديل للفنادق');
  });

  test("search covers names, descriptions and specifications in both languages; Arabic folded, English any case", async () => {
    await create({
      name: "Dinner Napkins",
      nameAr: "مناديل المائدة",
      specTable: [{ label: "Colour", labelAr: "اللون", value: "White", valueAr: "أبيض" }],
    });
    await create({ name: "Facial Box", description: "Soft two-ply" });
    expect((await page("/products?q=NAPKINS")).names).toEqual(["Dinner Napkins"]);
    expect((await page("/products?q=two-ply")).names).toEqual(["Facial Box"]);
    expect((await page("/products?q=white")).names).toEqual(["Dinner Napkins"]);
    expect((await page(`/ar/products?q=${encodeURIComponent("ابيض")}`)).names).toEqual(["مناديل المائدة"]);
    expect((await page(`/ar/products?q=${encodeURIComponent("المايده")}`)).names).toEqual(["مناديل المائدة"]);
    const none = await page("/products?q=zzz");
    expect(none.names).toEqual([]);
    expect(none.html).toContain("No product matches");
    expect(none.html).toContain('<meta name="robots" content="noindex"/>');
    expect((await t.request("/products?q=napkins")).headers.get("cache-control")).toBe("no-store");
    expect((await t.request("/products")).headers.get("cache-control")).toContain("public");
  });

  test("the number of products found is counted as each language counts it: 1 product, not 1 products", async () => {
    await create({ name: "Facial Box", nameAr: "علبة مناديل" });
    await create({ name: "Napkin Pack", nameAr: "مناديل المائدة", category: "napkin" });
    const found = (html: string) =>
      html.match(/<p class="mt-8 text-sm text-slate-600" role="status">([^<]*)</)?.[1];
    expect(found((await page("/products?category=napkin")).html)).toBe("1 product");
    expect(found((await page("/products")).html)).toBe("2 products");
    expect(found((await page("/products?q=zzz")).html)).toBe("0 products");
    expect(found((await page("/ar/products?category=napkin")).html)).toBe("منتج واحد");
    expect(found((await page("/ar/products")).html)).toBe("منتجان");
  });

  test("sorts by name and by price, a hidden price as no price", async () => {
    await create({ name: "Bravo", price: "5.00" });
    await create({ name: "Alpha", price: "1.00", showPrice: false });
    await create({ name: "Charlie", price: "3.00" });
    expect((await page("/products?sort=name")).names).toEqual(["Alpha", "Bravo", "Charlie"]);
    const byPrice = await page("/products?sort=price");
    expect(byPrice.names).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(byPrice.html).not.toContain("1.00");
  });

  test("24 a page with real links between pages; bad parameters read as defaults", async () => {
    for (let i = 0; i < 26; i++) await create({ name: `Item ${String(i).padStart(2, "0")}` });
    const first = await page("/products?sort=name");
    expect(first.names).toHaveLength(24);
    expect(first.html).toContain('href="/products?sort=name&amp;page=2"');
    const second = await page("/products?sort=name&page=2");
    expect(second.names).toEqual(["Item 24", "Item 25"]);
    expect((await page("/products?page=abc&sort=nope&category=%3Cx%3E")).status).toBe(200);
  });

  test("a page past the end of the list leads to its last page, the query kept", async () => {
    for (let i = 0; i < 26; i++) await create({ name: `Item ${String(i).padStart(2, "0")}` });
    await expectMoves(t, 302, [
      ["/products?sort=name&page=99", "/products?sort=name&page=2"],
      ["/ar/products?page=3&category=napkin", "/ar/products?category=napkin"],
      ["/products?q=zzz&page=2", "/products?q=zzz"],
    ]);
    expect((await page("/products?sort=name&page=2")).status).toBe(200);
  });

  test("a product's change shows on the next visit", async () => {
    const p = await create({ name: "Before" });
    expect((await page("/products")).names).toEqual(["Before"]);
    t.db.update(products).set({ name: "After" }).where(eq(products.id, p.id)).run();
    expect((await page("/products")).names).toEqual(["After"]);
  });

  test("the sitemap names the catalogue, every category and every active product in both languages", async () => {
    await create({ name: "Listed Box" });
    await create({ name: "Unlisted Box", active: false });
    const xml = await (await t.request("/sitemap.xml")).text();
    for (const path of [
      "/products",
      "/ar/products",
      "/products?category=napkin",
      "/ar/products?category=facial",
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${origin}/products/listed-box</loc>`);
    expect(xml).toContain(`<loc>${origin}/ar/products/listed-box</loc>`);
    expect(xml).toContain(`hreflang="ar" href="${origin}/ar/products/listed-box"`);
    expect(xml).not.toContain("unlisted-box");
  });
});
