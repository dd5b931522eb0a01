// Fills a database with `count` products as a grown catalogue would have them: names, descriptions and specification
// tables in both languages (the sample catalogue's, each with a row of its own), a slug and the folded search text,
// as the products' service writes them. What the catalogue's search bench and its 1,000-product tests run on.
import { sampleProducts } from "#db/sample-catalogue.ts";
import { samplePageFields } from "#db/sample-specs.ts";
import { products } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import { searchTextOf } from "#server/features/products/page-fields.ts";

const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

export function productOf(i: number, now: number) {
  const base = pick(sampleProducts, i);
  const page = pick(samplePageFields, i);
  const specTable = [
    ...page.specTable,
    { label: "Code", labelAr: "الرمز", value: `ST-${i}`, valueAr: `ص-${i}` },
  ];
  const row = {
    ...base,
    ...page,
    specTable,
    name: `${base.name} ${i}`,
    nameAr: `${base.nameAr} ${i}`,
    slug: `product-${i}`,
    active: i % 10 > 0,
    featured: i % 25 === 0,
    createdAt: new Date(now - i * 60_000),
  };
  return { ...row, searchText: searchTextOf(row) };
}

export function seedCatalogue(db: Db, count: number, now = Date.now()) {
  db.transaction((tx) => {
    for (let start = 0; start < count; start += 250) {
      const batch = Array.from({ length: Math.min(250, count - start) }, (_, k) => productOf(start + k, now));
      tx.insert(products).values(batch).run();
    }
  });
}
