import { and, desc, eq, sql } from "drizzle-orm";
import { products } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import { storedImageUrl } from "#server/core/object-path.ts";
import type { Db } from "#server/db.ts";
import type { Page, ProductChanges, ProductData } from "#shared/schemas.ts";

type Row = typeof products.$inferSelect;
export type Product = Omit<Row, "createdAt"> & { createdAt: string };

const toProduct = (row: Row): Product => ({ ...row, createdAt: row.createdAt.toISOString() });
// A hidden price never leaves the server on a public list.
const toPublic = (row: Row): Product => ({ ...toProduct(row), price: row.showPrice ? row.price : null });

// Featured first, then newest; rowid breaks ties between products stored in the same millisecond.
const order = [desc(products.featured), desc(products.createdAt), desc(sql`rowid`)];

// SQLite reads LIMIT -1 as "no limit": a list without a page answers every row.
export function listPublic(db: Db, page: Page = {}) {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(...order)
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all()
    .map(toPublic);
}

export function listAdmin(db: Db, page: Page = {}) {
  return db
    .select()
    .from(products)
    .orderBy(...order)
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all()
    .map(toProduct);
}

export function findActive(db: Db, id: string) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .get();
}

export function create(db: Db, data: ProductData) {
  const row = db
    .insert(products)
    .values({ ...data, imageUrl: storedImageUrl(data.imageUrl) })
    .returning()
    .get();
  return toProduct(row);
}

export function update(db: Db, id: string, data: ProductChanges) {
  const changes = Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined),
  ) as ProductChanges;
  if (changes.imageUrl !== undefined) changes.imageUrl = storedImageUrl(changes.imageUrl);
  const row =
    Object.keys(changes).length === 0
      ? db.select().from(products).where(eq(products.id, id)).get()
      : db.update(products).set(changes).where(eq(products.id, id)).returning().get();
  if (!row) throw notFound("Product");
  return toProduct(row);
}

export function setImage(db: Db, id: string, imageUrl: string) {
  const row = db.update(products).set({ imageUrl }).where(eq(products.id, id)).returning().get();
  if (!row) throw notFound("Product");
  return toProduct(row);
}

export function remove(db: Db, id: string) {
  const row = db.delete(products).where(eq(products.id, id)).returning({ id: products.id }).get();
  if (!row) throw notFound("Product");
}
