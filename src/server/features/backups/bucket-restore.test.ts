import { afterAll, describe, expect, spyOn, test } from "bun:test";
import * as fs from "node:fs";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seed } from "#db/seed.ts";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { closeDb } from "#server/db.ts";
import { parseSettings } from "#server/settings.ts";
import { stoppedCopy, tablesOf, uploadsOf } from "#tests/helpers/data-state.ts";
import { s3Server } from "#tests/helpers/s3-server.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { fixture, uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";
import { restoreFromBucket } from "./bucket-restore";
import { bucketWorker } from "./bucket-worker";
import { backupNow } from "./service";

const root = join(import.meta.dir, "../../../..");
const s3 = await s3Server();
afterAll(() => s3.close());
const key = newBackupKey();
const prefix = "safa/";
const env = { ...s3.env, BACKUP_S3_PREFIX: prefix, BACKUP_KEY: backupKeyWords(key) };
const { t, start, put, png } = uploadKitForEachTest(env);

// s3rver may answer a PUT before a GET serves the new bytes (seen: a restore read the object's previous bytes):
// a test that replaces an object waits until the storage serves what it wrote.
async function servedAs(object: string, bytes: string | Uint8Array) {
  const want = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  for (let tries = 0; tries < 50; tries++) {
    if (Buffer.from(await s3.client.file(object).bytes()).equals(want)) return;
    await Bun.sleep(20);
  }
  throw new Error(`the storage never served the bytes written to ${object}`);
}

// A new server's empty data folder.
const emptyFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "tissue-new-server-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function restore(args: string[], dataDir: string, extra: Record<string, string> = {}) {
  const child = Bun.spawn(["bun", "scripts/ops/restore.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, ...extra },
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

// A site with its sample data, a contact and two uploads, backed up and copied to the bucket; then the server is
// gone. Answers what it held when the backup was taken (the copies' own table aside: it records the upload after).
let tests = 0;
async function siteInTheBucket() {
  // Each test's backup a minute after the last one's, whatever their order: the tests share the bucket, a backup's
  // name is its time, and `latest` must be this test's.
  t.advance(++tests * 60_000);
  seed(t.db, { sampleData: true });
  await sentByScript(t, "/contact", { name: "Before", email: "b@example.com", message: "Kept off-site." });
  for (const bytes of [png, fixture("pixel.jpg")]) expect((await put(await start(), bytes)).status).toBe(200);
  const made = await backupNow(t.app.deps);
  await bucketWorker(t.app.deps, { log: () => {}, warn: () => {} }).runOnce();
  closeDb(t.db);
  const copy = stoppedCopy(t.dataDir);
  const { backup_copies: _, ...tables } = tablesOf(join(copy, "app.db"));
  return { name: made.name, tables, uploads: uploadsOf(copy) };
}

describe("restore from the bucket onto a new server", () => {
  test("`bun run restore --from-bucket latest` into an empty folder brings back every row and upload", async () => {
    const site = await siteInTheBucket();
    const dir = emptyFolder();
    const done = await restore(["--from-bucket", "latest"], dir);
    expect(done.err).toBe("");
    expect(done.code).toBe(0);
    expect(done.out).toContain(`Restored ${site.name} from the bucket into ${dir}`);
    const { backup_copies: _, ...tables } = tablesOf(join(dir, "app.db"));
    expect(tables).toEqual(site.tables);
    expect(Object.keys(site.uploads)).toHaveLength(2);
    expect(uploadsOf(dir)).toEqual(site.uploads);
    // Nothing of the download is left beside it.
    expect(readdirSync(dir).sort()).toEqual(["app.db", "uploads"]);
  });

  test("a wrong key is refused with one line, and the folder is left as it was", async () => {
    const site = await siteInTheBucket();
    const dir = emptyFolder();
    const done = await restore(["--from-bucket", "latest"], dir, {
      BACKUP_KEY: backupKeyWords(newBackupKey()),
    });
    expect(done.code).toBe(1);
    expect(done.err).toBe(
      `${site.name} cannot be restored from the bucket: BACKUP_KEY is not the key it was sealed with. Nothing was changed.\n`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  test("a copy changed in the bucket, or one that is not a sealed backup, is refused with no change", async () => {
    const site = await siteInTheBucket();
    const object = `${prefix}${site.name}.sealed`;
    const sealed = await s3.client.file(object).bytes();
    sealed[sealed.length - 100] = (sealed[sealed.length - 100] as number) ^ 1;
    await s3.client.write(object, sealed);
    await servedAs(object, sealed);
    const dir = emptyFolder();
    const settings = parseSettings({ ...env, DATA_DIR: dir });
    await expect(restoreFromBucket(settings, "latest")).rejects.toThrow(
      `${site.name} cannot be restored from the bucket: it is damaged or cut short in the bucket. Nothing was changed.`,
    );
    const foreign = "a tar.gz someone put here, not sealed by the site".repeat(4);
    await s3.client.write(object, foreign);
    await servedAs(object, foreign);
    await expect(restoreFromBucket(settings, site.name)).rejects.toThrow(
      `${site.name} cannot be restored from the bucket: it is not a sealed backup of this site. Nothing was changed.`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  test("latest is the newest whole copy: a copy without its record (an upload cut short) is never taken", async () => {
    const site = await siteInTheBucket();
    const half = "backup-2099-01-01T03-00-00Z.tar.gz";
    await s3.client.write(`${prefix}${half}.sealed`, "the first part of a copy whose upload was killed");
    const dir = emptyFolder();
    const settings = parseSettings({ ...env, DATA_DIR: dir });
    expect((await restoreFromBucket(settings, "latest")).name).toBe(site.name);
    await expect(restoreFromBucket(parseSettings({ ...env, DATA_DIR: emptyFolder() }), half)).rejects.toThrow(
      `${half} cannot be restored from the bucket: its upload never finished, so it is not a whole copy. Nothing was changed.`,
    );
  });

  test("a disk without room for the copy is refused before the download", async () => {
    const site = await siteInTheBucket();
    const dir = emptyFolder();
    const statfs = spyOn(fs, "statfsSync").mockReturnValue({ bavail: 1000, bsize: 4096 } as fs.StatsFs);
    try {
      await expect(restoreFromBucket(parseSettings({ ...env, DATA_DIR: dir }), "latest")).rejects.toThrow(
        new RegExp(
          `^${site.name} cannot be restored from the bucket: it is 1 MB and the disk has 4 MB free \\(64 MB must stay free\\): make room first\\. Nothing was changed\\.$`,
        ),
      );
    } finally {
      statfs.mockRestore();
    }
    expect(existsSync(join(dir, "app.db"))).toBe(false);
  });

  test("without the bucket's variables or the key, it says which are needed", async () => {
    const dir = emptyFolder();
    const none = await restore(["--from-bucket", "latest"], dir, {
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      S3_REGION: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
    });
    expect(none.code).toBe(1);
    expect(none.err).toStartWith(
      "latest cannot be restored from the bucket: S3_BUCKET, S3_ACCESS_KEY_ID and",
    );
    const noKey = await restore(["--from-bucket", "latest"], dir, { BACKUP_KEY: "" });
    expect(noKey.err).toBe(
      "latest cannot be restored from the bucket: BACKUP_KEY is not set: give the key its copies were sealed with (24 words). Nothing was changed.\n",
    );
    expect((await restore(["--from-bucket"], dir)).code).toBe(2);
  });
});
