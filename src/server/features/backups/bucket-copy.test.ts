import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { backupCopies, outbox } from "#db/schema.ts";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { s3Server } from "#tests/helpers/s3-server.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { bucketWorker } from "./bucket-worker";
import { nextBackupAt } from "./schedule";
import { unseal } from "./sealed-archive";
import { backupNow, nightlyBackups } from "./service";
import { backupsDir } from "./store";

const s3 = await s3Server();
afterAll(() => s3.close());
const key = newBackupKey();
const secret = "wJalrXUtnFEMI-bucket-secret-never-logged";
const t = appForEachTest({
  ...s3.env,
  S3_SECRET_ACCESS_KEY: secret,
  BACKUP_S3_PREFIX: "safa/backups",
  BACKUP_KEY: backupKeyWords(key),
  OWNER_EMAIL: "owner@safa.example",
});
const lines: string[] = [];
const worker = () =>
  bucketWorker(t.app.deps, { log: (line) => lines.push(line), warn: (line) => lines.push(line) });
const minute = 60_000;

async function openedCopy(name: string) {
  const parts: Uint8Array[] = [];
  await unseal(s3.client.file(`safa/backups/${name}.sealed`).stream(), key, (plain) => {
    parts.push(plain);
  });
  return Buffer.concat(parts);
}

const copyOf = (name: string) => t.db.select().from(backupCopies).where(eq(backupCopies.name, name)).get();
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

test("Back up now: the copy reaches the bucket, sealed, and opens to the archive's bytes", async () => {
  const made = await backupNow(t.app.deps);
  expect(copyOf(made.name)?.status).toBe("waiting");
  await worker().runOnce();
  const copy = copyOf(made.name);
  expect(copy).toMatchObject({ status: "stored", lastError: null });
  const archive = readFileSync(join(backupsDir(t.dataDir), made.name));
  expect(sameBytes(await openedCopy(made.name), archive)).toBe(true);
  // The bucket holds the sealed bytes, never the archive itself, and a record that names the copy's checksum.
  const sealed = await s3.client.file(`safa/backups/${made.name}.sealed`).bytes();
  expect(sealed.length).toBe(copy?.storedSize ?? 0);
  expect(new Bun.CryptoHasher("sha256").update(sealed).digest("hex")).toBe(copy?.storedSha256 ?? "");
  expect(Buffer.from(sealed).includes(archive.subarray(0, 64))).toBe(false);
  const record = await s3.client.file(`safa/backups/${made.name}.sealed.json`).json();
  expect(record).toMatchObject({ name: made.name, size: copy?.storedSize, sha256: copy?.storedSha256 });
});

test("the nightly backup is copied the same way", async () => {
  const nightly = nightlyBackups(t.app.deps, () => {});
  const now = t.app.deps.now();
  t.advance(nextBackupAt(now, 3, undefined) - now);
  await nightly.runIfDue();
  const [copy] = t.db.select().from(backupCopies).all();
  expect(copy?.name).toBeDefined();
  await worker().runOnce();
  const name = copy?.name ?? "";
  expect(copyOf(name)?.status).toBe("stored");
  expect(sameBytes(await openedCopy(name), readFileSync(join(backupsDir(t.dataDir), name)))).toBe(true);
});

test("the bucket down for an hour: every try fails with its reason, none is lost, and it is stored once back", async () => {
  await s3.stop();
  try {
    const made = await backupNow(t.app.deps);
    const run = worker();
    await run.runOnce();
    expect(copyOf(made.name)).toMatchObject({
      status: "failed",
      lastError: expect.stringContaining("refused the connection"),
    });
    for (let waited = 0; waited < 60; waited += 5) {
      t.advance(5 * minute);
      await run.runOnce();
      expect(copyOf(made.name)?.status).toBe("failed");
    }
    const triesWhileDown = copyOf(made.name)?.attempts ?? 0;
    expect(triesWhileDown).toBeGreaterThanOrEqual(4);
    s3.start();
    for (let waited = 0; waited <= 30 && copyOf(made.name)?.status !== "stored"; waited += 5) {
      t.advance(5 * minute);
      await run.runOnce();
    }
    expect(copyOf(made.name)).toMatchObject({ status: "stored", lastError: null });
    expect(sameBytes(await openedCopy(made.name), readFileSync(join(backupsDir(t.dataDir), made.name)))).toBe(
      true,
    );
  } finally {
    s3.start();
  }
});

test("no copy for 48 hours: the owner is mailed once through the outbox, and the overview says so", async () => {
  await s3.stop();
  try {
    await backupNow(t.app.deps);
    const run = worker();
    await run.runOnce();
    expect(t.db.select().from(outbox).where(eq(outbox.kind, "backup_bucket_silent")).all()).toHaveLength(0);
    expect((await t.adminCaller().backups.overview()).bucket.silentSince).toBeNull();
    expect(await t.adminCaller().backups.silence()).toBeNull();
    for (let hours = 0; hours < 50; hours++) {
      t.advance(60 * minute);
      await run.runOnce();
    }
    const mails = t.db.select().from(outbox).where(eq(outbox.kind, "backup_bucket_silent")).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "owner@safa.example",
      subject: "No backup has reached your bucket for 2 days",
    });
    expect(mails[0]?.text).toContain("refused the connection");
    expect((await t.adminCaller().backups.overview()).bucket.silentSince).not.toBeNull();
    expect(await t.adminCaller().backups.silence()).toMatchObject({
      everStored: false,
      lastError: expect.stringContaining("refused the connection"),
    });
  } finally {
    s3.start();
  }
});

test("a bucket that keeps less than was sent: the copy is not counted as stored, and has no record", async () => {
  // A name no other test's backup has (they share the bucket, and names are the clock's second).
  t.advance(3 * 24 * 60 * minute);
  const made = await backupNow(t.app.deps);
  s3.intercept((req) =>
    req.method === "HEAD"
      ? new Response(null, { headers: { "content-length": "10", etag: '"x"' } })
      : undefined,
  );
  try {
    await worker().runOnce();
  } finally {
    s3.intercept(undefined);
  }
  expect(copyOf(made.name)).toMatchObject({
    status: "failed",
    lastError: expect.stringMatching(
      /^the bucket did not keep the whole copy \(the bucket holds 10 of \d+ bytes\)$/,
    ),
  });
  expect(await s3.keys(`safa/backups/${made.name}`)).toEqual([`safa/backups/${made.name}.sealed`]);
});

test("a copy whose archive left the disk first fails for good, saying so", async () => {
  const made = await backupNow(t.app.deps);
  const { rmSync } = await import("node:fs");
  rmSync(join(backupsDir(t.dataDir), made.name));
  await worker().runOnce();
  expect(copyOf(made.name)).toMatchObject({
    status: "failed",
    nextAttemptAt: null,
    lastError: "it was removed from this server before it reached the bucket",
  });
});

test("nothing secret reaches a log line, failing or storing", async () => {
  t.advance(6 * 24 * 60 * minute);
  await backupNow(t.app.deps);
  await s3.stop();
  try {
    await worker().runOnce();
  } finally {
    s3.start();
  }
  t.advance(5 * minute);
  await worker().runOnce();
  const words = backupKeyWords(key);
  const hex = Buffer.from(key).toString("hex");
  expect(lines.some((line) => line.includes("not stored"))).toBe(true);
  expect(lines.some((line) => line.startsWith("Backup copy stored"))).toBe(true);
  for (const line of lines) {
    expect(line).not.toContain(secret);
    expect(line).not.toContain(hex);
    expect(line).not.toContain(words.split(" ").slice(0, 3).join(" "));
  }
});
