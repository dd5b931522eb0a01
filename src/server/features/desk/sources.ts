import {
  appointments,
  contacts,
  newsletterSubscribers,
  productInquiries,
  quoteRequests,
  sampleRequests,
} from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

// Every source key the leads carry (docs/decisions/200), for the desk's source filter; each read is one index.
const leadTables = [
  contacts,
  productInquiries,
  quoteRequests,
  sampleRequests,
  appointments,
  newsletterSubscribers,
];

export function leadSourceKeys(db: Conn) {
  const keys = new Set<string>();
  for (const table of leadTables) {
    for (const row of db.selectDistinct({ key: table.sourceKey }).from(table).all()) keys.add(row.key);
  }
  return [...keys].sort();
}
