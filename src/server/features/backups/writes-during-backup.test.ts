import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { join } from "node:path";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { createBackup } from "./create";
import { unpackVerified } from "./read";

// A second process writes as the server would (WAL, synchronous FULL), one row per transaction, and prints each
// row's number once its commit has returned: a printed number is an acknowledged write.
const writer = (file: string) => `
  const { Database } = require("bun:sqlite");
  const db = new Database(${JSON.stringify(file)});
  db.run("PRAGMA journal_mode = WAL"); db.run("PRAGMA synchronous = FULL"); db.run("PRAGMA busy_timeout = 5000");
  const insert = db.prepare("INSERT INTO load_writes (n, body) VALUES (?, ?)");
  const body = "x".repeat(2000);
  for (let n = 1; ; n++) { insert.run(n, body); process.stdout.write(n + "\\n"); }
`;

test("a backup taken while another process writes is consistent and holds every write acknowledged before it", async () => {
  const t = await makeTestApp();
  const file = join(t.dataDir, "app.db");
  t.db.$client.run("CREATE TABLE load_writes (n INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  const proc = Bun.spawn(["bun", "-e", writer(file)], { stdout: "pipe" });
  let acknowledged = 0;
  const acks = (async () => {
    let rest = "";
    for await (const chunk of proc.stdout.pipeThrough(new TextDecoderStream())) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      acknowledged = Number(lines.at(-1) ?? acknowledged) || acknowledged;
    }
  })();
  try {
    while (acknowledged < 500) await Bun.sleep(5);
    // The CLI's way: its own connection beside the writer's.
    const sqlite = new Database(file);
    sqlite.run("PRAGMA busy_timeout = 5000");
    const before = acknowledged;
    const backup = await createBackup({ sqlite, dataDir: t.dataDir });
    sqlite.close();
    const after = acknowledged;
    expect(after).toBeGreaterThan(before);

    const { stage } = await unpackVerified(backup.path, t.dataDir);
    const copy = join(stage, "app.db");
    const snapshot = new Database(copy, { readonly: true });
    expect(snapshot.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const { rows, max } = snapshot
      .query<{ rows: number; max: number }, []>("SELECT count(*) AS rows, max(n) AS max FROM load_writes")
      .get() ?? { rows: 0, max: 0 };
    snapshot.close();
    expect(max).toBeGreaterThanOrEqual(before);
    // No gaps: every write up to the newest one in the snapshot is in it.
    expect(rows).toBe(max);
  } finally {
    proc.kill();
    await proc.exited;
    await acks;
  }
}, 30_000);
