// bun run restore <archive>: brings a stopped site back to exactly the state of a backup (docs/decisions/107).
// The archive is a path, or the name of one in DATA_DIR/backups.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { RestoreRefused } from "#server/features/backups/read.ts";
import { restoreBackup } from "#server/features/backups/restore.ts";
import { backupsDir, isBackupName } from "#server/features/backups/store.ts";
import { parseSettings } from "#server/settings.ts";

const arg = process.argv[2];
if (!arg) {
  console.error("Usage: bun run restore <archive.tar.gz>   (a path, or a name in DATA_DIR/backups)");
  process.exit(2);
}
try {
  const settings = parseSettings(process.env);
  const archive = !existsSync(arg) && isBackupName(arg) ? join(backupsDir(settings.DATA_DIR), arg) : arg;
  const done = await restoreBackup(archive, settings.DATA_DIR);
  console.log(
    `Restored ${resolve(archive)} into ${resolve(settings.DATA_DIR)}: the site as it was at ${done.createdAt} ` +
      `(${done.uploads} uploads, schema ${done.migration}). Start the site now.`,
  );
} catch (error) {
  console.error(
    error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
