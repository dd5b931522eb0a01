// bun run backup: one backup of the database and uploads into DATA_DIR/backups, safe while the site runs
// (docs/decisions/105). Prints the archive's path and size.
import { backupCommand } from "#server/features/backups/commands.ts";

process.exit(await backupCommand(process.env));
