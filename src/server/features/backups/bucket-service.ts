import { and, eq, isNotNull } from "drizzle-orm";
import { backupBucket, backupCopies } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { backupKeyWords, newBackupKey, parseBackupKey } from "#server/core/backup-key.ts";
import { AppError } from "#server/core/errors.ts";
import type { BucketSettings } from "#shared/backup-bucket.ts";
import { bucketState, keyState, s3Of, savedBucketRow, whereOf } from "./bucket-config";
import { queueMissing } from "./bucket-copies";
import { bucketProblem } from "./bucket-errors";
import { bucketSilence } from "./bucket-overdue";
import { StepFailed, step } from "./bucket-upload";
import { sealSecret } from "./site-seal";

type BucketDeps = Pick<Deps, "db" | "settings" | "now">;

const byEnvironment = () =>
  new AppError(409, "The bucket is set by the server's environment (S3_BUCKET): change it there.");

// Failed copies are tried again at once after a change that may have fixed them.
const retryFailedNow = ({ db, now }: BucketDeps) =>
  db
    .update(backupCopies)
    .set({ nextAttemptAt: new Date(now()) })
    .where(and(eq(backupCopies.status, "failed"), isNotNull(backupCopies.nextAttemptAt)))
    .run();

function upsert(deps: BucketDeps, values: Partial<typeof backupBucket.$inferInsert>) {
  deps.db
    .insert(backupBucket)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: backupBucket.id, set: values })
    .run();
}

// What the Backups screen shows of the bucket and the key: never the secret, never the key.
export async function bucketOverview(deps: BucketDeps) {
  const [bucket, key] = await Promise.all([bucketState(deps), keyState(deps)]);
  const row = savedBucketRow(deps.db);
  const fromEnv = bucket.kind === "ready" && bucket.config.source === "environment";
  const shown = bucket.kind === "ready" ? bucket.config : undefined;
  const silence = bucketSilence(deps, deps.now());
  return {
    state: bucket.kind,
    source: fromEnv ? ("environment" as const) : row?.bucket ? ("saved" as const) : null,
    endpoint: shown?.endpoint ?? row?.endpoint ?? null,
    bucket: shown?.bucket ?? row?.bucket ?? null,
    region: shown?.region ?? row?.region ?? null,
    accessKeyId: shown?.accessKeyId ?? row?.accessKeyId ?? null,
    prefix: shown?.prefix ?? row?.prefix ?? null,
    where: shown ? whereOf(shown) : null,
    key: {
      state: key.kind,
      source: key.kind === "ready" ? key.source : null,
      madeAt: key.kind === "ready" && key.source === "saved" ? (row?.keyMadeAt?.toISOString() ?? null) : null,
    },
    silentSince: silence ? new Date(silence.since).toISOString() : null,
  };
}

export async function saveBucket(deps: BucketDeps, given: BucketSettings) {
  if (deps.settings.S3_BUCKET) throw byEnvironment();
  const before = savedBucketRow(deps.db);
  if (!given.secretAccessKey && !before?.secretSealed) {
    throw new AppError(400, "Enter the secret access key", [
      { path: "secretAccessKey", message: "Enter the secret access key" },
    ]);
  }
  upsert(deps, {
    endpoint: given.endpoint ?? null,
    bucket: given.bucket,
    region: given.region ?? null,
    accessKeyId: given.accessKeyId,
    prefix: given.prefix,
    savedAt: new Date(deps.now()),
    ...(given.secretAccessKey
      ? { secretSealed: await sealSecret(deps, "bucket secret", given.secretAccessKey) }
      : {}),
  });
  retryFailedNow(deps);
  // The newest backup goes up at once, so the site has a copy off the server from today, not from tonight.
  queueMissing(deps.db, deps.settings.DATA_DIR, deps.now());
  return { bucket: given.bucket, prefix: given.prefix };
}

// Writes, reads back, lists and deletes a small file in the bucket, and says which step failed and why.
export async function testBucket(deps: BucketDeps) {
  const bucket = await bucketState(deps);
  if (bucket.kind === "none") throw new AppError(409, "Save the bucket's settings first.");
  if (bucket.kind === "unreadable") {
    return { ok: false, message: "The saved secret was sealed on another server: enter it again and save." };
  }
  const { config } = bucket;
  const s3 = s3Of(config);
  const path = `${config.prefix}connection-test-${crypto.randomUUID()}.txt`;
  const content = `Safa Tissue's connection test, ${new Date(deps.now()).toISOString()}`;
  const done: string[] = [];
  try {
    await step("write", () => s3.write(path, content, { type: "text/plain" }));
    done.push("wrote");
    const back = await step("read", () => s3.file(path).text());
    if (back !== content) throw new StepFailed("read", { code: "ReadBackDiffers" });
    done.push("read back");
    await step("list", () => s3.list({ prefix: path, maxKeys: 1 }));
    done.push("listed");
    await step("delete", () => s3.delete(path));
    return {
      ok: true,
      message: `Connected to ${whereOf(config)}: wrote, read back, listed and deleted a test file.`,
    };
  } catch (error) {
    const failed = error instanceof StepFailed ? error : new StepFailed("write", error);
    const verb = {
      write: "write a test file",
      read: "read it back",
      list: "list the folder",
      delete: "delete it",
    };
    const problem =
      (failed.cause as { code?: string })?.code === "ReadBackDiffers"
        ? "what came back differs from what was written"
        : bucketProblem(failed.cause, failed.step, config);
    const before = done.length ? ` (it ${done.join(", ")})` : "";
    return { ok: false, message: `Could not ${verb[failed.step]}${before}: ${problem}.` };
  }
}

// A new key, answered once as its words and never again; BACKUP_KEY, when set, is the key instead.
export async function makeBackupKey(deps: BucketDeps, input: { replace?: boolean }) {
  if (deps.settings.BACKUP_KEY)
    throw new AppError(409, "The key is set by the server's environment (BACKUP_KEY).");
  const row = savedBucketRow(deps.db);
  if (row?.keySealed && !input.replace) {
    throw new AppError(
      409,
      "There is a key already: copies sealed with it need it to be read. Replace it only on purpose.",
    );
  }
  const key = newBackupKey();
  upsert(deps, { keySealed: await sealSecret(deps, "backup key", key), keyMadeAt: new Date(deps.now()) });
  retryFailedNow(deps);
  return { words: backupKeyWords(key) };
}

// The owner's key typed back in (a database restored onto a new server cannot read the one sealed on the old one).
export async function enterBackupKey(deps: BucketDeps, input: { key: string }) {
  if (deps.settings.BACKUP_KEY)
    throw new AppError(409, "The key is set by the server's environment (BACKUP_KEY).");
  const key = parseBackupKey(input.key);
  if (!key) {
    const message = "These are not the 24 words of a backup key: check each word and their order";
    throw new AppError(400, message, [{ path: "key", message }]);
  }
  upsert(deps, { keySealed: await sealSecret(deps, "backup key", key), keyMadeAt: new Date(deps.now()) });
  retryFailedNow(deps);
  return { saved: true };
}
