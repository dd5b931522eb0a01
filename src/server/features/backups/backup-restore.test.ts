import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seed } from "#db/seed.ts";
import { closeDb as closeDrizzle, type Db, openDb } from "#server/db.ts";
import { tablesOf, uploadsOf } from "#tests/helpers/data-state.ts";
import { fixture, uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";
import { RestoreRefused } from "./read";
import { restoreBackup } from "./restore";
import { backupNow } from "./service";

const { t, start, put, png } = uploadKitForEachTest();

// Drizzle's prepared statements keep SQLite's connection (and its lock) alive until they are collected; a server
// process lets go of it when it exits.
function closeDb(db: Db) {
  closeDrizzle(db);
  Bun.gc(true);
}

async function upload(bytes: Uint8Array) {
  const res = await put(await start(), bytes);
  expect(res.status).toBe(200);
}

// A site with data in most tables and two uploads, backed up; the backup's path and what the site held then.
async function backedUpSite() {
  seed(t.db, { sampleData: true });
  await t.publicCaller().contacts.submit({
    name: "Before Backup",
    email: "before@example.com",
    phone: "",
    message: "Written before the backup was taken.",
  });
  await upload(png);
  await upload(fixture("pixel.jpg"));
  const backup = await backupNow(t.app.deps);
  const db = join(t.dataDir, "app.db");
  closeDb(t.db);
  return { backup, db, tables: tablesOf(db), uploads: uploadsOf(t.dataDir) };
}

describe("backup and restore", () => {
  test("restore brings back every table's rows and every upload's bytes, and nothing made after", async () => {
    const site = await backedUpSite();
    expect(Object.keys(site.uploads)).toHaveLength(2);
    expect(site.tables.contacts).toHaveLength(1);

    // Life goes on after the backup: new rows, a removed product, another upload, a lost file.
    const later = openDb(site.db);
    later.$client.run(
      "INSERT INTO contacts (id, name, email, message, created_at) VALUES ('x', 'After', 'a@b.co', 'later', 0)",
    );
    later.$client.run("DELETE FROM products WHERE rowid = (SELECT min(rowid) FROM products)");
    closeDb(later);
    writeFileSync(join(t.dataDir, "uploads", crypto.randomUUID()), "a file made after the backup");
    rmSync(join(t.dataDir, "uploads", Object.keys(site.uploads)[0] ?? ""));
    mkdirSync(join(t.dataDir, "cache", "img"), { recursive: true });
    expect(tablesOf(site.db)).not.toEqual(site.tables);

    const done = await restoreBackup(site.backup.path, t.dataDir);
    expect(done.uploads).toBe(2);
    expect(tablesOf(site.db)).toEqual(site.tables);
    expect(uploadsOf(t.dataDir)).toEqual(site.uploads);
    expect(existsSync(join(t.dataDir, "cache"))).toBe(false);
    // The restored site starts: migrations run, and the data is there.
    const reopened = openDb(site.db);
    expect(reopened.$client.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    closeDb(reopened);
  });

  test("restore refuses while the site has the database open, and changes nothing", async () => {
    const site = await backedUpSite();
    const running = openDb(site.db);
    running.$client.run("DELETE FROM contacts");
    const before = { tables: tablesOf(site.db), uploads: uploadsOf(t.dataDir) };
    await expect(restoreBackup(site.backup.path, t.dataDir)).rejects.toThrow(
      /The site is running .* stop it first, then restore\. Nothing was changed\./,
    );
    closeDb(running);
    expect(tablesOf(site.db)).toEqual(before.tables);
    expect(uploadsOf(t.dataDir)).toEqual(before.uploads);
  });

  test("restore refuses while another process (the server) has the database open", async () => {
    const site = await backedUpSite();
    const server = Bun.spawn(
      [
        "bun",
        "-e",
        `const { Database } = require("bun:sqlite"); new Database(${JSON.stringify(site.db)}).query("SELECT 1 FROM users").get(); console.log("open"); setInterval(() => {}, 1000);`,
      ],
      { stdout: "pipe" },
    );
    try {
      await server.stdout.getReader().read();
      await expect(restoreBackup(site.backup.path, t.dataDir)).rejects.toBeInstanceOf(RestoreRefused);
    } finally {
      server.kill();
      await server.exited;
    }
    await restoreBackup(site.backup.path, t.dataDir);
    expect(tablesOf(site.db)).toEqual(site.tables);
  });

  test("restores into an empty data folder (a new machine)", async () => {
    const site = await backedUpSite();
    const fresh = join(t.dataDir, "elsewhere");
    await restoreBackup(site.backup.path, fresh);
    expect(tablesOf(join(fresh, "app.db"))).toEqual(site.tables);
    expect(uploadsOf(fresh)).toEqual(site.uploads);
  });

  test("the archive is a plain tar.gz any tar can list", async () => {
    const site = await backedUpSite();
    const listing = Bun.spawnSync(["tar", "tzf", site.backup.path]).stdout.toString().trim().split("\n");
    expect(listing.sort()).toEqual(
      ["app.db", "manifest.json", ...Object.keys(site.uploads).map((n) => `uploads/${n}`)].sort(),
    );
    expect(readFileSync(site.backup.path).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});
