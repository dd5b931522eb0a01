import { describe, expect, test } from "bun:test";
import { productListSchema } from "#shared/desk.ts";
import { seedCatalogue } from "#tests/helpers/seed-catalogue.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";

// Issue 25 item 9: the owner's products list at 1,000 products (every tenth hidden, every 25th featured).
const t = await makeTestApp({}, { prepare: ({ db }) => seedCatalogue(db, 1000) });
const page = (query: object) => t.adminCaller().products.page(productListSchema.parse(query));

describe("the admin products list at 1,000 products", () => {
  test("pages through all of them, 25 a page by default and 100 at most", async () => {
    const first = await page({});
    expect(first.total).toBe(1000);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.slug).toBe("product-0");
    const last = await page({ page: 10, size: 100 });
    expect(last.rows).toHaveLength(100);
    expect(last.rows.at(-1)?.slug).toBe("product-999");
    const seen = new Set<string>();
    for (let n = 1; n <= 10; n++)
      for (const row of (await page({ page: n, size: 100 })).rows) seen.add(row.id);
    expect(seen.size).toBe(1000);
  });

  test("searches names and the specification table in both languages, Arabic without hamza or taa marbuta", async () => {
    const code = await page({ q: "ST-512" });
    expect(code.rows.map((r) => r.name)).toEqual(["Premium 2-Ply Facial Tissue Box 512"]);
    expect((await page({ q: "ص-512 premium" })).total).toBe(1);
    // "الخامة" (material) is in every sample table that names its pulp; typed with a final haa it still matches.
    const material = await page({ q: "الخامه" });
    expect(material.total).toBe((await page({ q: "الخامة" })).total);
    expect(material.total).toBeGreaterThan(100);
  });

  test("filters by category, alone and with a view and a search, with the count of the whole filter", async () => {
    const facial = await page({ category: "facial", size: 100 });
    expect(facial.total).toBe(250);
    expect(facial.rows.every((r) => r.category === "facial")).toBe(true);
    const hiddenFacial = await page({ category: "facial", status: "hidden" });
    expect(hiddenFacial.rows.every((r) => r.category === "facial" && !r.active)).toBe(true);
    expect(hiddenFacial.total).toBeGreaterThan(0);
    const byName = await page({ category: "napkin", sort: "name", q: "napkin" });
    expect(byName.rows.map((r) => r.name)).toEqual([...byName.rows.map((r) => r.name)].sort());
    expect(byName.total).toBe(125);
    expect(byName.rows).toHaveLength(25);
  });
});
