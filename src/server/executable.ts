import { healthcheck } from "./healthcheck";

// Entry of the compiled executable (bun run compile). The image's HEALTHCHECK runs it with --healthcheck, which
// asks the running server and exits without loading the app (docs/decisions/096). --backup and --restore <file>
// (or --restore --from-bucket latest) are `bun run backup` and `bun run restore` for the image, which has no Bun (docs/decisions/105).
const [command, ...args] = process.argv.slice(2);
if (process.argv.slice(2).includes("--healthcheck")) await healthcheck(process.env);
else if (command === "--backup" || command === "--restore") {
  const { backupCommand, restoreCommand } = await import("./features/backups/commands");
  process.exit(
    command === "--backup" ? await backupCommand(process.env) : await restoreCommand(process.env, args),
  );
} else await import("./index");
