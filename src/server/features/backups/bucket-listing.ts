import { type BucketConfig, copyKey, recordKey, s3Of } from "./bucket-config";
import { step } from "./bucket-upload";
import { isBackupName, timeOfName } from "./store";

export type CopyInBucket = { name: string; at: number; size: number; recorded: boolean };

const sealedSuffix = ".sealed";
const recordSuffix = ".sealed.json";

// The backups' copies under the prefix, newest first; "recorded": its record is there, so the copy is whole.
// Other files in the folder are not looked at (the owner may keep anything beside them).
export async function copiesInBucket(config: BucketConfig): Promise<CopyInBucket[]> {
  const s3 = s3Of(config);
  const copies = new Map<string, CopyInBucket>();
  const recorded = new Set<string>();
  let continuationToken: string | undefined;
  do {
    const page = await step("list", () =>
      s3.list({ prefix: config.prefix || undefined, continuationToken, maxKeys: 1000 }),
    );
    for (const object of page.contents ?? []) {
      const rest = object.key.slice(config.prefix.length);
      if (rest.endsWith(recordSuffix)) recorded.add(rest.slice(0, -recordSuffix.length));
      else if (rest.endsWith(sealedSuffix)) {
        const name = rest.slice(0, -sealedSuffix.length);
        const at = timeOfName(name);
        if (isBackupName(name) && at !== undefined) {
          copies.set(name, { name, at, size: object.size ?? 0, recorded: false });
        }
      }
    }
    continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
  } while (continuationToken);
  return [...copies.values()]
    .map((copy) => ({ ...copy, recorded: recorded.has(copy.name) }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
}

const dayMs = 24 * 60 * 60 * 1000;

// Retention in the bucket as on the disk (BACKUP_KEEP_DAYS): copies older than that are deleted, never the newest
// whole one, even when it is older (a site off for weeks keeps its last good copy). Answers the names deleted.
export async function pruneBucket(config: BucketConfig, keepDays: number, now: number) {
  const copies = await copiesInBucket(config);
  const newestWhole = copies.find((copy) => copy.recorded)?.name;
  const cutoff = now - keepDays * dayMs;
  const old = copies.filter((copy) => copy.at < cutoff && copy.name !== newestWhole);
  const s3 = s3Of(config);
  for (const copy of old) {
    // The record first: a copy left without its record is never taken for a good one.
    await step("delete", () => s3.delete(recordKey(config, copy.name)));
    await step("delete", () => s3.delete(copyKey(config, copy.name)));
  }
  return old.map((copy) => copy.name);
}
