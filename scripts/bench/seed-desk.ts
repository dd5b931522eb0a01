// bun scripts/bench/seed-desk.ts <data folder> [rows]: a database with `rows` (10,000 by default) inquiries, contact
// messages, testimonials and products, to try the admin's lists at the size of a busy shop.
import { join } from "node:path";
import { closeDb, openDb } from "#server/db.ts";
import { seedDesk } from "./lib/seed-desk";

const [dataDir, rows = "10000"] = process.argv.slice(2);
if (!dataDir || !/^\d+$/.test(rows)) {
  console.error("Usage: bun scripts/bench/seed-desk.ts <data folder> [rows]");
  process.exit(2);
}
const db = openDb(join(dataDir, "app.db"));
seedDesk(db, Number(rows));
closeDb(db);
console.log(`Seeded ${rows} rows of each list into ${dataDir}/app.db`);
