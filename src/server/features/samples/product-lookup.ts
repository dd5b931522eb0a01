import type { Db } from "#server/db.ts";
import { findBySlug } from "../catalogue/service";

export type SampleProduct = { id: string; name: string; nameAr: string };

// The one place that turns the address's `<slug>` into a product a visitor may request samples of: an active
// product by its page's slug (docs/decisions/210, 211).
export function productForSample(db: Db, slug: string): SampleProduct | undefined {
  const product = findBySlug(db, slug);
  return product && { id: product.id, name: product.name, nameAr: product.nameAr };
}
