import { Database } from "bun:sqlite";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { uploadsDir } from "../uploads/service";
import { createBackup } from "./create";
import { databaseName, migrationOf } from "./manifest";
import { RestoreRefused, unpackVerified } from "./read";

// A running server keeps app.db open. Taking SQLite's own exclusive lock (exclusive locking mode, no waiting)
// fails with SQLITE_BUSY while any process, or any other connection here, has it open; a crashed server holds
// nothing, so nothing goes stale. The lock is held until the restore is over, so the server cannot start half-way
// through either. A file SQLite cannot read at all (the damage a restore may be for) cannot be in use by a
// working server: it is replaced without a lock.
function lockDatabase(file: string) {
  if (!existsSync(file)) return undefined;
  const db = new Database(file);
  try {
    db.run("PRAGMA busy_timeout = 0");
    db.run("PRAGMA locking_mode = EXCLUSIVE");
    db.run("BEGIN EXCLUSIVE");
    db.run("COMMIT");
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") return undefined;
    throw new RestoreRefused(
      `The site is running (${file} is open in another process): stop it first, then restore. Nothing was changed.`,
    );
  }
}

const syncFolder = (dir: string) => {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

// The old uploads folder is moved aside, the new one moved in, and the database renamed over the old one last:
// each step is one rename, and a failure before the last puts the uploads back, so the old state stays whole.
function swapIn(dataDir: string, stage: string) {
  const live = uploadsDir(dataDir);
  const staged = join(stage, "uploads");
  const old = join(stage, "old-uploads");
  const hadUploads = existsSync(live);
  mkdirSync(staged, { recursive: true });
  if (hadUploads) renameSync(live, old);
  let movedIn = false;
  try {
    renameSync(staged, live);
    movedIn = true;
    // The log was folded into the old database above; left beside the new file it would be replayed into it.
    for (const suffix of ["-wal", "-shm"]) rmSync(join(dataDir, `${databaseName}${suffix}`), { force: true });
    renameSync(join(stage, databaseName), join(dataDir, databaseName));
    syncFolder(dataDir);
  } catch (error) {
    if (movedIn) renameSync(live, staged);
    if (hadUploads) renameSync(old, live);
    throw error;
  }
}

// undo: the backup of the state that was replaced, in DATA_DIR/backups.
export type RestoreResult = { createdAt: string; uploads: number; migration: string; undo?: string };

// Brings DATA_DIR back to exactly the archive's state (database and uploads) on a stopped site (docs/decisions/105).
// The archive is checked first (a bad one is refused without asking anyone to stop their site), then the lock.
export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreResult> {
  const { manifest, stage } = await unpackVerified(archive, dataDir);
  let lock: Database | undefined;
  try {
    lock = lockDatabase(join(dataDir, databaseName));
    const staged = new Database(join(stage, databaseName), { readonly: true });
    const check = staged.query<{ integrity_check: string }, []>("PRAGMA integrity_check").get();
    staged.close();
    if (
      check?.integrity_check !== "ok" ||
      migrationOf(join(stage, databaseName)).hash !== manifest.migration.hash
    ) {
      throw new RestoreRefused(
        `${basename(archive)} cannot be restored: its database fails SQLite's integrity check. Nothing was changed.`,
      );
    }
    lock?.run("PRAGMA wal_checkpoint(TRUNCATE)");
    // The state about to be replaced becomes a backup of its own, so a restore of the wrong archive can be
    // undone. A site too damaged to back up is still restored.
    const undo = lock && (await createBackup({ sqlite: lock, dataDir }).catch(() => undefined))?.name;
    swapIn(dataDir, stage);
    // Resized images are made again from the restored uploads on demand.
    rmSync(join(dataDir, "cache"), { recursive: true, force: true });
    const uploads = manifest.files.length - 1;
    return { createdAt: manifest.createdAt, uploads, migration: manifest.migration.tag, undo };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    lock?.close();
  }
}
