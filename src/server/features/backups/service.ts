import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { businessRules } from "../business-rules/service";
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
  const made = createBackup({ sqlite: db.$client, dataDir, now }).finally(() => running.delete(dataDir));
  running.set(dataDir, made);
  return made.then((backup) => {
    pruneBackups(dataDir, settings.BACKUP_KEEP_DAYS, now());
    return backup;
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

export function backupOverview({ db, settings, now }: BackupDeps) {
  const hour = businessRules({ db, settings }).backupHour;
  const next = hour === null ? null : nextBackupAt(now(), hour, newestBackupTime(settings.DATA_DIR));
  return {
    backups: listBackups(settings.DATA_DIR),
    nightlyHourUtc: hour,
    keepDays: settings.BACKUP_KEEP_DAYS,
    nextAt: next === null ? null : new Date(next).toISOString(),
  };
}

// Only names this site gives its archives, so a request can never reach outside the backups folder.
export function backupFile(dataDir: string, name: string) {
  if (!isBackupName(name)) throw new AppError(400, "Not a backup file name");
  const path = join(backupsDir(dataDir), name);
  if (!existsSync(path)) throw notFound("Backup");
  return path;
}
