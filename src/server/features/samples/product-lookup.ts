import type { Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { findActive } from "../products/service";

export type SampleProduct = { id: string; name: string; nameAr: string };

// The one place that turns the address's `<slug>` into a product a visitor may request samples of. Until product
// slugs exist, the slug is the product's id; the catalogue's slug lookup replaces this body (docs/decisions/211).
export function productForSample(db: Db, slug: string): SampleProduct | undefined {
  const product = findActive(db, slug);
  return product && { id: product.id, name: product.name, nameAr: product.nameAr };
}

export const productNameIn = (product: SampleProduct, lang: Lang) =>
  (lang === "ar" && product.nameAr) || product.name;
