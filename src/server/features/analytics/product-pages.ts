import { and, eq, isNotNull } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

const productPage = /^\/(?:ar\/)?products\/([^/]+)$/;

// The product a product page (/products/<slug>, /ar/products/<slug>) shows, for counting its view as a product
// view (docs/decisions/200, amended). The active products' slugs are kept in memory and read again only after the
// catalogue's version moved (a product added, renamed, hidden or removed), so a view costs no query; a slug that
// names no active product counts no product view, so nobody can fill the counts with made-up products.
export function productPages(db: Conn, catalogueVersion: () => number) {
  let seen = Number.NaN;
  let bySlug = new Map<string, string>();
  return (page: string): string | undefined => {
    const slug = slugOf(page);
    if (!slug) return undefined;
    const version = catalogueVersion();
    if (version !== seen) {
      seen = version;
      const rows = db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(eq(products.active, true), isNotNull(products.slug)))
        .all();
      bySlug = new Map(rows.map((row) => [row.slug ?? "", row.id]));
    }
    return bySlug.get(slug);
  };
}
export type ProductOfPage = ReturnType<typeof productPages>;

function slugOf(page: string) {
  const encoded = page.match(productPage)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
