import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDb } from "#server/db.ts";
import { productCategories } from "#shared/constants.ts";
import { contentDefaults } from "#shared/content-keys.ts";
import { productInputSchema, testimonialInputSchema } from "#shared/schemas.ts";
import { products, siteContent, testimonials } from "./schema";
import { seed } from "./seed";

const slugOf = (db: ReturnType<typeof openDb>, id: string) =>
  db.select({ slug: products.slug }).from(products).where(eq(products.id, id)).get()?.slug;

const publicDir = join(import.meta.dir, "../public");
const contentRows = (db: ReturnType<typeof openDb>) =>
  db
    .select({
      key: siteContent.key,
      value: siteContent.value,
      type: siteContent.type,
      description: siteContent.description,
    })
    .from(siteContent)
    .all();

describe("a brand-new database", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: true });

  test("gets every content key with its default value, type and description", () => {
    const rows = contentRows(db);
    expect(rows).toHaveLength(contentDefaults.length);
    expect(rows).toEqual(expect.arrayContaining(contentDefaults.map((d) => ({ ...d }))));
  });

  test("gets a sample catalogue covering every category, valid by the product rules", () => {
    const rows = db.select().from(products).all();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(productCategories));
    for (const p of rows) {
      expect(productInputSchema.parse(p)).toMatchObject({
        name: p.name,
        price: p.price,
        category: p.category,
      });
      expect(p.nameAr).not.toBe("");
      expect(p.descriptionAr).not.toBe("");
      expect(p.specifications?.length).toBeGreaterThan(0);
    }
    expect(rows.some((p) => p.featured)).toBe(true);
    expect(rows.some((p) => !p.showPrice)).toBe(true);
    expect(rows.some((p) => p.showPrice && p.price !== null)).toBe(true);
  });

  test("gets approved sample testimonials rated 4 or 5", () => {
    const rows = db.select().from(testimonials).all();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const t of rows) {
      expect(testimonialInputSchema.parse(t)).toMatchObject({ name: t.name, rating: t.rating });
      expect(t.approved).toBe(true);
      expect([4, 5]).toContain(t.rating);
      expect(t.experience).toBeTruthy();
    }
  });

  test("every sample and default image it points to is shipped in public/", () => {
    const paths = [
      ...db
        .select({ url: products.imageUrl })
        .from(products)
        .all()
        .map((r) => r.url),
      ...contentDefaults.filter((d) => d.type === "image").map((d) => d.value),
    ];
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) expect(existsSync(join(publicDir, path))).toBe(true);
  });
});

test("SEED_SAMPLE_DATA false gives the content keys only", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: false });
  expect(contentRows(db)).toHaveLength(contentDefaults.length);
  expect(db.select().from(products).all()).toEqual([]);
  expect(db.select().from(testimonials).all()).toEqual([]);
});

test("a later start keeps the owner's edits and adds keys a newer version brought", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: true });
  db.update(siteContent).set({ value: "Our own headline" }).where(eq(siteContent.key, "hero_title")).run();
  // A key missing from an older database is what a newer version's new key looks like.
  db.delete(siteContent).where(eq(siteContent.key, "theme_accent")).run();
  const productCount = db.select().from(products).all().length;

  seed(db, { sampleData: true });

  const byKey = new Map(contentRows(db).map((r) => [r.key, r.value]));
  expect(byKey.get("hero_title")).toBe("Our own headline");
  expect(byKey.get("theme_accent")).toBe("#f59e0b");
  expect(byKey.size).toBe(contentDefaults.length);
  expect(db.select().from(products).all()).toHaveLength(productCount);
});

test("deleting every product and testimonial does not bring the samples back at the next start", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: true });
  db.delete(products).run();
  db.delete(testimonials).run();

  seed(db, { sampleData: true });

  expect(db.select().from(products).all()).toEqual([]);
  expect(db.select().from(testimonials).all()).toEqual([]);
});

test("turning sample data on later does not add it to a database that already started", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: false });
  seed(db, { sampleData: true });
  expect(db.select().from(products).all()).toEqual([]);
});

test("products from before product pages get their slug at the first start after the upgrade, and only then", () => {
  const db = openDb(":memory:");
  const id = crypto.randomUUID();
  db.insert(products).values({ id, name: "Soft Napkins", description: "Old row", category: "napkins" }).run();
  expect(slugOf(db, id)).toBeNull();

  seed(db, { sampleData: false });
  expect(slugOf(db, id)).toBe("soft-napkins");
  expect(db.select().from(products).get()?.searchText).toContain("napkins");

  // A row written around the service later is not the start's business: the step does not run again.
  db.update(products).set({ slug: null }).where(eq(products.id, id)).run();
  seed(db, { sampleData: false });
  expect(slugOf(db, id)).toBeNull();
});

test("a start after the folding changed folds every product's search text again, once", () => {
  const db = openDb(":memory:");
  seed(db, { sampleData: false });
  db.insert(products)
    .values({ id: "old", name: "Facial", nameAr: "مناديل الوجه", description: "", category: "facial" })
    .run();
  db.update(products).set({ searchText: "facial مناديل الوجه" }).run();
  db.run(sql`PRAGMA user_version = 1`);
  seed(db, { sampleData: false });
  expect(db.select().from(products).get()?.searchText).toBe("facial مناديل وجه");
});
