import { expect, test } from "bun:test";
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { closeDb } from "#server/db.ts";
import { stoppedCopy, tablesOf } from "#tests/helpers/data-state.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";

const root = join(import.meta.dir, "../../../..");

async function run(script: string, args: string[], dataDir: string) {
  const child = Bun.spawn(["bun", `scripts/ops/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { out, err, code };
}

test("bun run backup prints the archive's path and size; bun run restore takes it back, by name", async () => {
  const t = await makeTestApp();
  // The site keeps running (its connection stays open) while the command backs it up.
  const backup = await run("backup", [], t.dataDir);
  expect(backup.code).toBe(0);
  const [, path, size] = backup.out.match(/^Backup written: (\S+\.tar\.gz) \(([\d.]+ kB)\)\n$/) ?? [];
  expect(statSync(path ?? "").isFile()).toBe(true);
  expect(size).toBeDefined();

  closeDb(t.db);
  const site = stoppedCopy(t.dataDir);
  const tables = tablesOf(join(site, "app.db"));
  writeFileSync(join(site, "note.txt"), "");
  const name = path?.split("/").pop() ?? "";
  const refused = await run("restore", [name], site);
  expect(refused.code).toBe(1);
  expect(refused.err).toBe(`${name} cannot be restored: there is no such file. Nothing was changed.\n`);
  const restored = await run("restore", [path ?? ""], site);
  expect(restored.code).toBe(0);
  expect(restored.out).toContain("Start the site now.");
  expect(tablesOf(join(site, "app.db"))).toEqual(tables);
});

test("bun run restore refuses a damaged archive with one line, exit code 1", async () => {
  const t = await makeTestApp();
  const junk = join(t.dataDir, "junk.tar.gz");
  writeFileSync(junk, "not an archive");
  const restored = await run("restore", [junk], t.dataDir);
  expect(restored.code).toBe(1);
  expect(restored.err).toBe(
    "junk.tar.gz cannot be restored: it is not a readable .tar.gz archive (damaged or cut short). Nothing was changed.\n",
  );
  const usage = await run("restore", [], t.dataDir);
  expect(usage.code).toBe(2);
});
