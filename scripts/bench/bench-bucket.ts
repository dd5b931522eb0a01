// Part of bun run bench: the public pages' p99 while a 100 MB backup's sealed copy goes up to the bucket, against
// the same pages with nothing uploading; the target is at most 10 % more (issue 43). The site on core 0; wrk, the
// bucket (s3rver behind a proxy taking 4 MB/s, a small site's uplink) and the backup command on core 1.
// Options (environment): BENCH_DIST=<built dist> to skip the build, BENCH_SECONDS (default 8) per wrk run,
// BENCH_ROUNDS (default 3) uploads measured.
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "bun";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { median, met, table } from "./lib/report";
import { builtClient, need, startSite } from "./lib/site-process";
import { wrk } from "./lib/wrk";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = 4681;
const bucketPort = 4682;
const archiveMb = 100;

need("wrk", "Install it with apt-get install wrk.");
need("taskset", "It is in util-linux.");
const work = mkdtempSync(join(tmpdir(), "tissue-bench-bucket-"));
const distDir = builtClient(work, "BENCH_DIST");
const bucketDir = join(work, "bucket");
mkdirSync(bucketDir);
const bucket = spawn(
  ["taskset", "-c", "1", "bun", "scripts/bench/lib/slow-bucket.ts", String(bucketPort), bucketDir, "4"],
  {
    stdout: "pipe",
    stderr: "inherit",
  },
);
await bucket.stdout.getReader().read();

// 100 MB that gzip cannot shrink, as photos are: the archive, and so its copy, is that size.
const uploads = join(work, "data", "uploads");
mkdirSync(uploads, { recursive: true });
const photo = new Uint8Array(archiveMb * 1024 * 1024);
for (let at = 0; at < photo.length; at += 65_536)
  photo.set(crypto.getRandomValues(new Uint8Array(65_536)), at);
writeFileSync(join(uploads, crypto.randomUUID()), photo);

const env = {
  S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
  S3_BUCKET: "bench-backups",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  BACKUP_KEY: backupKeyWords(newBackupKey()),
  BACKUP_HOUR: "off",
};
const { site, base, dataDir } = await startSite(work, distDir, port, env);

const statusOf = (name: string) => {
  const db = new Database(join(dataDir, "app.db"), { readonly: true });
  try {
    return db.query<{ status: string }, [string]>("SELECT status FROM backup_copies WHERE name = ?").get(name)
      ?.status;
  } finally {
    db.close();
  }
};
// The site's CPU time so far, in seconds (user and system, from /proc; clock ticks are 100 a second here).
const cpuSeconds = () => {
  const fields =
    spawnSync(["cat", `/proc/${site.pid}/stat`])
      .stdout.toString()
      .split(") ")[1]
      ?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

function backUp() {
  const made = spawnSync(["taskset", "-c", "1", "bun", "scripts/ops/backup.ts"], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
  });
  const name = made.stdout.toString().match(/(backup-\S+\.tar\.gz)/)?.[1];
  if (made.exitCode !== 0 || !name) throw new Error(`backup failed: ${made.stderr}`);
  return name;
}

async function until(test: () => boolean, what: string, ms = 300_000) {
  for (const end = Date.now() + ms; Date.now() < end; await Bun.sleep(100)) if (test()) return;
  throw new Error(`${what} did not happen`);
}

try {
  const pages = ["/", "/ar"];
  const quiet: Record<string, number[]> = { "/": [], "/ar": [] };
  const uploading: Record<string, number[]> = { "/": [], "/ar": [] };
  for (const page of pages) wrk(`${base}${page}`, 2, "br");
  // What one upload costs the site with nothing else to do: its CPU time from the copy's start to its arrival.
  const alone = backUp();
  await until(() => statusOf(alone) === "uploading", "the upload's start");
  const [cpuBefore, started] = [cpuSeconds(), performance.now()];
  await until(() => statusOf(alone) === "stored", "the copy's arrival");
  const cost = { cpu: cpuSeconds() - cpuBefore, wall: (performance.now() - started) / 1000 };
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) quiet[page]?.push(wrk(`${base}${page}`, seconds, "br").p99);
    const name = backUp();
    await until(() => statusOf(name) === "uploading", "the upload's start");
    await Bun.sleep(1000);
    for (const page of pages) {
      const during = wrk(`${base}${page}`, seconds, "br").p99;
      const after = statusOf(name);
      if (after !== "uploading") throw new Error(`the upload was ${after} before the measurement ended`);
      uploading[page]?.push(during);
    }
    await until(() => statusOf(name) === "stored", "the copy's arrival");
  }
  const load = spawnSync(["cat", "/proc/loadavg"]).stdout.toString().trim();
  table(
    `Public pages while a ${archiveMb} MB backup goes to the bucket (4 MB/s), ${rounds} uploads, wrk ${seconds} s, 50 connections, br; load average ${load}`,
    ["page", "p99 ms, nothing uploading", "p99 ms, uploading", "ratio (<= 1.10)"],
    pages.map((page) => {
      const [before, during] = [median(quiet[page] ?? []), median(uploading[page] ?? [])];
      return [
        page,
        before.toFixed(2),
        during.toFixed(2),
        `${(during / before).toFixed(2)} (${met(during <= 1.1 * before)})`,
      ];
    }),
  );
  console.log(
    `\nOne upload alone: ${cost.cpu.toFixed(2)} s of the site's CPU over ${cost.wall.toFixed(1)} s (${((100 * cost.cpu) / cost.wall).toFixed(1)} % of its core)`,
  );
} finally {
  site.kill("SIGTERM");
  await site.exited;
  bucket.kill();
  await bucket.exited;
  rmSync(work, { recursive: true, force: true });
}
