import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import { businessRules } from "../business-rules/service";
import { bucketIsSet } from "./bucket-config";
import { type CopyRow, copiesOf, queueCopy } from "./bucket-copies";
import { bucketOverview } from "./bucket-service";
import { createBackup } from "./create";
import { backupScheduler, nextBackupAt } from "./schedule";
import { backupsDir, isBackupName, listBackups, newestBackupTime, pruneBackups } from "./store";

type BackupDeps = Pick<Deps, "db" | "settings" | "now">;

const running = new Map<string, ReturnType<typeof createBackup>>();

// "Back up now" pressed twice (or during the nightly run) shares the one backup being made.
export function backupNow({ db, settings, now }: BackupDeps) {
  const dataDir = settings.DATA_DIR;
  const current = running.get(dataDir);
  if (current) return current;
  const made = createBackup({ sqlite: db.$client, dataDir, now })
    .then((backup) => {
      recordBackup({ db, settings, now }, backup);
      return backup;
    })
    .finally(() => running.delete(dataDir));
  running.set(dataDir, made);
  return made.then((backup) => {
    pruneBackups(dataDir, settings.BACKUP_KEEP_DAYS, now());
    return backup;
  });
}

// The backup's record in the database, once its archive has its name: with a bucket set, its copy is queued in
// this one transaction (the worker in bucket-worker.ts uploads it), so no backup is made without its copy.
export function recordBackup(
  { db, settings, now }: { db: Pick<Db, "transaction">; settings: BackupDeps["settings"]; now: () => number },
  backup: { name: string; size: number },
) {
  db.transaction((tx) => {
    if (bucketIsSet({ db: tx, settings })) {
      queueCopy(tx, { name: backup.name, archiveSize: backup.size, now: now() });
    }
  });
}

// The nightly backup (docs/decisions/105) at the hour in force when it checks: Settings, else BACKUP_HOUR.
export const nightlyBackups = (deps: BackupDeps, log?: (line: string) => void) =>
  backupScheduler({
    dataDir: deps.settings.DATA_DIR,
    hour: () => businessRules(deps).backupHour,
    backup: () => backupNow(deps),
    now: deps.now,
    log,
  });

export async function backupOverview({ db, settings, now }: BackupDeps) {
  const hour = businessRules({ db, settings }).backupHour;
  const next = hour === null ? null : nextBackupAt(now(), hour, newestBackupTime(settings.DATA_DIR));
  const copies = new Map(copiesOf(db).map((copy) => [copy.name, copy]));
  return {
    backups: listBackups(settings.DATA_DIR).map((backup) => ({
      ...backup,
      copy: copyShown(copies.get(backup.name)),
    })),
    bucket: await bucketOverview({ db, settings, now }),
    nightlyHourUtc: hour,
    keepDays: settings.BACKUP_KEEP_DAYS,
    nextAt: next === null ? null : new Date(next).toISOString(),
  };
}

// A backup's copy as the screen shows it: its state, its reason and next try when failed, its size and checksum
// when stored.
const copyShown = (copy: CopyRow | undefined) =>
  copy === undefined
    ? null
    : {
        status: copy.status,
        attempts: copy.attempts,
        lastError: copy.lastError,
        nextAttemptAt: copy.nextAttemptAt?.toISOString() ?? null,
        storedSize: copy.storedSize,
        storedSha256: copy.storedSha256,
        storedAt: copy.storedAt?.toISOString() ?? null,
      };

// Only names this site gives its archives, so a request can never reach outside the backups folder.
export function backupFile(dataDir: string, name: string) {
  if (!isBackupName(name)) throw new AppError(400, "Not a backup file name");
  const path = join(backupsDir(dataDir), name);
  if (!existsSync(path)) throw notFound("Backup");
  return path;
}
