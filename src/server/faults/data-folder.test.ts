import { expect, test } from "bun:test";
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contacts } from "#db/schema.ts";
import { emptyDataDir } from "#tests/helpers/test-db.ts";

const serverEntry = join(import.meta.dir, "../index.ts");

async function start(dataDir: string) {
  const server = Bun.spawn(["bun", serverEntry], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", ADMIN_PASSWORD: "long enough password" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const code = await server.exited;
  return { code, stderr: await new Response(server.stderr).text() };
}

test("an unusable data folder stops the server with one line naming it, no stack trace", async () => {
  const notAFolder = join(emptyDataDir().dataDir, "a-file");
  writeFileSync(notAFolder, "");
  for (const dataDir of [notAFolder, "/proc/tissue-data"]) {
    const { code, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain(`The data folder ${dataDir} cannot be written`);
    expect(stderr).not.toMatch(/\bat .+:\d+:\d+|SQLiteError/);
  }
});

// 6 MB in 60 commits of 100 kB, the WAL's size read after each. Each commit waits for one disk sync, so with one
// row a commit (3,000 syncs) a busy machine took longer than the test may; the bound is the same either way.
test("the WAL stays near 1 MiB however much is written", () => {
  const { dataDir: dir, db } = emptyDataDir();
  let largest = 0;
  for (let commit = 0; commit < 60; commit++) {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      name: `Buyer ${commit}-${i}`,
      email: "b@hotel.example",
      message: "x".repeat(2000),
    }));
    db.insert(contacts).values(rows).run();
    largest = Math.max(largest, statSync(join(dir, "app.db-wal")).size);
  }
  expect(largest).toBeLessThan(1.5 * 1024 * 1024);
  db.$client.close();
});
