import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseSettings } from "#server/settings.ts";
import { formatSize } from "#shared/size.ts";
import { createBackup } from "./create";
import { RestoreRefused } from "./read";
import { restoreBackup } from "./restore";
import { backupsDir, isBackupName, pruneBackups } from "./store";

type Env = Record<string, string | undefined>;

// bun run backup (or the executable's --backup): one backup into DATA_DIR/backups, safe while the site runs.
// Returns the exit code.
export async function backupCommand(env: Env): Promise<number> {
  try {
    const settings = parseSettings(env);
    const file = join(settings.DATA_DIR, "app.db");
    if (!existsSync(file)) throw new Error(`There is no database at ${resolve(file)}: check DATA_DIR.`);
    // Its own connection beside the running server's: WAL lets it read while the server writes.
    const sqlite = new Database(file, { readwrite: true });
    sqlite.run("PRAGMA busy_timeout = 5000");
    try {
      const made = await createBackup({ sqlite, dataDir: settings.DATA_DIR });
      console.log(`Backup written: ${resolve(made.path)} (${formatSize(made.size)})`);
    } finally {
      sqlite.close();
    }
    const removed = pruneBackups(settings.DATA_DIR, settings.BACKUP_KEEP_DAYS, Date.now());
    if (removed.length) console.log(`Removed ${removed.length} older than ${settings.BACKUP_KEEP_DAYS} days`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

// bun run restore <archive> (or --restore <archive>): the archive is a path, or a name in DATA_DIR/backups.
export async function restoreCommand(env: Env, arg: string | undefined): Promise<number> {
  if (!arg) {
    console.error("Usage: bun run restore <archive.tar.gz>   (a path, or a name in DATA_DIR/backups)");
    return 2;
  }
  try {
    const settings = parseSettings(env);
    const archive = !existsSync(arg) && isBackupName(arg) ? join(backupsDir(settings.DATA_DIR), arg) : arg;
    const done = await restoreBackup(archive, settings.DATA_DIR);
    console.log(
      `Restored ${resolve(archive)} into ${resolve(settings.DATA_DIR)}: the site as it was at ${done.createdAt} ` +
        `(${done.uploads} uploads, schema ${done.migration}). Start the site now.`,
    );
    if (done.undo)
      console.log(`The state it replaced was saved first as ${done.undo}: restore that to undo this.`);
    return 0;
  } catch (error) {
    console.error(
      error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`,
    );
    return 1;
  }
}
