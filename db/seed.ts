import { sql } from "drizzle-orm";
import type { Conn, Db } from "#server/db.ts";
import { fillPageFields, refoldSearchText } from "#server/features/products/page-fields.ts";
import { contentDefaults } from "#shared/content-keys.ts";
import { sampleProducts, sampleTestimonials } from "./sample-catalogue";
import { samplePageFields } from "./sample-specs";
import { products, siteContent, testimonials } from "./schema";

const minute = 60_000;

// What a migration could not do in SQL, each done once, in order: SQLite's user_version counts the steps done.
// 1, after 0010: products from before product pages get a slug made by the site's slugify, and their search text.
// 2, decision 210: every product's search text folded again, without the Arabic article (a later change of the
// folding adds this step again).
const dataSteps: ((tx: Conn) => void)[] = [fillPageFields, refoldSearchText];

function runDataSteps(tx: Conn) {
  const [done = 0] = tx.get<[number]>(sql`PRAGMA user_version`) ?? [];
  for (const step of dataSteps.slice(done)) step(tx);
  if (done < dataSteps.length) tx.run(sql.raw(`PRAGMA user_version = ${dataSteps.length}`));
}

// Runs at every start, after the data steps not done yet. Content keys: inserted when missing, never overwritten,
// so the owner's edits stay and keys added by a newer version appear. Sample catalogue: only on a brand-new database, which is one
// whose content table was still empty, so an owner who deleted every product does not get them back.
export function seed(db: Db, options: { sampleData: boolean }) {
  db.transaction((tx) => {
    runDataSteps(tx);
    const brandNew = tx.select({ id: siteContent.id }).from(siteContent).limit(1).get() === undefined;
    tx.insert(siteContent)
      .values(contentDefaults.map(({ key, value, type, description }) => ({ key, value, type, description })))
      .onConflictDoNothing({ target: siteContent.key })
      .run();
    if (!brandNew || !options.sampleData) return;

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
