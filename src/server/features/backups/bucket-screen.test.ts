import { afterAll, describe, expect, spyOn, test } from "bun:test";
import * as fs from "node:fs";
import { auditLog, backupBucket, backupCopies } from "#db/schema.ts";
import { s3Server } from "#tests/helpers/s3-server.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { bucketWorker } from "./bucket-worker";

const s3 = await s3Server();
afterAll(() => s3.close());
const t = appForEachTest();
const secret = "Zk2-the-owners-bucket-secret-9fQ";
const settings = {
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: secret,
  prefix: "safa/backups",
};
const s3Error = (status: number, code: string) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>No.</Message></Error>`,
    {
      status,
      headers: { "content-type": "application/xml" },
    },
  );
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error) => `${error.code ?? ""}: ${error.message}`,
  );

describe("the bucket on the Backups screen", () => {
  test("saved: the secret is sealed in the database and never shown again; a test connection writes, reads and deletes", async () => {
    const admin = t.adminCaller();
    expect(await admin.backups.saveBucket(settings)).toEqual({ bucket: s3.bucket, prefix: "safa/backups/" });
    const row = t.db.select().from(backupBucket).get();
    expect(JSON.stringify(row)).not.toContain(secret);
    const { bucket } = await admin.backups.overview();
    expect(bucket).toMatchObject({
      state: "ready",
      source: "saved",
      bucket: s3.bucket,
      prefix: "safa/backups/",
    });
    expect(JSON.stringify(bucket)).not.toContain(secret);
    const before = await s3.keys("safa/");
    // Saved again without a secret: the old one is kept.
    await admin.backups.saveBucket({ ...settings, secretAccessKey: "" });
    expect(await admin.backups.testBucket()).toEqual({
      ok: true,
      message: `Connected to ${s3.bucket}/safa/backups/ at ${new URL(s3.endpoint).host}: wrote, read back, listed and deleted a test file.`,
    });
    expect(await s3.keys("safa/")).toEqual(before);
  });

  test("a test connection says exactly what failed: credentials, bucket, host, permission", async () => {
    const admin = t.adminCaller();
    const host = new URL(s3.endpoint).host;
    const tried = async (changes: Partial<typeof settings>) => {
      await admin.backups.saveBucket({ ...settings, ...changes });
      return (await admin.backups.testBucket()).message;
    };
    expect(await tried({ accessKeyId: "NOT-A-KEY" })).toBe(
      "Could not write a test file: the storage refused the credentials: it does not know this access key ID.",
    );
    expect(await tried({ bucket: "no-such-bucket" })).toBe(
      `Could not write a test file: no such bucket: ${host} has no bucket named no-such-bucket.`,
    );
    expect(await tried({ endpoint: "http://no-such-host.invalid:9000" })).toBe(
      "Could not write a test file: unknown host: no-such-host.invalid:9000 could not be found (check the endpoint).",
    );
    s3.intercept((req) => (req.method === "PUT" ? s3Error(403, "AccessDenied") : undefined));
    try {
      expect(await tried({})).toBe(
        `Could not write a test file: no permission: these credentials may not write in ${s3.bucket}.`,
      );
      s3.intercept((req) => (req.method === "DELETE" ? s3Error(403, "AccessDenied") : undefined));
      expect(await tried({})).toBe(
        `Could not delete it (it wrote, read back, listed): no permission: these credentials may not delete from ${s3.bucket}.`,
      );
    } finally {
      s3.intercept(undefined);
    }
    // The site goes on answering.
    expect((await t.request("/healthz")).status).toBe(200);
  });

  test("wrong credentials, a missing bucket and a full bucket: the copy fails with the reason, the site goes on", async () => {
    const admin = t.adminCaller();
    await admin.backups.makeKey({});
    const reasonAfter = async (changes: Partial<typeof settings>) => {
      await admin.backups.saveBucket({ ...settings, ...changes });
      await bucketWorker(t.app.deps, { log: () => {}, warn: () => {} }).runOnce();
      return (await admin.backups.overview()).backups[0]?.copy;
    };
    await admin.backups.create();
    expect(await reasonAfter({ accessKeyId: "NOT-A-KEY" })).toMatchObject({
      status: "failed",
      lastError: "the storage refused the credentials: it does not know this access key ID",
      nextAttemptAt: expect.any(String),
    });
    expect((await reasonAfter({ bucket: "gone-bucket" }))?.lastError).toBe(
      `no such bucket: ${new URL(s3.endpoint).host} has no bucket named gone-bucket`,
    );
    s3.intercept((req) =>
      req.method === "PUT" || req.method === "POST" ? s3Error(507, "XMinioStorageFull") : undefined,
    );
    try {
      expect((await reasonAfter({}))?.lastError).toBe(
        "the bucket is full or refuses a file this size (XMinioStorageFull): make room or raise its limit",
      );
    } finally {
      s3.intercept(undefined);
    }
    expect(await reasonAfter({})).toMatchObject({ status: "stored", lastError: null });
    expect((await t.request("/api/products")).status).toBe(200);
  });

  test("Back up now on a full disk: a message the owner can act on, and the site goes on", async () => {
    const full = spyOn(fs, "mkdtempSync").mockImplementation(() => {
      throw Object.assign(new Error("ENOSPC: no space left on device, mkdtemp"), { code: "ENOSPC" });
    });
    const logged = spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await refusal(t.adminCaller().backups.create())).toBe(
        "SERVICE_UNAVAILABLE: The server's disk is full, so nothing was saved. Free some space (old uploads or backups) and try again.",
      );
    } finally {
      full.mockRestore();
      logged.mockRestore();
    }
    expect(t.db.select().from(backupCopies).all()).toEqual([]);
    expect((await t.request("/healthz")).status).toBe(200);
  });

  test("the key is shown once as 24 words; the overview never has it; a typed key must be a real one", async () => {
    const admin = t.adminCaller();
    const { words } = await admin.backups.makeKey({});
    expect(words.split(" ")).toHaveLength(24);
    expect(JSON.stringify(await admin.backups.overview())).not.toContain(
      words.split(" ").slice(0, 2).join(" "),
    );
    expect(JSON.stringify(t.db.select().from(backupBucket).get())).not.toContain(words.split(" ")[0]);
    expect(await refusal(admin.backups.makeKey({}))).toStartWith("CONFLICT: There is a key already");
    const swapped = words.split(" ").reverse().join(" ");
    expect(await refusal(admin.backups.enterKey({ key: swapped }))).toBe(
      "BAD_REQUEST: These are not the 24 words of a backup key: check each word and their order",
    );
    expect(await admin.backups.enterKey({ key: words.toUpperCase() })).toEqual({ saved: true });
    expect((await admin.backups.overview()).bucket.key).toMatchObject({ state: "ready", source: "saved" });
  });

  test("nothing secret reaches the audit log's details", async () => {
    const admin = t.adminCaller();
    await admin.backups.saveBucket(settings);
    await admin.backups.testBucket();
    const { words } = await admin.backups.makeKey({});
    await admin.backups.enterKey({ key: words });
    const entries = t.db.select().from(auditLog).all();
    expect(entries.map((e) => e.action)).toEqual([
      "backups.saveBucket",
      "backups.testBucket",
      "backups.makeKey",
      "backups.enterKey",
    ]);
    const all = JSON.stringify(entries);
    expect(all).not.toContain(secret);
    for (const word of new Set(words.split(" "))) expect(all).not.toContain(` ${word} `);
    expect(entries[0]?.summary).toBe(`${s3.bucket}/safa/backups/`);
  });
});

describe("a bucket set by the environment", () => {
  const withEnv = appForEachTest({ ...s3.env, S3_SECRET_ACCESS_KEY: secret });
  test("wins, is shown without its secret, and cannot be changed on the screen", async () => {
    const admin = withEnv.adminCaller();
    const { bucket } = await admin.backups.overview();
    expect(bucket).toMatchObject({ state: "ready", source: "environment", prefix: "tissue-site/" });
    expect(JSON.stringify(bucket)).not.toContain(secret);
    expect(await refusal(admin.backups.saveBucket(settings))).toBe(
      "CONFLICT: The bucket is set by the server's environment (S3_BUCKET): change it there.",
    );
  });
});
