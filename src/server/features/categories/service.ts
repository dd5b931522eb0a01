import { count, eq, sql } from "drizzle-orm";
import { categories, products } from "#db/schema.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { CategoryData } from "#shared/catalogue.ts";
import { counted, productNoun } from "#shared/counted.ts";
import { categoriesWithCounts } from "../catalogue/service";

// The owner's categories (docs/decisions/210): products name theirs by slug, so a changed slug moves its products
// along, and a category that still holds products is deleted only by moving them to another first.
const conflict = (path: string, message: string) => new AppError(409, message, [{ path, message }]);

export const list = (db: Db) => categoriesWithCounts(db);

// The owner's list counts every product a category holds, hidden ones too, as Delete does, and says how many of
// them are hidden; the public list above counts the shown ones only (docs/decisions/063).
export function listForOwner(db: Db) {
  const held = new Map(
    db
      .select({
        category: products.category,
        count: count(),
        hidden: count(sql`case when not ${products.active} then 1 end`),
      })
      .from(products)
      .groupBy(products.category)
      .all()
      .map(({ category, ...counts }) => [category, counts]),
  );
  return categoriesWithCounts(db).map((c) => ({ ...c, ...(held.get(c.slug) ?? { count: 0, hidden: 0 }) }));
}

const exists = (db: Pick<Db, "select">, slug: string) =>
  db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).get() !== undefined;

export function create(db: Db, data: CategoryData) {
  return db.transaction((tx) => {
    if (exists(tx, data.slug)) throw conflict("slug", "Another category already has this slug");
    return tx.insert(categories).values(data).returning().get();
  });
}

export function update(db: Db, slug: string, data: CategoryData) {
  return db.transaction((tx) => {
    if (!exists(tx, slug)) throw notFound("Category");
    if (data.slug !== slug && exists(tx, data.slug)) {
      throw conflict("slug", "Another category already has this slug");
    }
    const row = tx.update(categories).set(data).where(eq(categories.slug, slug)).returning().get();
    if (data.slug !== slug) {
      tx.update(products).set({ category: data.slug }).where(eq(products.category, slug)).run();
    }
    return row;
  });
}

export function remove(db: Db, slug: string, moveTo?: string) {
  db.transaction((tx) => {
    if (!exists(tx, slug)) throw notFound("Category");
    const held = tx.select({ n: count() }).from(products).where(eq(products.category, slug)).get()?.n ?? 0;
    if (held > 0) {
      if (!moveTo)
        throw conflict(
          "moveTo",
          `This category holds ${counted(held, productNoun)}: choose where to move them`,
        );
      if (moveTo === slug || !exists(tx, moveTo)) throw conflict("moveTo", "Choose another category");
      tx.update(products).set({ category: moveTo }).where(eq(products.category, slug)).run();
    }
    tx.delete(categories).where(eq(categories.slug, slug)).run();
  });
}
