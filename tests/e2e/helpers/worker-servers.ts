import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { FullConfig } from "@playwright/test";
import { e2eAdmin } from "./e2e-admin";
import { startOwnServer, stopOwnServer, workerDataDir, workerPort } from "./own-server";

// Playwright's global setup: builds the client once into the run's folder (every server reads it), then starts
// one server per worker, each on its own port with its own data folder. Returns the teardown that stops them.
export default async function workerServers(config: FullConfig) {
  const runDir = process.env.E2E_RUN_DIR ?? "";
  const built = spawnSync("bunx", ["vite", "build", "--logLevel", "warn", "--outDir", join(runDir, "dist")], {
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
  const servers = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => {
      const port = workerPort(index);
      return startOwnServer({
        port,
        dataDir: workerDataDir(index),
        admin: e2eAdmin,
        env: {
          FORM_RATE_LIMIT: "0",
          LOGIN_RATE_LIMIT: "1000",
          // Mail links need the site's address (docs/decisions/180); admin-operations.e2e.ts starts a server without it.
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        },
      });
    }),
  );
  return async () => {
    await Promise.all(servers.map(stopOwnServer));
  };
}
