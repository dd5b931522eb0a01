import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { ProductListQuery } from "#shared/desk.ts";
import { foldForSearch } from "#shared/search-text.ts";
import { countOf, everyRow, orderFor, pageIn, pageOf, textMatch } from "../desk/paging";

// The owner's desk over the catalogue (docs/decisions/110); the spec's calls stay in service.ts.
const views: Record<ProductListQuery["status"], SQL | undefined> = {
  all: undefined,
  active: eq(products.active, true),
  hidden: eq(products.active, false),
  featured: eq(products.featured, true),
};

const toRow = ({ searchText: _, ...row }: typeof products.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const searched = [
  products.name,
  products.nameAr,
  products.description,
  products.descriptionAr,
  products.category,
];
// Each word as typed in the plain texts, or folded like the stored search text (docs/decisions/210), so "ST-512"
// finds a table cell and "الخامة" finds "الخامه" as the public catalogue does.
function matches(q: string) {
  const words = q.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const folded = foldForSearch(word);
      return or(
        textMatch(word, searched),
        folded ? sql`instr(${products.searchText}, ${folded}) > 0` : undefined,
      );
    }),
  );
}

function rowsOf(db: Db, query: ProductListQuery) {
  const category = query.category === "all" ? undefined : eq(products.category, query.category);
  const where = and(views[query.status], category, matches(query.q));
  const shown = { where, order: orderFor(query.sort, products.createdAt, products.name) };
  return {
    count: () => countOf(db, products, where),
    rows: (limit: number, offset: number) =>
      pageIn(db.select().from(products).$dynamic(), shown, limit, offset).all().map(toRow),
  };
}

export function listPage(db: Db, query: ProductListQuery) {
  return { ...pageOf(query, rowsOf(db, query)), active: countOf(db, products, views.active) };
}

export const exportRows = (db: Db, query: ProductListQuery) => everyRow(rowsOf(db, query).rows);
