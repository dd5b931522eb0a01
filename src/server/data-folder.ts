import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Checked before SQLite opens anything, so an unusable volume (read-only, wrong owner, a file in its place) stops
// the server with one line that names the folder instead of a driver's stack trace.
export function writableDataFolder(dataDir: string): string | undefined {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    return `The data folder ${dataDir} cannot be written (${code}): check that the volume is mounted read-write and owned by the server's user.`;
  }
}
