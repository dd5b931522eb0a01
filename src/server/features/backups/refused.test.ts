import { describe, expect, spyOn, test } from "bun:test";
import * as fs from "node:fs";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { closeDb } from "#server/db.ts";
import { stoppedCopy, tablesOf, uploadsOf } from "#tests/helpers/data-state.ts";
import { uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";
import { RestoreRefused } from "./read";
import { restoreBackup } from "./restore";
import { backupNow } from "./service";

const { t, start, put, png } = uploadKitForEachTest();

// A backup, then a site that moved on (so a restore that went ahead would show), stopped.
async function siteAndBackup() {
  expect((await put(await start(), png)).status).toBe(200);
  const backup = await backupNow(t.app.deps);
  t.db.$client.run("DELETE FROM site_content");
  expect((await put(await start(), png)).status).toBe(200);
  closeDb(t.db);
  const dir = stoppedCopy(t.dataDir);
  const db = join(dir, "app.db");
  return {
    dir,
    archive: backup.path,
    state: () => ({ db: readFileSync(db), tables: tablesOf(db), uploads: uploadsOf(dir) }),
  };
}

// Rebuilds the archive with its entries changed by `edit` (a valid tar.gz whose contents are wrong).
async function repacked(archive: string, edit: (files: Record<string, Uint8Array | string>) => void) {
  const files: Record<string, Uint8Array | string> = {};
  for (const [path, file] of await new Bun.Archive(readFileSync(archive)).files())
    files[path] = await file.bytes();
  edit(files);
  const out = `${archive}.edited.tar.gz`;
  await Bun.Archive.write(out, files, { compress: "gzip" });
  return out;
}

const manifestOf = (files: Record<string, Uint8Array | string>) =>
  JSON.parse(Buffer.from(files["manifest.json"] ?? "").toString());

async function expectRefused(damage: string, reason: RegExp) {
  const site = await siteAndBackup();
  const before = site.state();
  const file = join(t.dataDir, "candidate.tar.gz");
  writeFileSync(file, await damaged(site.archive, damage));
  const error = await restoreBackup(file, site.dir).catch((e) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  expect(error.message).toMatch(/^candidate\.tar\.gz cannot be restored: .*\. Nothing was changed\.$/);
  expect(error.message).toMatch(reason);
  expect(site.state()).toEqual(before);
}

// The candidate's bytes, made from the good archive by the named damage.
async function damaged(good: string, damage: string): Promise<Uint8Array> {
  const bytes = readFileSync(good);
  switch (damage) {
    case "truncated":
      return bytes.subarray(0, Math.floor(bytes.length * 0.6));
    case "cut-at-the-end":
      return bytes.subarray(0, bytes.length - 4);
    case "flipped-byte": {
      const copy = Buffer.from(bytes);
      copy[copy.length >> 1] = (copy[copy.length >> 1] ?? 0) ^ 0xff;
      return copy;
    }
    case "not-an-archive":
      return Buffer.from("This is a text file someone renamed to .tar.gz\n".repeat(20));
    case "foreign":
      return new Bun.Archive({ "notes.txt": "hello", "app.db": "x" }, { compress: "gzip" }).bytes();
    case "other-manifest":
      return readFileSync(
        await repacked(good, (f) => {
          f["manifest.json"] = JSON.stringify({ ...manifestOf(f), format: "another-app-backup" });
        }),
      );
    case "changed-upload":
      return readFileSync(
        await repacked(good, (f) => {
          const upload = Object.keys(f).find((p) => p.startsWith("uploads/")) ?? "";
          f[upload] = Buffer.concat([Buffer.from(f[upload] ?? ""), Buffer.from("!")]);
        }),
      );
    case "missing-database":
      return readFileSync(
        await repacked(good, (f) => {
          delete f["app.db"];
        }),
      );
    case "extra-file":
      return readFileSync(
        await repacked(good, (f) => {
          f["../outside.txt"] = "sneaked in";
        }),
      );
    case "newer-schema":
      return readFileSync(
        await repacked(good, (f) => {
          const manifest = manifestOf(f);
          f["manifest.json"] = JSON.stringify({
            ...manifest,
            migration: { ...manifest.migration, tag: "9999_future", createdAt: 9e15 },
          });
        }),
      );
    default:
      throw new Error(damage);
  }
}

describe("restore refuses an archive it cannot trust, and changes nothing", () => {
  const cases: Array<[string, RegExp]> = [
    ["truncated", /not a readable \.tar\.gz archive/],
    ["cut-at-the-end", /not a readable \.tar\.gz archive/],
    // Found by the damaged entry's checksum or by gzip's own, whichever is read first.
    ["flipped-byte", /not a readable \.tar\.gz archive|in it is damaged \(its checksum does not match\)/],
    ["not-an-archive", /not a readable \.tar\.gz archive/],
    ["foreign", /not a backup of this site \(it has no manifest\.json\)/],
    ["other-manifest", /not a backup of this site \(its manifest\.json is not one this site writes\)/],
    ["changed-upload", /uploads\/[0-9a-f-]{36} in it is damaged \(its checksum does not match\)/],
    ["missing-database", /app\.db is missing from it/],
    ["extra-file", /it holds \.\.\/outside\.txt, which its manifest does not list/],
    ["newer-schema", /made by a newer version of the site \(schema 9999_future\)/],
  ];
  for (const [damage, reason] of cases) {
    test(damage, () => expectRefused(damage, reason));
  }

  test("a file that is not there", async () => {
    const site = await siteAndBackup();
    const before = site.state();
    await expect(restoreBackup(join(t.dataDir, "nope.tar.gz"), site.dir)).rejects.toThrow(
      "nope.tar.gz cannot be restored: there is no such file. Nothing was changed.",
    );
    expect(site.state()).toEqual(before);
  });

  test("a small archive that unpacks to more than the disk can spare is refused before a byte is written", async () => {
    const site = await siteAndBackup();
    const before = site.state();
    const declared = 64 * 1024 * 1024;
    const bomb = await repacked(site.archive, (f) => {
      const manifest = manifestOf(f);
      f["app.db"] = new Uint8Array(declared);
      const files = manifest.files.map((file: { path: string }) =>
        file.path === "app.db" ? { ...file, size: declared } : file,
      );
      f["manifest.json"] = JSON.stringify({ ...manifest, files });
    });
    expect(fs.statSync(bomb).size).toBeLessThan(1024 * 1024);
    // A disk with 100 MB free: the 64 MB it declares would leave less than the 64 MB kept free.
    const statfs = spyOn(fs, "statfsSync").mockReturnValue({ bavail: 25_600, bsize: 4096 } as fs.StatsFs);
    const writes = spyOn(fs, "writeSync");
    try {
      await expect(restoreBackup(bomb, site.dir)).rejects.toThrow(
        /: it unpacks to 6\d MB and the disk has 100 MB free \(64 MB must stay free\): make room first\. Nothing was changed\.$/,
      );
      expect(writes).not.toHaveBeenCalled();
    } finally {
      statfs.mockRestore();
      writes.mockRestore();
    }
    expect(site.state()).toEqual(before);
  });
});
