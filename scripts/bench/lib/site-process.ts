// What bench.ts, soak.ts and the list benches share: checking the tools, building the client once, starting the real
// server on core 0 and waiting for it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "bun";

export function need(command: string, hint: string) {
  if (spawnSync(["which", command]).exitCode !== 0) {
    console.error(`${command} is not installed. ${hint}`);
    process.exit(1);
  }
}

// Asks until the URL answers 2xx, every everyMs for 20 s; answers the moment it did (performance.now()), so a
// start-up can be timed to the millisecond with a short interval.
export async function waitFor(url: string, everyMs = 100) {
  const until = performance.now() + 20_000;
  while (performance.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now();
    await Bun.sleep(everyMs);
  }
  throw new Error(`${url} did not answer`);
}

// The client built into work/dist, unless a built folder is named by the given environment variable.
export function builtClient(work: string, envName: string) {
  const given = process.env[envName];
  if (given) return given;
  const distDir = join(work, "dist");
  console.log("Building the client...");
  const build = spawnSync(["bunx", "vite", "build", "--logLevel", "warn", "--outDir", distDir], {
    stdout: "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) throw new Error("vite build failed");
  return distDir;
}

// The production server on core 0, on a fresh data folder with the sample catalogue.
export async function startSite(
  work: string,
  distDir: string,
  port: number,
  env: Record<string, string> = {},
) {
  const site = spawn(["taskset", "-c", "0", "bun", "src/server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DIST_DIR: distDir,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? crypto.randomUUID(),
      SEED_SAMPLE_DATA: "true",
      NODE_ENV: "production",
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`).catch(async (error) => {
    site.kill();
    await site.exited;
    throw error;
  });
  return { site, base, dataDir: join(work, "data") };
}

// The production server on a temporary data folder that a seed script filled first with `rows` rows, serving the
// built client (BENCH_DIST, or built here) so its admin screens can be opened; stop() ends it and removes the folder.
export async function startSeededSite(
  name: string,
  seedScript: string,
  rows: number,
  port: number,
  password: string,
) {
  const work = mkdtempSync(join(tmpdir(), `tissue-${name}-`));
  const seeded = spawnSync(["bun", seedScript, join(work, "data"), String(rows)], { stderr: "inherit" });
  if (seeded.exitCode !== 0) throw new Error("seeding failed");
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  const started = async () =>
    startSite(work, builtClient(work, "BENCH_DIST"), port, { ADMIN_PASSWORD: password });
  const { site, base } = await started().catch((error) => {
    removeWork();
    throw error;
  });
  const stop = async () => {
    site.kill();
    await site.exited;
    removeWork();
  };
  return { site, base, stop };
}
