import { describe, expect, test } from "bun:test";
import { seedCatalogue } from "#tests/helpers/seed-catalogue.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";

// The public catalogue's search over 1,000 products (docs/decisions/211): found in both languages, and answered
// from the two indexes rather than by reading every product's row.
const t = await makeTestApp({}, { prepare: ({ db }) => seedCatalogue(db, 1000) });
const plan = (query: string) =>
  (t.db.$client.query(`explain query plan ${query}`).all() as Array<{ detail: string }>)
    .map((r) => r.detail)
    .join("\n");

describe("the catalogue's search at 1,000 products", () => {
  test("finds a specification cell in English and Arabic, the Arabic without regard to taa marbuta", async () => {
    const en = await t.request("/products?q=ST-512");
    expect(en.headers.get("cache-control")).toBe("no-store");
    expect(await en.text()).toContain("Premium 2-Ply Facial Tissue Box 512");
    const ar = await (await t.request(`/ar/products?q=${encodeURIComponent("الخامه ص-512")}`)).text();
    expect(ar).toContain("علبة مناديل وجه فاخرة طبقتين 512");
  });

  test("counts and pages from the catalogue's index, and counts categories from their own", () => {
    const match = "active = 1 and instr(search_text, 'tissue') > 0";
    expect(plan(`select count(*) from products where ${match}`)).toContain(
      "COVERING INDEX products_catalogue_idx",
    );
    expect(
      plan(
        `select * from products where ${match} order by featured desc, created_at desc, rowid desc limit 24`,
      ),
    ).toContain("INDEX products_catalogue_idx");
    const whole = "active = 1 and instr(' ' || search_text || ' ', ' 2 ply ') > 0";
    expect(plan(`select count(*) from products where ${whole}`)).toContain(
      "COVERING INDEX products_catalogue_idx",
    );
    expect(plan("select category, count(*) from products where active = 1 group by category")).toContain(
      "COVERING INDEX products_category_idx",
    );
  });
});
