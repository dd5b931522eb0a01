import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { expect } from "@playwright/test";

// A port of a test file's own, E2E_PORT + offset, for a server it starts itself.
export const ownPort = (offset: number) => Number(process.env.E2E_PORT ?? 4173) + offset;

// A production server of a test's own, serving the run's built client from its own data folder; answers once
// /healthz does.
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  admin: { username: string; password: string };
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const { port } = options;
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("bun", ["src/server/index.ts"], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DIST_DIR: join(process.env.E2E_RUN_DIR ?? "", "dist"),
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      ...options.env,
    },
  });
  await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({
    timeout: 30_000,
  });
  return server;
}
