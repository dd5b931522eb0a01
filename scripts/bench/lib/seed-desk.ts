// Fills a database with `rows` inquiries, contact messages, testimonials and products, as a shop after a few busy
// years would have: what the desk's bench and its 10,000-row screen test run against.
import { contacts, productInquiries, products, testimonials } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import { searchTextOf } from "#server/features/products/page-fields.ts";
import { slugify } from "#shared/blog.ts";
import { productCategories } from "#shared/constants.ts";

const firstNames = ["Nour", "Omar", "Lina", "Karim", "Sara", "Hana", "Youssef", "Rana", "Sami", "Layla"];
const trades = ["Hotel", "Clinic", "Restaurant", "Supermarket", "Office", "School", "Pharmacy", "Café"];
const goods = ["Facial Tissue 150", "Toilet Roll 3-ply", "Kitchen Towel", "Napkin 33 cm", "Pocket Tissue"];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
const chunk = 500;

function insertInChunks<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => void) {
  for (let start = 0; start < count; start += chunk) {
    insert(Array.from({ length: Math.min(chunk, count - start) }, (_, k) => make(start + k)));
  }
}

export function seedDesk(db: Db, rows: number, now = Date.now()) {
  const at = (i: number) => new Date(now - (rows - i) * 37 * 60_000);
  const who = (i: number) => `${pick(firstNames, i)} ${pick(trades, i >> 3)} ${i}`;
  db.transaction((tx) => {
    insertInChunks(
      rows,
      (i) => ({
        productId: `seed-product-${i % 50}`,
        productName: pick(goods, i),
        businessType: pick(trades, i),
        quantity: `${(i % 40) + 1} cartons`,
        needByDate: "2027-01-15",
        contactName: who(i),
        email: `buyer${i}@example.com`,
        phone: i % 3 ? `+20 100 ${String(i).padStart(7, "0")}` : null,
        additionalNotes: i % 4 ? null : "Monthly deliveries to the loading dock, please quote per pallet.",
        status: pick(["pending", "contacted", "completed"], i >> 1),
        createdAt: at(i),
      }),
      (batch) => tx.insert(productInquiries).values(batch).run(),
    );
    insertInChunks(
      rows,
      (i) => ({
        name: who(i),
        email: `sender${i}@example.com`,
        message: `Do you deliver to ${pick(trades, i)} ${i}?`,
        createdAt: at(i),
      }),
      (batch) => tx.insert(contacts).values(batch).run(),
    );
    insertInChunks(
      rows,
      (i) => ({
        name: who(i),
        experience: pick(trades, i),
        text: "Soft, strong and always on time.",
        rating: (i % 5) + 1,
        approved: i % 3 > 0,
        createdAt: at(i),
      }),
      (batch) => tx.insert(testimonials).values(batch).run(),
    );
    insertInChunks(
      rows,
      (i) => {
        const text = { name: `${pick(goods, i)} ${i}`, description: "Wholesale carton, 24 packs." };
        return {
          ...text,
          // Written as the service would: every name ends in its own number, so its slug is free.
          slug: slugify(text.name),
          searchText: searchTextOf({ ...text, nameAr: "", descriptionAr: "", specTable: [] }),
          category: pick(productCategories, i),
          price: i % 5 ? `${(i % 90) + 10}.50` : null,
          featured: i % 20 === 0,
          active: i % 7 > 0,
          createdAt: at(i),
        };
      },
      (batch) => tx.insert(products).values(batch).run(),
    );
  });
}
