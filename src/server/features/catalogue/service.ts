import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { categories, productSlugRedirects, products } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import { type CatalogueQuery, cataloguePerPage } from "#shared/catalogue.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { searchTerms } from "#shared/search-text.ts";
import { toPublic } from "../products/service";

// The public catalogue (docs/decisions/210): product pages by slug, the list with its filter, search, sort and
// pages. Every product leaves through toPublic, so a hidden price is never in a page, its JSON-LD or an answer.
const active = eq(products.active, true);

export function findBySlug(db: Db, slug: string) {
  const row = db
    .select()
    .from(products)
    .where(and(active, eq(products.slug, slug)))
    .get();
  return row ? toPublic(row) : undefined;
}

// An earlier address of an active product: the slug it now answers at.
export function movedTo(db: Db, slug: string) {
  return db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(active, eq(productSlugRedirects.slug, slug)))
    .get()?.slug;
}

export function related(db: Db, product: { id: string; category: string }, limit = 4) {
  return db
    .select()
    .from(products)
    .where(and(active, eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(desc(products.featured), desc(products.createdAt))
    .limit(limit)
    .all()
    .map(toPublic);
}

// Every category in the owner's order, with how many active products it holds.
export function categoriesWithCounts(db: Db) {
  const counts = new Map(
    db
      .select({ category: products.category, n: count() })
      .from(products)
      .where(active)
      .groupBy(products.category)
      .all()
      .map((r) => [r.category, r.n]),
  );
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
    .all()
    .map((c) => ({ ...c, count: counts.get(c.slug) ?? 0 }));
}

export const isCategory = (db: Db, slug: string) =>
  db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).get() !== undefined;

// A hidden price sorts as no price: the order must not tell what the page does not show.
const shownPrice = sql`case when ${products.showPrice} then cast(${products.price} as real) end`;
const nameIn = (lang: Lang) =>
  lang === "ar" ? sql`coalesce(nullif(${products.nameAr}, ''), ${products.name})` : products.name;
const orders = (lang: Lang): Record<CatalogueQuery["sort"], SQL[]> => ({
  featured: [desc(products.featured), desc(products.createdAt), desc(sql`rowid`)],
  newest: [desc(products.createdAt), desc(sql`rowid`)],
  name: [sql`${nameIn(lang)} collate nocase`],
  price: [sql`${shownPrice} is null`, asc(shownPrice), asc(products.name)],
});

// Each term of the query must appear in the product's folded texts (both languages, its specifications); a whole
// term between spaces, so "2-ply" is not found in "12-ply" nor its "2" in "120 sheets" (docs/decisions/210).
function matches(q: string | undefined) {
  return searchTerms(q ?? "").map(({ text, whole }) =>
    whole
      ? // The plain instr first: only the rows holding the text pay for the padded copy that finds it whole.
        sql`(instr(${products.searchText}, ${text}) > 0 and instr(' ' || ${products.searchText} || ' ', ${` ${text} `}) > 0)`
      : sql`instr(${products.searchText}, ${text}) > 0`,
  );
}

const whereOf = (query: CatalogueQuery) =>
  and(active, query.category ? eq(products.category, query.category) : undefined, ...matches(query.q));
const totalOf = (db: Db, where: SQL | undefined) =>
  db.select({ n: count() }).from(products).where(where).get()?.n ?? 0;
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / cataloguePerPage));

// How many pages the query's list runs to, without reading the list.
export const pageCount = (db: Db, query: CatalogueQuery) => pagesOf(totalOf(db, whereOf(query)));

export function searchCatalogue(db: Db, query: CatalogueQuery, lang: Lang) {
  const where = whereOf(query);
  const total = totalOf(db, where);
  const rows = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orders(lang)[query.sort])
    .limit(cataloguePerPage)
    .offset((query.page - 1) * cataloguePerPage)
    .all()
    .map(toPublic);
  return { products: rows, total, pages: pagesOf(total) };
}

// What the sitemap names: every active product's page and every category's.
export function sitemapEntries(db: Db) {
  return {
    products: db
      .select({ slug: products.slug })
      .from(products)
      .where(active)
      .orderBy(asc(products.slug))
      .all()
      .flatMap((r) => (r.slug ? [r.slug] : [])),
    categories: db
      .select({ slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position))
      .all()
      .map((c) => c.slug),
  };
}
