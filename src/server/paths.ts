import { dirname, join } from "node:path";

// Compiled by `bun build --compile`, the modules live in Bun's virtual file system (/$bunfs/root on Linux and macOS,
// B:/~BUN/root on Windows), so the files shipped beside the executable (dist/, db/migrations/) are found from its
// own path; run from source, from the project root.
const compiled = import.meta.dir.startsWith("/$bunfs/") || import.meta.dir.includes("~BUN");

export const appRoot = compiled ? dirname(process.execPath) : join(import.meta.dir, "../..");

// Where a Worker starts from a file under src/server: compiled, each worker is an entry point of the executable kept
// at that path (scripts/build/executable-build.ts), since a compiled executable starts Workers only from its own
// entries; from source, the file itself.
export const workerEntry = (serverPath: string) =>
  compiled ? `./${serverPath}` : join(import.meta.dir, serverPath);
