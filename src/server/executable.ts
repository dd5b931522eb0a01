import { healthcheck } from "./healthcheck";

// Entry of the compiled executable (bun run compile). The image's HEALTHCHECK runs it with --healthcheck, which
// asks the running server and exits without loading the app (docs/decisions/096).
if (process.argv.slice(2).includes("--healthcheck")) await healthcheck(process.env);
else await import("./index");
