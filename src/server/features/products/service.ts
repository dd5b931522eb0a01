import { and, desc, eq, sql } from "drizzle-orm";
import { products } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import { requireImageAddresses } from "#server/core/image-address.ts";
import { storedImageUrl } from "#server/core/object-path.ts";
import type { Conn, Db } from "#server/db.ts";
import type { ProductCreate, ProductEdit } from "#shared/catalogue.ts";
import type { Page } from "#shared/schemas.ts";
import { keepOldSlug, requireCategory, searchTextOf, slugFor } from "./page-fields";

type Row = typeof products.$inferSelect;
export type Product = Omit<Row, "createdAt" | "searchText"> & { createdAt: string };

const toProduct = ({ searchText: _, ...row }: Row): Product => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
// A hidden price never leaves the server on a public list, nor do its quantity prices.
export const toPublic = (row: Row): Product => ({
  ...toProduct(row),
  price: row.showPrice ? row.price : null,
  quantityPrices: row.showPrice ? row.quantityPrices : [],
});

// The gallery's first image is the product's main one, the one the spec's `imageUrl` names; without a gallery the
// main image is the spec's alone (the sample products', and a CSV line's with an empty gallery cell).
function withImages<T extends { imageUrl?: string; gallery?: Row["gallery"] }>(tx: Conn, data: T): T {
  requireImageAddresses(tx, [
    { path: "imageUrl", url: data.imageUrl },
    ...(data.gallery ?? []).map((image, i) => ({ path: `gallery.${i}.url`, url: image.url })),
  ]);
  const gallery = data.gallery?.map((image) => ({ ...image, url: storedImageUrl(image.url) }));
  const imageUrl = gallery?.[0] ? gallery[0].url : data.imageUrl;
  return {
    ...data,
    ...(gallery ? { gallery } : {}),
    ...(imageUrl !== undefined ? { imageUrl: storedImageUrl(imageUrl) } : {}),
  };
}

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

export function create(db: Conn, data: ProductCreate) {
  const row = db.transaction((tx) => {
    requireCategory(tx, data.category);
    const values = withImages(tx, { ...data, slug: slugFor(tx, data.slug, data.name) });
    const searchText = searchTextOf({ ...values, specTable: values.specTable ?? [] });
    return tx
      .insert(products)
      .values({ ...values, searchText })
      .returning()
      .get();
  });
  return toProduct(row);
}

export function update(db: Conn, id: string, data: ProductEdit) {
  const row = db.transaction((tx) => {
    const stored = tx.select().from(products).where(eq(products.id, id)).get();
    if (!stored) throw notFound("Product");
    const changes = withImages(
      tx,
      Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as ProductEdit,
    );
    if (Object.keys(changes).length === 0) return stored;
    if (changes.category !== undefined) requireCategory(tx, changes.category);
    if (changes.slug !== undefined) {
      changes.slug = slugFor(tx, changes.slug, stored.name, id);
      keepOldSlug(tx, id, stored.slug, changes.slug);
    }
    const searchText = searchTextOf({ ...stored, ...changes });
    return tx
      .update(products)
      .set({ ...changes, searchText })
      .where(eq(products.id, id))
      .returning()
      .get();
  });
  return toProduct(row);
}

// The spec's image upload replaces the main picture, which is the gallery's first.
export function setImage(db: Db, id: string, imageUrl: string) {
  const gallery = sql`json_set(${products.gallery}, '$[0].url', ${imageUrl})`;
  const row = db
    .update(products)
    .set({
      imageUrl,
      gallery: sql`case when json_array_length(${products.gallery}) > 0 then ${gallery} else '[]' end`,
    })
    .where(eq(products.id, id))
    .returning()
    .get();
  if (!row) throw notFound("Product");
  return toProduct(row);
}

export function remove(db: Db, id: string) {
  const row = db.delete(products).where(eq(products.id, id)).returning({ id: products.id }).get();
  if (!row) throw notFound("Product");
}
