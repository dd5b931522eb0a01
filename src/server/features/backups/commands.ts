import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import * as schema from "#db/schema.ts";
import { parseSettings } from "#server/settings.ts";
import { formatSize } from "#shared/size.ts";
import { createBackup } from "./create";
import { RestoreRefused } from "./read";
import { type RestoreResult, restoreBackup } from "./restore";
import { recordBackup } from "./service";
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
      // The running site's bucket worker copies it to the bucket, when one is set.
      recordBackup({ db: drizzle({ client: sqlite, schema }), settings, now: Date.now }, made);
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

const usage =
  "Usage: bun run restore <archive.tar.gz>   (a path, or a name in DATA_DIR/backups)\n" +
  "       bun run restore --from-bucket latest|<backup name>   (the bucket and BACKUP_KEY from the environment)";

// bun run restore <archive> (or --restore <archive>): the archive is a path, or a name in DATA_DIR/backups;
// --from-bucket latest (or a backup's name) takes it from the bucket (docs/decisions/105).
export async function restoreCommand(env: Env, args: string[]): Promise<number> {
  const [first, second] = args;
  const fromBucket = first === "--from-bucket";
  if (!first || (fromBucket && !second)) {
    console.error(usage);
    return 2;
  }
  try {
    const settings = parseSettings(env);
    let done: RestoreResult;
    let from: string;
    if (fromBucket) {
      const { restoreFromBucket } = await import("./bucket-restore");
      const restored = await restoreFromBucket(settings, second as string);
      done = restored;
      from = `${restored.name} from the bucket`;
    } else {
      const archive =
        !existsSync(first) && isBackupName(first) ? join(backupsDir(settings.DATA_DIR), first) : first;
      done = await restoreBackup(archive, settings.DATA_DIR);
      from = resolve(archive);
    }
    console.log(
      `Restored ${from} into ${resolve(settings.DATA_DIR)}: the site as it was at ${done.createdAt} ` +
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
