import type { Db } from "#server/db.ts";
import { fillPageFields } from "#server/features/products/page-fields.ts";
import { contentDefaults } from "#shared/content-keys.ts";
import { sampleProducts, sampleTestimonials } from "./sample-catalogue";
import { samplePageFields } from "./sample-specs";
import { products, siteContent, testimonials } from "./schema";

const minute = 60_000;

// Runs at every start. Content keys: inserted when missing, never overwritten, so the owner's edits stay
// and keys added by a newer version appear. Sample catalogue: only on a brand-new database, which is one
// whose content table was still empty, so an owner who deleted every product does not get them back.
export function seed(db: Db, options: { sampleData: boolean }) {
  db.transaction((tx) => {
    const brandNew = tx.select({ id: siteContent.id }).from(siteContent).limit(1).get() === undefined;
    tx.insert(siteContent)
      .values(contentDefaults.map(({ key, value, type, description }) => ({ key, value, type, description })))
      .onConflictDoNothing({ target: siteContent.key })
      .run();
    if (!brandNew || !options.sampleData) return fillPageFields(tx);

    const now = Date.now();
    // Staggered timestamps keep the listed order, as newest first, on every list.
    if (!tx.select({ id: products.id }).from(products).limit(1).get()) {
      tx.insert(products)
        .values(
          sampleProducts.map((p, i) => ({
            ...p,
            ...samplePageFields[i],
            createdAt: new Date(now - i * minute),
          })),
        )
        .run();
      fillPageFields(tx);
    }
    if (!tx.select({ id: testimonials.id }).from(testimonials).limit(1).get()) {
      tx.insert(testimonials)
        .values(
          sampleTestimonials.map((t, i) => ({ ...t, approved: true, createdAt: new Date(now - i * minute) })),
        )
        .run();
    }
  });
}
