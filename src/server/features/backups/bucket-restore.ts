import {
  closeSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type { Settings } from "#server/settings.ts";
import { type BucketConfig, copyKey, recordKey, s3Of } from "./bucket-config";
import { bucketProblem } from "./bucket-errors";
import { copiesInBucket } from "./bucket-listing";
import { type CopyRecord, copyRecordSchema, StepFailed, step } from "./bucket-upload";
import { RestoreRefused } from "./read";
import { restoreBackup } from "./restore";
import { SealRefused, unseal } from "./sealed-archive";

const reserveBytes = 64 * 1024 * 1024;
const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024).toLocaleString("en")} MB`;

const sealedWhy: Record<SealRefused["why"], string> = {
  "wrong-key": "BACKUP_KEY is not the key it was sealed with",
  foreign: "it is not a sealed backup of this site",
  damaged: "it is damaged or cut short in the bucket",
};

// The bucket from the environment only: a new server has no database to have saved one in.
function bucketOf(settings: Settings): BucketConfig | undefined {
  if (!settings.S3_BUCKET || !settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: settings.S3_ENDPOINT,
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    prefix: settings.BACKUP_S3_PREFIX,
    source: "environment",
  };
}

const asName = (which: string) => which.replace(/\.sealed(\.json)?$/, "");

// `bun run restore --from-bucket latest` (or a backup's name): downloads the copy, checks it against its record and
// opens it with BACKUP_KEY into a folder inside DATA_DIR, then restores it as `bun run restore` does, with the same
// checks (docs/decisions/105). Every refusal is one RestoreRefused line, and nothing outside that folder changed.
export async function restoreFromBucket(settings: Settings, which: string) {
  const refuse = (name: string, why: string) =>
    new RestoreRefused(`${name} cannot be restored from the bucket: ${why}. Nothing was changed.`);
  const config = bucketOf(settings);
  if (!config) {
    throw refuse(
      which,
      "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION, BACKUP_S3_PREFIX as set on the old server) must be set",
    );
  }
  const key = settings.BACKUP_KEY;
  if (!key) throw refuse(which, "BACKUP_KEY is not set: give the key its copies were sealed with (24 words)");
  const failed = (name: string, error: unknown): never => {
    if (error instanceof StepFailed) throw refuse(name, bucketProblem(error.cause, error.step, config));
    throw error;
  };

  const copies = await copiesInBucket(config).catch((error) => failed(which, error));
  const whole = copies.filter((copy) => copy.recorded);
  const chosen = which === "latest" ? whole[0] : copies.find((copy) => copy.name === asName(which));
  if (!chosen) {
    const known = whole.slice(0, 3).map((copy) => copy.name);
    throw refuse(
      which,
      whole.length === 0
        ? `the bucket holds no whole backup copy under "${config.prefix}"`
        : `there is no copy of that name (the newest: ${known.join(", ")})`,
    );
  }
  const { name } = chosen;
  if (!chosen.recorded) throw refuse(name, "its upload never finished, so it is not a whole copy");

  const s3 = s3Of(config);
  let record: CopyRecord;
  try {
    record = copyRecordSchema.parse(await step("read", () => s3.file(recordKey(config, name)).json()));
  } catch (error) {
    if (error instanceof StepFailed) failed(name, error);
    throw refuse(name, "its record in the bucket is not one this site writes");
  }
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const { bavail, bsize } = statfsSync(settings.DATA_DIR);
  if (record.size + reserveBytes > bavail * bsize) {
    throw refuse(
      name,
      `it is ${megabytes(record.size)} and the disk has ${megabytes(bavail * bsize)} free (${megabytes(reserveBytes)} must stay free): make room first`,
    );
  }

  const stage = mkdtempSync(join(settings.DATA_DIR, ".bucket-"));
  const archive = join(stage, name);
  const fd = openSync(archive, "wx");
  let open = true;
  try {
    const hasher = new Bun.CryptoHasher("sha256");
    let size = 0;
    const counted = async function* () {
      for await (const piece of s3.file(copyKey(config, name)).stream()) {
        hasher.update(piece);
        size += piece.length;
        yield piece;
      }
    };
    try {
      await unseal(counted(), key, (plain) => {
        writeSync(fd, plain);
      });
    } catch (error) {
      if (error instanceof SealRefused) throw refuse(name, sealedWhy[error.why]);
      failed(name, new StepFailed("read", error));
    }
    if (size !== record.size || hasher.digest("hex") !== record.sha256) {
      throw refuse(name, "it does not match its record in the bucket (damaged)");
    }
    fsyncSync(fd);
    closeSync(fd);
    open = false;
    return { name, ...(await restoreBackup(archive, settings.DATA_DIR)) };
  } finally {
    if (open) closeSync(fd);
    rmSync(stage, { recursive: true, force: true });
  }
}
