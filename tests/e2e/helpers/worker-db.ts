import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { workerDataDir } from "./own-server";

// Playwright runs in Node, so bun:sqlite is reached through a bun child: it runs one statement on the database of
// this worker's server (beside the running server, as WAL allows) and prints the rows it returns as JSON. For what
// a person cannot do from a browser, such as letting a quote's date pass; the product has no hook for it.
const runner = `
import { Database } from "bun:sqlite";
const [path, sql, params] = process.argv.slice(1);
const db = new Database(path, { strict: true });
db.run("PRAGMA busy_timeout = 5000");
console.log(JSON.stringify(db.query(sql).all(...JSON.parse(params))));
db.close();
`;

export function workerSql<Row>(sql: string, ...params: Array<string | number>): Row[] {
  const path = join(workerDataDir(Number(process.env.TEST_PARALLEL_INDEX ?? 0)), "app.db");
  const out = execFileSync("bun", ["-e", runner, path, sql, JSON.stringify(params)]).toString();
  return JSON.parse(out) as Row[];
}
