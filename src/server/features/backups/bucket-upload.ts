import { z } from "zod";
import { type BucketConfig, copyKey, recordKey, s3Of } from "./bucket-config";
import { type BucketStep, withinTimeout } from "./bucket-errors";
import { type Bytes, sealedSize, sealFile } from "./sealed-archive";
import { isBackupName } from "./store";

// Written beside a copy once the bucket holds all of it, checked, so a copy cut short by a crash is never taken
// for a good one (by a restore's "latest" or by the retention that keeps the newest good copy).
export const copyRecordSchema = z.object({
  format: z.literal("tissue-site-backup-copy"),
  formatVersion: z.literal(1),
  name: z.string().refine(isBackupName),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.iso.datetime(),
});
export type CopyRecord = z.infer<typeof copyRecordSchema>;

// A step's failure, carrying which step it was for the owner's message.
export class StepFailed extends Error {
  constructor(
    readonly step: BucketStep,
    readonly cause: unknown,
  ) {
    super(step);
  }
}

export async function step<T>(name: BucketStep, work: () => Promise<T>, timeoutMs?: number) {
  try {
    return await withinTimeout(work(), timeoutMs);
  } catch (error) {
    throw new StepFailed(name, error);
  }
}

// Parts of 8 MiB, two in flight: about 16 MB held while a copy goes up, whatever the archive's size.
const partSize = 8 * 1024 * 1024;
// A slow line is not a dead one: a minute, plus a second for every 256 kB.
const uploadTimeoutMs = (bytes: number) => 60_000 + Math.ceil(bytes / 256_000) * 1000;

export class CopyShort extends Error {
  code = "CopyShort";
}

// Seals the archive on its way out (one chunk at a time) and uploads it under its name, then checks the bucket
// holds every byte and writes the record. Answers the sealed copy's size and sha256.
export async function uploadCopy(
  config: BucketConfig,
  key: Bytes,
  archive: string,
  name: string,
  now: number,
) {
  const s3 = s3Of(config);
  const hasher = new Bun.CryptoHasher("sha256");
  let sent = 0;
  const sealed = sealFile(archive, key);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await sealed.next();
      if (next.done) return controller.close();
      hasher.update(next.value);
      sent += next.value.length;
      controller.enqueue(next.value);
    },
  });
  const expected = sealedSize(Bun.file(archive).size);
  await step(
    "write",
    () =>
      s3.write(copyKey(config, name), new Response(body), {
        partSize,
        queueSize: 2,
        type: "application/octet-stream",
      }),
    uploadTimeoutMs(expected),
  );
  const held = await step("read", () => s3.stat(copyKey(config, name)));
  if (sent !== expected || held.size !== sent) {
    throw new StepFailed("write", new CopyShort(`the bucket holds ${held.size} of ${expected} bytes`));
  }
  const record: CopyRecord = {
    format: "tissue-site-backup-copy",
    formatVersion: 1,
    name,
    size: sent,
    sha256: hasher.digest("hex"),
    createdAt: new Date(now).toISOString(),
  };
  await step("write", () =>
    s3.write(recordKey(config, name), JSON.stringify(record), { type: "application/json" }),
  );
  return { size: record.size, sha256: record.sha256 };
}
