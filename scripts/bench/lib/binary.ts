// The compiled executable as the container runs it: dist/ and db/migrations/ beside it (scripts/build/compile.ts,
// Dockerfile). How fast it starts, how much memory it holds after load, and what the image would weigh.
import { cpSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawn, spawnSync } from "bun";
import { median, met, table } from "./report";
import { waitFor } from "./site-process";
import { wrk } from "./wrk";

const root = join(import.meta.dir, "../../..");
const du = (path: string) => Number(spawnSync(["du", "-sb", path]).stdout.toString().split("\t")[0]);

export function buildExecutable(work: string, distDir: string) {
  const dir = join(work, "bin");
  mkdirSync(join(dir, "db"), { recursive: true });
  const exe = join(dir, "tissue-site");
  const built = spawnSync(["bun", join(root, "scripts/build/compile.ts"), exe], {
    stdout: "ignore",
    stderr: "inherit",
  });
  if (built.exitCode !== 0) throw new Error("bun run compile failed");
  // As the Dockerfile does: no source maps in the image.
  cpSync(distDir, join(dir, "dist"), { recursive: true, filter: (path) => !path.endsWith(".map") });
  cpSync(join(root, "db/migrations"), join(dir, "db/migrations"), { recursive: true });
  // What the Dockerfile copies: the executable, dist, migrations and the shared libraries ldd names.
  const libs = [
    ...spawnSync(["ldd", exe])
      .stdout.toString()
      .matchAll(/(\/\S+)/g),
  ].map((m) => m[1] as string);
  const imageBytes =
    du(exe) + du(join(dir, "dist")) + du(join(dir, "db")) + libs.reduce((n, l) => n + statSync(l).size, 0);
  return { exe, imageBytes };
}

// Spawns the executable on core 0 on the given data folder (empty: a first start, which migrates, seeds and
// hashes the admin password); answers when /healthz, then /, first answered 200.
export async function startExecutable(exe: string, data: string, port: number) {
  const started = performance.now();
  const child = spawn(["taskset", "-c", "0", exe], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: data,
      NODE_ENV: "production",
      ADMIN_PASSWORD: "bench-admin-password",
      SEED_SAMPLE_DATA: "true",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  const health = (await waitFor(`${base}/healthz`, 2)) - started;
  const page = (await waitFor(`${base}/`, 2)) - started;
  const stop = async () => {
    child.kill();
    await child.exited;
  };
  return { child, base, health, page, stop };
}

// A first start on an empty folder, then restarts on the data it left (a container restarted or upgraded).
export async function startTimes(exe: string, data: string, port: number, restarts = 3) {
  const first = await startExecutable(exe, data, port);
  await first.stop();
  const health: number[] = [];
  const page: number[] = [];
  for (let i = 0; i < restarts; i++) {
    const run = await startExecutable(exe, data, port);
    health.push(run.health);
    page.push(run.page);
    await run.stop();
  }
  return {
    first: { healthMs: first.health, pageMs: first.page },
    healthMs: median(health),
    pageMs: median(page),
  };
}

// Resident memory in MB: all of it, and the process's own (anonymous) part, without the executable's pages
// that the kernel maps from the file and may drop and read again.
export const memoryMb = (pid: number) => {
  const status = spawnSync(["cat", `/proc/${pid}/status`]).stdout.toString();
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1]) / 1024;
  return { rss: kb("VmRSS"), anon: kb("RssAnon") };
};

// The executable's table of bun run bench: built, started (a first start, then restarts), loaded with wrk on the
// four public paths, and its memory read before it stops.
export async function executableFigures(work: string, distDir: string, seconds: number) {
  const { exe, imageBytes } = buildExecutable(work, distDir);
  const starts = await startTimes(exe, join(work, "exe-data"), 4392);
  const run = await startExecutable(exe, join(work, "exe-data"), 4392);
  for (const path of ["/", "/ar", "/api/products", "/api/content"])
    wrk(`${run.base}${path}`, seconds, "gzip, br");
  const memory = memoryMb(run.child.pid);
  await run.stop();
  const mb = imageBytes / 1e6;
  table(
    "The compiled executable (bun run compile)",
    ["figure", "measured", "target"],
    [
      [
        "restart to first 200 on /healthz (median of 3)",
        `${(starts.healthMs / 1000).toFixed(2)} s`,
        `<= 0.3 s (${met(starts.healthMs <= 300)})`,
      ],
      ["restart to first 200 on / (rendered)", `${(starts.pageMs / 1000).toFixed(2)} s`, "-"],
      [
        "first start on an empty volume, to /healthz and to /",
        `${(starts.first.healthMs / 1000).toFixed(2)} s, ${(starts.first.pageMs / 1000).toFixed(2)} s`,
        "-",
      ],
      [
        `own memory (RssAnon) after ${seconds} s of wrk on each of 4 public paths`,
        `${memory.anon.toFixed(1)} MB`,
        `<= 60 MB (${met(memory.anon <= 60)})`,
      ],
      ["all resident memory, with the executable's mapped pages (VmRSS)", `${memory.rss.toFixed(1)} MB`, "-"],
      [
        "image contents (executable, dist, migrations, its libraries)",
        `${mb.toFixed(1)} MB`,
        `<= 120 MB (${met(mb <= 120)})`,
      ],
    ],
  );
  console.log("\nThe real image size: ../shared/tools/docker-check.sh (podman) prints it.");
}
