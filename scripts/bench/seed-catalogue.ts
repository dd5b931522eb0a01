// bun scripts/bench/seed-catalogue.ts <data folder> [products]: a database with `products` (1,000 by default)
// products with specification tables in both languages, for the catalogue's search bench and screen test.
import { join } from "node:path";
import { closeDb, openDb } from "#server/db.ts";
import { seedCatalogue } from "#tests/helpers/seed-catalogue.ts";

const [dataDir, count = "1000"] = process.argv.slice(2);
if (!dataDir || !/^\d+$/.test(count)) {
  console.error("Usage: bun scripts/bench/seed-catalogue.ts <data folder> [products]");
  process.exit(2);
}
const db = openDb(join(dataDir, "app.db"));
seedCatalogue(db, Number(count));
closeDb(db);
console.log(`Seeded ${count} products into ${dataDir}/app.db`);
