import { desc, max, min, ne } from "drizzle-orm";
import { backupBucket, backupCopies } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import { writtenDate } from "#shared/written-date.ts";
import { mailContext } from "../mail/context";
import { adminLink } from "../mail/notify";
import { enqueue } from "../mail/outbox";
import { readMailSettings } from "../mail/settings-store";
import { bucketIsSet, savedBucketRow } from "./bucket-config";

// The owner is told when no copy has reached the bucket for this long (issue 43).
export const overdueAfterMs = 48 * 60 * 60 * 1000;

export type Silence = { since: number; everStored: boolean; lastError: string | null };

// Since when the bucket has had no new copy: the newest stored copy's time, else (none ever stored) the oldest
// backup still waiting for one. Undefined without a bucket, or while that is less than 48 hours ago.
export function bucketSilence(deps: { db: Pick<Conn, "select">; settings: Deps["settings"] }, now: number) {
  if (!bucketIsSet(deps)) return undefined;
  const { db } = deps;
  const stored = db
    .select({ at: max(backupCopies.storedAt) })
    .from(backupCopies)
    .get()?.at;
  const waiting = db
    .select({ at: min(backupCopies.createdAt) })
    .from(backupCopies)
    .where(ne(backupCopies.status, "stored"))
    .get()?.at;
  const since = stored ?? waiting;
  if (!since || now - since.getTime() <= overdueAfterMs) return undefined;
  const lastError =
    db
      .select({ error: backupCopies.lastError })
      .from(backupCopies)
      .where(ne(backupCopies.status, "stored"))
      .orderBy(desc(backupCopies.name))
      .limit(1)
      .get()?.error ?? null;
  return { since: since.getTime(), everStored: Boolean(stored), lastError } satisfies Silence;
}

const dateTime = (at: number) =>
  `${writtenDate(new Date(at).toISOString().slice(0, 10), "en")}, ${new Date(at).toISOString().slice(11, 16)} UTC`;

// One mail through the outbox per silence: the time it is about is kept with the mail in one transaction, so a
// restart neither repeats it nor forgets it, and a copy that arrives later starts the count again.
export async function tellOwnerIfSilent(deps: Deps) {
  const silence = bucketSilence(deps, deps.now());
  if (!silence) return false;
  const told = savedBucketRow(deps.db)?.overdueToldFor?.getTime();
  if (told !== undefined && told >= silence.since) return false;
  const ctx = await mailContext(deps, "en");
  return deps.db.transaction((tx) => {
    const owners = readMailSettings(tx, deps.settings).ownerEmails;
    const mail = ctx.templates.ownerAlert({
      subject: "No backup has reached your bucket for 2 days",
      intro: silence.everStored
        ? `The last copy reached the bucket on ${dateTime(silence.since)}. Your backups are only on the server until this is fixed.`
        : `No copy has reached the bucket since the backup of ${dateTime(silence.since)}. Your backups are only on the server until this is fixed.`,
      fields: silence.lastError ? [{ label: "Latest try", value: silence.lastError }] : [],
      link: adminLink(ctx, "/backups"),
    });
    if (owners.length > 0) {
      enqueue(
        tx,
        { kind: "backup_bucket_silent", refId: String(silence.since), lang: "en", to: owners, ...mail },
        { now: ctx.now, mailOn: Boolean(deps.settings.SMTP_URL) },
      );
    }
    tx.insert(backupBucket)
      .values({ id: 1, overdueToldFor: new Date(silence.since) })
      .onConflictDoUpdate({ target: backupBucket.id, set: { overdueToldFor: new Date(silence.since) } })
      .run();
    return owners.length > 0;
  });
}
