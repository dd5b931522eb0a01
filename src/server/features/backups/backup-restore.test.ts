import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seed } from "#db/seed.ts";
import { closeDb } from "#server/db.ts";
import { stoppedCopy, tablesOf, uploadsOf } from "#tests/helpers/data-state.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { fixture, uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";
import { restoreBackup } from "./restore";
import { backupNow } from "./service";

const { t, start, put, png } = uploadKitForEachTest();

async function upload(bytes: typeof png) {
  const res = await put(await start(), bytes);
  expect(res.status).toBe(200);
}

// A site with data in most tables and two uploads, backed up, then stopped: its folder, its backup, and what it
// held when the backup was taken.
async function backedUpSite() {
  seed(t.db, { sampleData: true });
  await sentByScript(t, "/contact", {
    name: "Before Backup",
    email: "before@example.com",
    message: "Written before the backup was taken.",
  });
  await upload(png);
  await upload(fixture("pixel.jpg"));
  const backup = await backupNow(t.app.deps);
  closeDb(t.db);
  const dir = stoppedCopy(t.dataDir);
  const db = join(dir, "app.db");
  return { backup, dir, db, tables: tablesOf(db), uploads: uploadsOf(dir) };
}

function sql(file: string, ...statements: string[]) {
  const db = new Database(file);
  for (const statement of statements) db.run(statement);
  db.close();
}

describe("backup and restore", () => {
  test("restore brings back every table's rows and every upload's bytes, and nothing made after", async () => {
    const site = await backedUpSite();
    expect(Object.keys(site.uploads)).toHaveLength(2);
    expect(site.tables.contacts).toHaveLength(1);

    // Life goes on after the backup: new rows, a removed product, another upload, a lost file.
    sql(
      site.db,
      "INSERT INTO contacts (id, name, email, message, created_at) VALUES ('x', 'After', 'a@b.co', 'later', 0)",
      "DELETE FROM products WHERE rowid = (SELECT min(rowid) FROM products)",
    );
    writeFileSync(join(site.dir, "uploads", crypto.randomUUID()), "a file made after the backup");
    rmSync(join(site.dir, "uploads", Object.keys(site.uploads)[0] ?? ""));
    mkdirSync(join(site.dir, "cache", "img"), { recursive: true });
    expect(tablesOf(site.db)).not.toEqual(site.tables);

    const replaced = { tables: tablesOf(site.db), uploads: uploadsOf(site.dir) };
    const done = await restoreBackup(site.backup.path, site.dir);
    expect(done.uploads).toBe(2);
    expect(tablesOf(site.db)).toEqual(site.tables);
    expect(uploadsOf(site.dir)).toEqual(site.uploads);

    // The replaced state was backed up first: restoring that undoes the restore.
    await restoreBackup(join(site.dir, "backups", done.undo ?? ""), site.dir);
    expect(tablesOf(site.db)).toEqual(replaced.tables);
    expect(uploadsOf(site.dir)).toEqual(replaced.uploads);
    expect(existsSync(join(site.dir, "cache"))).toBe(false);
    const restored = new Database(site.db, { readonly: true });
    expect(restored.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    restored.close();
  });

  test("restore refuses while the site has the database open, and changes nothing", async () => {
    const site = await backedUpSite();
    const running = new Database(site.db);
    running.run("DELETE FROM contacts");
    const before = { tables: tablesOf(site.db), uploads: uploadsOf(site.dir) };
    await expect(restoreBackup(site.backup.path, site.dir)).rejects.toThrow(
      /The site is running .* stop it first, then restore\. Nothing was changed\./,
    );
    running.close();
    expect(tablesOf(site.db)).toEqual(before.tables);
    expect(uploadsOf(site.dir)).toEqual(before.uploads);
  });

  test("restore refuses while the server runs on that data folder, and goes ahead once it has stopped", async () => {
    const site = await backedUpSite();
    const env = {
      DATA_DIR: site.dir,
      HOST: "127.0.0.1",
      PORT: "0",
      ARGON2_MEMORY_KIB: "64",
      BACKUP_HOUR: "off",
    };
    const server = Bun.spawn(["bun", "src/server/index.ts"], {
      cwd: join(import.meta.dir, "../../../.."),
      env: { ...process.env, ...env, DIST_DIR: join(site.dir, "no-dist") },
      stdout: "pipe",
    });
    try {
      const reader = server.stdout.getReader();
      for (let log = ""; !log.includes("Listening on"); ) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the server exited:\n${log}`);
        log += new TextDecoder().decode(chunk.value);
      }
      await expect(restoreBackup(site.backup.path, site.dir)).rejects.toThrow(/The site is running/);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
    sql(site.db, "DELETE FROM contacts");
    await restoreBackup(site.backup.path, site.dir);
    expect(tablesOf(site.db)).toEqual(site.tables);
  });

  test("restores over a database SQLite cannot read at all (the damage a restore is for)", async () => {
    const site = await backedUpSite();
    writeFileSync(site.db, crypto.getRandomValues(new Uint8Array(20_000)));
    const done = await restoreBackup(site.backup.path, site.dir);
    expect(done.undo).toBeUndefined();
    expect(tablesOf(site.db)).toEqual(site.tables);
    expect(uploadsOf(site.dir)).toEqual(site.uploads);
  });

  test("restores into an empty data folder (a new machine)", async () => {
    const site = await backedUpSite();
    const fresh = join(site.dir, "elsewhere");
    await restoreBackup(site.backup.path, fresh);
    expect(tablesOf(join(fresh, "app.db"))).toEqual(site.tables);
    expect(uploadsOf(fresh)).toEqual(site.uploads);
  });

  test("the archive is a plain tar.gz that GNU tar and Bun.Archive read back byte for byte", async () => {
    const site = await backedUpSite();
    const listing = Bun.spawnSync(["tar", "tzf", site.backup.path]).stdout.toString().trim().split("\n");
    const uploads = Object.keys(site.uploads).map((n) => `uploads/${n}`);
    expect(listing).toEqual(["manifest.json", "app.db", ...uploads.sort()]);
    const out = join(site.dir, "untarred");
    mkdirSync(out);
    expect(Bun.spawnSync(["tar", "xzf", site.backup.path, "-C", out]).exitCode).toBe(0);
    expect(uploadsOf(out)).toEqual(site.uploads);
    const files = await new Bun.Archive(readFileSync(site.backup.path)).files();
    for (const upload of uploads) {
      expect(Buffer.from((await files.get(upload)?.bytes()) ?? [])).toEqual(
        site.uploads[upload.slice(8)] ?? Buffer.alloc(0),
      );
    }
  });
});
