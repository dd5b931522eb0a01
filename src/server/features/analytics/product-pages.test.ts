import { describe, expect, spyOn, test } from "bun:test";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// A product page's view counts as a view of its product (docs/decisions/200, amended 2026-11-25): the page's
// counting image names the page by its Referer, and the slug is checked against the active products in memory.
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const t = appForEachTest();

const pixel = (page: string, userAgent = browser) =>
  t.request("/v.gif", { headers: { "user-agent": userAgent, referer: `http://localhost${page}` } });
const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const report = () => t.adminCaller().analytics.report({ from: today(), to: today() });
const napkins = () =>
  t
    .adminCaller()
    .products.create({ name: "Soft Napkins", description: "Dinner napkins", category: "napkin" });

describe("a product page's view", () => {
  test("the page carries the counting image, and its view counts one product view of that product", async () => {
    const product = await napkins();
    const page = await t.request(`/products/${product.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('src="/v.gif"');
    expect((await pixel(`/products/${product.slug}`)).status).toBe(200);
    await pixel(`/ar/products/${product.slug}`);
    const stats = await report();
    expect(stats.products.map((p) => [p.key, p.label, p.views])).toEqual([[product.id, "Soft Napkins", 2]]);
    expect(stats.funnel.productViews).toBe(2);
    expect(stats.pages.map((p) => p.key).sort()).toEqual([
      `/ar/products/${product.slug}`,
      `/products/${product.slug}`,
    ]);
  });

  test("an unknown slug, a hidden product or a product's sub-page counts a page view and no product view", async () => {
    const product = await napkins();
    const hidden = await t
      .adminCaller()
      .products.create({ name: "Hidden Rolls", description: "Rolls", category: "napkin" });
    await t.adminCaller().products.update({ id: hidden.id, data: { active: false } });
    await pixel("/products/no-such-product");
    await pixel(`/products/${hidden.slug}`);
    await pixel(`/products/${product.slug}/sample`);
    await pixel("/products/%E0%A4%A");
    const stats = await report();
    expect(stats.totals.views).toBe(4);
    expect(stats.products).toEqual([]);
    expect(stats.funnel.productViews).toBe(0);
  });

  test("a product's new slug counts once it is saved, and its old one no longer does", async () => {
    const product = await napkins();
    await pixel(`/products/${product.slug}`);
    await t.adminCaller().products.update({ id: product.id, data: { slug: "dinner-napkins" } });
    await pixel("/products/dinner-napkins");
    await pixel(`/products/${product.slug}`);
    expect((await report()).products.map((p) => [p.key, p.views])).toEqual([[product.id, 2]]);
  });

  test("the active products are read once, not on every view, until a product changes", async () => {
    const product = await napkins();
    await pixel(`/products/${product.slug}`);
    const reads = spyOn(t.db, "select");
    try {
      for (let i = 0; i < 5; i++) await pixel(`/products/${product.slug}`);
      await pixel("/products/no-such-product");
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  test("a crawler's view counts nothing", async () => {
    const product = await napkins();
    await pixel(
      `/products/${product.slug}`,
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    const stats = await report();
    expect(stats.totals.views).toBe(0);
    expect(stats.products).toEqual([]);
  });
});
