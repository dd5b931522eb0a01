// bun scripts/bench/seed-desk.ts <data folder> [rows]: a database with `rows` (10,000 by default) inquiries, contact
// messages, testimonials and products, to try the admin's lists at the size of a busy shop.
import { seedDesk } from "./lib/seed-desk";
import { seedFromArgs } from "./lib/seed-from-args";

const { dataDir, count } = seedFromArgs("scripts/bench/seed-desk.ts", "rows", "10000", seedDesk);
console.log(`Seeded ${count} rows of each list into ${dataDir}/app.db`);
