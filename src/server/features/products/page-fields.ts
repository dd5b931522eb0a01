import { eq, isNull } from "drizzle-orm";
import { categories, productSlugRedirects, products } from "#db/schema.ts";
import { AppError } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import { slugify } from "#shared/blog.ts";
import { foldForSearch } from "#shared/search-text.ts";

// What a product write derives besides the owner's fields (docs/decisions/210): a free slug, the earlier
// address kept as a redirect, the folded search text, and a check that the category exists.
type Row = typeof products.$inferSelect;
type Searchable = Pick<Row, "name" | "nameAr" | "description" | "descriptionAr" | "specTable"> & {
  specifications?: string[] | null;
};

export const searchTextOf = (p: Searchable) =>
  foldForSearch(
    [
      p.name,
      p.nameAr,
      p.description,
      p.descriptionAr,
      ...(p.specifications ?? []),
      ...p.specTable.flatMap((r) => [r.label, r.labelAr, r.value, r.valueAr]),
    ].join(" "),
  );

const refused = (path: string, message: string, status: 400 | 409 = 400) =>
  new AppError(status, message, [{ path, message }]);

export function requireCategory(db: Conn, slug: string) {
  const found = db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).get();
  if (!found) throw refused("category", "Choose a category");
}

export const slugHolder = (db: Conn, slug: string) =>
  db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).get()?.id ??
  db
    .select({ id: productSlugRedirects.productId })
    .from(productSlugRedirects)
    .where(eq(productSlugRedirects.slug, slug))
    .get()?.id;

// A slug the owner typed must be free (another product's earlier address counts as taken); one made from the name
// gets -2, -3 ... until it is.
export function slugFor(db: Conn, typed: string | undefined, name: string, id?: string) {
  if (typed) {
    const holder = slugHolder(db, typed);
    if (holder && holder !== id) throw refused("slug", "Another product already has this address", 409);
    return typed;
  }
  const base = slugify(name) || "product";
  let slug = base;
  for (let n = 2; (slugHolder(db, slug) ?? id) !== id; n++) slug = `${base.slice(0, 74)}-${n}`;
  return slug;
}

// The old address answers a 301 to the new one; a product taking back one of its earlier slugs drops that redirect.
export function keepOldSlug(db: Conn, id: string, oldSlug: string | null, newSlug: string) {
  db.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, newSlug)).run();
  if (oldSlug && oldSlug !== newSlug) {
    db.insert(productSlugRedirects).values({ slug: oldSlug, productId: id }).onConflictDoNothing().run();
  }
}

// Rows from before product pages (or written around the service) get their slug and search text at start.
export function fillPageFields(db: Conn) {
  const rows = db.select().from(products).where(isNull(products.slug)).all();
  for (const row of rows) {
    const slug = slugFor(db, undefined, row.name, row.id);
    db.update(products)
      .set({ slug, searchText: searchTextOf(row) })
      .where(eq(products.id, row.id))
      .run();
  }
}

// Every product's search text folded again, after the folding changed (docs/decisions/210: the article, numbers).
export function refoldSearchText(db: Conn) {
  for (const row of db.select().from(products).all()) {
    db.update(products)
      .set({ searchText: searchTextOf(row) })
      .where(eq(products.id, row.id))
      .run();
  }
}
