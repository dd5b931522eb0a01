// bun run restore <archive> (or --from-bucket latest|<name>): brings a stopped site back to exactly the state of a
// backup (docs/decisions/105).
import { restoreCommand } from "#server/features/backups/commands.ts";

process.exit(await restoreCommand(process.env, process.argv.slice(2)));
