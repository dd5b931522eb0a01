import { eq, isNull, sql } from "drizzle-orm";
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

// The name's slug if no other product holds it (now or as an earlier address), else the next number after the
// highest one taken: one query over the index, where trying base-2, base-3 ... one by one made a CSV of 1,000
// products with one name (or Arabic names, all "product") a million lookups that held the server for half a
// minute (issue 39).
function freeSlug(db: Conn, base: string, id?: string) {
  const stem = `${base.slice(0, 74)}-`;
  const numbered = `${stem}[0-9]*`;
  const number = sql`cast(substr(slug, ${stem.length + 1}) as integer)`;
  const other = id ?? null;
  const [found] = db.all<{ held: number; top: number }>(sql`select
    exists (select 1 from ${products} where slug = ${base} and id is not ${other})
      or exists (select 1 from ${productSlugRedirects} where slug = ${base} and product_id is not ${other}) as held,
    max(
      coalesce((select max(${number}) from ${products} where slug glob ${numbered} and id is not ${other}), 1),
      coalesce((select max(${number}) from ${productSlugRedirects} where slug glob ${numbered} and product_id is not ${other}), 1)
    ) as top`);
  return found?.held ? `${stem}${(found.top ?? 1) + 1}` : base;
}

// A slug the owner typed must be free (another product's earlier address counts as taken); one made from the name
// gets -2, -3 ... past the highest taken.
export function slugFor(db: Conn, typed: string | undefined, name: string, id?: string) {
  if (typed) {
    const holder = slugHolder(db, typed);
    if (holder && holder !== id) throw refused("slug", "Another product already has this address", 409);
    return typed;
  }
  return freeSlug(db, slugify(name) || "product", id);
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
