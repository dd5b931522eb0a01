import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

// Each Playwright worker owns two ports from E2E_PORT on: its shared server's and one for a file that starts a
// server of its own. Files run one at a time in a worker, so the second port is never wanted twice at once.
const portBase = Number(process.env.E2E_PORT ?? 4173);
export const workerPort = (parallelIndex: number) => portBase + 2 * parallelIndex;
export const ownPort = () => workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0)) + 1;
// The data folder of a worker's shared server, inside the run's folder.
export const workerDataDir = (parallelIndex: number) =>
  join(process.env.E2E_RUN_DIR ?? "", `data-${parallelIndex}`);

// A production server serving the run's built client from its own data folder; answers once /healthz does.
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  admin: { username: string; password: string };
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const { port } = options;
  const server = spawn("bun", ["src/server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DIST_DIR: join(process.env.E2E_RUN_DIR ?? "", "dist"),
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      // The cheapest password hash the settings allow, as bun test has it: the suite signs in a few hundred
      // times, and at the default 64 MiB each sign-in held a core for about 0.2 s.
      ARGON2_MEMORY_KIB: "64",
      ...options.env,
    },
  });
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) =>
      reject(new Error(`the server on port ${port} exited (${code}) before answering`)),
    ),
  );
  await Promise.race([answering(`http://127.0.0.1:${port}/healthz`), exited]);
  return server;
}

// Stops a server and waits until it has gone, so the next file in this worker finds its port free.
export async function stopOwnServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((done) => server.once("exit", done));
  server.kill();
  await gone;
}

async function answering(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
