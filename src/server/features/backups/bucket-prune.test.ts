import { afterAll, expect, test } from "bun:test";
import { s3Server } from "#tests/helpers/s3-server.ts";
import type { BucketConfig } from "./bucket-config";
import { copiesInBucket, pruneBucket } from "./bucket-listing";
import { backupName } from "./store";

const s3 = await s3Server();
afterAll(() => s3.close());
const dayMs = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-12-08T04:00:00Z");

const configAt = (prefix: string): BucketConfig => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  prefix,
  source: "environment",
});

// A copy made `daysAgo` days before now, with its record unless it is a half upload.
async function copyIn(prefix: string, daysAgo: number, whole = true) {
  const name = backupName(new Date(now - daysAgo * dayMs));
  await s3.client.write(`${prefix}${name}.sealed`, "sealed bytes");
  if (whole) await s3.client.write(`${prefix}${name}.sealed.json`, "{}");
  return name;
}

test("the bucket keeps BACKUP_KEEP_DAYS of copies, as the disk does; older ones go with their records", async () => {
  const prefix = "keep/";
  const fresh = await copyIn(prefix, 1);
  const week = await copyIn(prefix, 7);
  const old = await copyIn(prefix, 20);
  const half = await copyIn(prefix, 30, false);
  await s3.client.write(`${prefix}notes.txt`, "the owner's own file");
  expect((await pruneBucket(configAt(prefix), 14, now)).sort()).toEqual([half, old].sort());
  expect(await s3.keys(prefix)).toEqual(
    [
      `${prefix}${fresh}.sealed`,
      `${prefix}${fresh}.sealed.json`,
      `${prefix}${week}.sealed`,
      `${prefix}${week}.sealed.json`,
      `${prefix}notes.txt`,
    ].sort(),
  );
});

test("never the newest whole copy, however old, even with a newer half upload beside it", async () => {
  const prefix = "off-for-weeks/";
  const newestWhole = await copyIn(prefix, 40);
  await copyIn(prefix, 60);
  await copyIn(prefix, 30, false);
  await pruneBucket(configAt(prefix), 14, now);
  expect((await copiesInBucket(configAt(prefix))).map((c) => [c.name, c.recorded])).toEqual([
    [newestWhole, true],
  ]);
});
