// bun run backup: one backup of the database and uploads into DATA_DIR/backups, safe while the site runs
// (docs/decisions/105). Prints the archive's path and size.
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createBackup } from "#server/features/backups/create.ts";
import { pruneBackups } from "#server/features/backups/store.ts";
import { parseSettings } from "#server/settings.ts";
import { formatSize } from "#shared/size.ts";

try {
  const settings = parseSettings(process.env);
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
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
