import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

export const backupsDir = (dataDir: string) => join(dataDir, "backups");

// backup-2026-11-22T03-00-00Z.tar.gz, with -2, -3... when two are made in the same second. The time in the name
// is when the snapshot was taken; the scheduler and pruning read it from there, not from the file's mtime, so a
// copied or touched file keeps its age.
const namePattern = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d{1,3})?\.tar\.gz$/;

export const isBackupName = (name: string) => namePattern.test(name);

export function backupName(at: Date, attempt = 1) {
  const stamp = at.toISOString().slice(0, 19).replaceAll(":", "-");
  return `backup-${stamp}Z${attempt > 1 ? `-${attempt}` : ""}.tar.gz`;
}

export function timeOfName(name: string): number | undefined {
  const m = namePattern.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : undefined;
}

export type BackupFile = { name: string; size: number; createdAt: string };

// Newest first. Half-written archives (dot-files) are not backups yet.
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isBackupName)
    .map((name) => ({
      name,
      size: statSync(join(dir, name)).size,
      createdAt: new Date(timeOfName(name) ?? 0).toISOString(),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

export const newestBackupTime = (dataDir: string) => {
  const newest = listBackups(dataDir)[0];
  return newest ? Date.parse(newest.createdAt) : undefined;
};

const dayMs = 24 * 60 * 60 * 1000;

// Removes archives older than keepDays, never the newest one (a site that was off for weeks keeps its last
// backup), and leftovers of backups that died half-way. Returns the names removed.
export function pruneBackups(dataDir: string, keepDays: number, now: number): string[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  const cutoff = now - keepDays * dayMs;
  const [, ...older] = listBackups(dataDir);
  const removed = older.filter((b) => Date.parse(b.createdAt) < cutoff).map((b) => b.name);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  for (const name of readdirSync(dir)) {
    const leftover = name.startsWith(".");
    if (leftover && statSync(join(dir, name)).mtimeMs < now - dayMs) {
      rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
  return removed;
}
