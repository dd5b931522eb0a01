// bun scripts/bench/seed-catalogue.ts <data folder> [products]: a database with `products` (1,000 by default)
// products with specification tables in both languages, for the catalogue's search bench and its admin screen.
import { seedCatalogue } from "#tests/helpers/seed-catalogue.ts";
import { seedFromArgs } from "./lib/seed-from-args";

const { dataDir, count } = seedFromArgs("scripts/bench/seed-catalogue.ts", "products", "1000", seedCatalogue);
console.log(`Seeded ${count} products into ${dataDir}/app.db`);
