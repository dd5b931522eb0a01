// What the seed scripts share: `bun <script> <data folder> [count]` opens the folder's database, fills it with
// `seed` and closes it; a missing folder or a count that is not a number prints the usage and exits 2.
import { join } from "node:path";
import { closeDb, type Db, openDb } from "#server/db.ts";

export function seedFromArgs(
  script: string,
  what: string,
  defaultCount: string,
  seed: (db: Db, count: number) => void,
) {
  const [dataDir, count = defaultCount] = process.argv.slice(2);
  if (!dataDir || !/^\d+$/.test(count)) {
    console.error(`Usage: bun ${script} <data folder> [${what}]`);
    process.exit(2);
  }
  const db = openDb(join(dataDir, "app.db"));
  seed(db, Number(count));
  closeDb(db);
  return { dataDir, count };
}
