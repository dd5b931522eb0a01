// Part of bun run bench: the admin's lists on a database with 10,000 rows in each table. Every list
// answers its usual views (first page, a deep page, a search, a filter, sorted by name) over HTTP from the real
// server on core 0; the target is a 95th percentile under 50 ms per list.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "bun";
import { waitFor } from "./lib/site-process";

const rows = 10_000;
const rounds = 40;
const port = 4654;
const base = `http://127.0.0.1:${port}`;
const password = crypto.randomUUID();
const target = 50;

const views: Record<string, object[]> = {
  inquiries: [
    {},
    { page: 200 },
    { q: "clinic 99" },
    { status: "unread" },
    { status: "pending", sort: "name" },
  ],
  contacts: [{}, { page: 200 }, { q: "hotel 12" }, { status: "unread", size: 100 }, { sort: "name" }],
  testimonials: [{}, { page: 200 }, { q: "layla" }, { status: "pending" }, { sort: "oldest" }],
  products: [
    {},
    { page: 150 },
    { q: "napkin 9" },
    { category: "napkin", status: "active" },
    { sort: "name" },
  ],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const work = mkdtempSync(join(tmpdir(), "tissue-bench-desk-"));
const dataDir = join(work, "data");
const seeded = spawnSync(["bun", "scripts/bench/seed-desk.ts", dataDir, String(rows)], { stderr: "inherit" });
if (seeded.exitCode !== 0) throw new Error("seeding failed");
const server = spawn(["taskset", "-c", "0", "bun", "src/server/index.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DIST_DIR: join(work, "no-dist"),
    ADMIN_PASSWORD: password,
    NODE_ENV: "production",
  },
  stdout: "ignore",
  stderr: "inherit",
});
try {
  await waitFor(`${base}/healthz`);
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "admin", password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  console.log(
    `\nAdmin lists, ${rows.toLocaleString("en-US")} rows each (p95 per list, target under ${target} ms):`,
  );
  let failed = false;
  for (const [list, queries] of Object.entries(views)) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const url = `${base}/trpc/${list}.page?input=${encodeURIComponent(JSON.stringify(query))}`;
        const started = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    failed ||= p95 >= target;
    console.log(
      `  ${list.padEnd(13)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)?.toFixed(1)} ms  ${p95 < target ? "ok" : "OVER TARGET"}`,
    );
  }
  // The public catalogue's search (docs/decisions/210), over the same products: its page in both languages.
  const searches = [
    "/products?q=napkin",
    "/products?q=kitchen%20towel&sort=price",
    "/ar/products?q=tissue%2012",
  ];
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of searches) {
      const started = performance.now();
      const res = await fetch(`${base}${path}&page=${(round % 3) + 1}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  failed ||= p95 >= target;
  console.log(
    `  ${"/products?q=".padEnd(13)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)?.toFixed(1)} ms  ${p95 < target ? "ok" : "OVER TARGET"}`,
  );
  if (failed) process.exitCode = 1;
} finally {
  server.kill();
  await server.exited;
  rmSync(work, { recursive: true, force: true });
}
