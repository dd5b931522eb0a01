import { expect, test } from "bun:test";
import { openDb } from "#server/db.ts";
import { productCreateSchema } from "#shared/catalogue.ts";
import { sampleProducts } from "./sample-catalogue";
import { samplePageFields } from "./sample-specs";
import { products } from "./schema";
import { seed } from "./seed";

test("each sample product gets a specification table in both languages, how it is sold, a slug and search text", () => {
  expect(samplePageFields).toHaveLength(sampleProducts.length);
  const db = openDb(":memory:");
  seed(db, { sampleData: true });
  const rows = db.select().from(products).all();
  expect(rows).toHaveLength(sampleProducts.length);
  for (const row of rows) {
    expect(row.slug).toMatch(/^[a-z0-9-]+$/);
    expect(row.specTable.length).toBeGreaterThanOrEqual(3);
    for (const spec of row.specTable) expect(spec.labelAr && spec.valueAr).toBeTruthy();
    expect(row.unitOfSaleAr).toBe("كرتونة");
    expect(row.searchText).not.toBe("");
    expect(productCreateSchema.safeParse(row).success).toBe(true);
  }
  expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
});
