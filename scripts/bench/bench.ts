// bun run bench: every measured figure next to its target. The real server and a bare Bun.serve answering the
// same bytes on core 0, wrk on core 1; the landing page in Chromium and in Lighthouse; the compiled executable.
// Options (environment): BENCH_DIST=<built dist> to skip the build, BENCH_SECONDS (default 5) per wrk run,
// BENCH_ROUNDS (default 3) runs of each server per path, BENCH_LIGHTHOUSE=0, BENCH_ONLY=counting for counting's
// cost alone, BENCH_ONLY=executable for the compiled executable alone.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Subprocess, spawn, spawnSync } from "bun";
import { imageSrc } from "#shared/image.ts";
import { type Captured, capture, serialise, settle } from "./lib/bare-server";
import { executableFigures } from "./lib/binary";
import { countingCost } from "./lib/counting-cost";
import { lighthouse } from "./lib/lighthouse";
import { kb, median, met, table } from "./lib/report";
import { builtClient, need, startSite, waitFor } from "./lib/site-process";
import { inTurns } from "./lib/wrk";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function revalidates(base: string, path: string) {
  const first = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip" } });
  const etag = first.headers.get("etag");
  if (!etag) return false;
  const again = await fetch(`${base}${path}`, {
    headers: { "accept-encoding": "gzip", "if-none-match": etag },
  });
  return again.status === 304 && (await again.arrayBuffer()).byteLength === 0;
}

async function throughput(siteBase: string, work: string, children: Subprocess[]) {
  const products = (await (await fetch(`${siteBase}/api/products`)).json()) as { imageUrl: string }[];
  const image = imageSrc(products.find((p) => p.imageUrl)?.imageUrl ?? "", 800);
  const paths = ["/", "/ar", "/api/products", "/api/testimonials", "/api/content", image];
  const captured: Captured[] = [];
  for (const path of paths) {
    await settle(siteBase, path);
    for (const encoding of ["gzip", "br"]) captured.push(await capture(siteBase, path, encoding));
  }
  const file = join(work, "captured.json");
  await Bun.write(file, serialise(captured));
  const bare = spawn(
    ["taskset", "-c", "0", "bun", join(import.meta.dir, "lib/bare-server.ts"), file, "4391"],
    {
      stdout: "ignore",
      stderr: "inherit",
    },
  );
  children.push(bare);
  const bareBase = "http://127.0.0.1:4391";
  await waitFor(`${bareBase}/__ready`);
  const rows: (string | number)[][] = [];
  for (const { path, encoding, body } of captured) {
    const { site, bare: plain } = inTurns(
      `${siteBase}${path}`,
      `${bareBase}${path}`,
      seconds,
      encoding,
      rounds,
    );
    const ratio = site.rps / plain.rps;
    const ok = await revalidates(siteBase, path);
    const shown = path.length > 32 ? `${path.slice(0, 29)}...` : path;
    rows.push([
      `GET ${shown}`,
      encoding,
      body.length,
      site.rps.toFixed(0),
      plain.rps.toFixed(0),
      `${ratio.toFixed(2)} (${met(ratio >= 0.8)})`,
      `${site.p99.toFixed(2)} (${met(site.p99 < 5)})`,
      plain.p99.toFixed(2),
      ok ? "yes" : "NO",
    ]);
  }
  bare.kill();
  table(
    `Cached public answers: wrk, 50 connections, ${seconds} s per run, median of ${rounds} runs of each server taken in turns; server on core 0, wrk on core 1`,
    [
      "path",
      "encoding",
      "bytes",
      "site req/s",
      "bare req/s",
      "site / bare (>= 0.8)",
      "site p99 ms (< 5)",
      "bare p99 ms",
      "304 on ETag",
    ],
    rows,
  );
  const html = captured.filter((c) => (c.path === "/" || c.path === "/ar") && c.encoding === "br");
  table(
    "The page's HTML as served, brotli",
    ["page", "bytes", "target <= 14 kB"],
    html.map((c) => [c.path, `${c.body.length} (${kb(c.body.length)})`, met(c.body.length <= 14 * 1024)]),
  );
}

type BrowserRun = Record<"looking" | "hydrated", { bytes: number; longestTask: number }>;
const browserRun = (url: string): BrowserRun =>
  JSON.parse(
    spawnSync(["node", join(import.meta.dir, "lib/browser-js.mjs"), url], {
      stderr: "inherit",
    }).stdout.toString(),
  );

// Three loads of each page, as Lighthouse does: one load's longest task moves by 20 ms or more on this VM.
const browserLoads = 3;

function browser(siteBase: string) {
  const rows = ["/", "/ar"].map((path) => {
    const runs = Array.from({ length: browserLoads }, () => browserRun(`${siteBase}${path}`));
    const of = (pick: (run: BrowserRun) => number) => median(runs.map(pick));
    const looking = of((r) => r.looking.bytes);
    const hydrating = of((r) => r.hydrated.longestTask);
    const each = runs.map((r) => r.hydrated.longestTask.toFixed(0)).join(", ");
    return [
      path,
      `${kb(looking)} (${met(looking <= 90 * 1024)})`,
      `${of((r) => r.looking.longestTask).toFixed(0)} ms`,
      kb(of((r) => r.hydrated.bytes)),
      `${hydrating.toFixed(0)} ms (runs: ${each}) (${met(hydrating <= 50)})`,
    ];
  });
  table(
    `JavaScript in Chromium at 375 px, bytes on the wire; CPU slowed 4x; median of ${browserLoads} loads`,
    [
      "page",
      "within 4 s of load (<= 90 kB)",
      "longest task then",
      "once a person moves the pointer (React)",
      "longest task while hydrating (<= 50 ms)",
    ],
    rows,
  );
}

function lighthouseTable(siteBase: string) {
  if (process.env.BENCH_LIGHTHOUSE === "0") return console.log("\nLighthouse: skipped (BENCH_LIGHTHOUSE=0)");
  const rows = ["/", "/ar"].map((path) => {
    const r = lighthouse(`${siteBase}${path}`);
    if (typeof r === "string") return [path, `not measured: ${r}`, "", "", ""];
    return [
      path,
      `${r.performance} (${met(r.performance === 100)})`,
      `${(r.lcpMs / 1000).toFixed(2)} s (${met(r.lcpMs <= 1000)})`,
      `${r.tbtMs.toFixed(0)} ms (${met(r.tbtMs <= 50)})`,
      `${r.cls.toFixed(3)} (${met(r.cls === 0)})`,
    ];
  });
  table(
    "Lighthouse mobile, default throttling, median of 3 runs",
    ["page", "performance (100)", "LCP (<= 1.0 s)", "TBT (<= 50 ms)", "CLS (0)"],
    rows,
  );
}

need("taskset", "Install util-linux.");
need("wrk", "Install it with: apt-get install -y wrk");
need("node", "Node runs Playwright for the browser figures.");
const work = mkdtempSync(join(tmpdir(), "tissue-bench-"));
const children: Subprocess[] = [];
try {
  const distDir = builtClient(work, "BENCH_DIST");
  const only = process.env.BENCH_ONLY;
  if (!only || only === "counting") await countingCost(work, distDir, seconds, rounds, children);
  if (!only) {
    const { site, base } = await startSite(work, distDir, 4390);
    children.push(site);
    await throughput(base, work, children);
    browser(base);
    lighthouseTable(base);
    site.kill();
  }
  if (!only || only === "executable") await executableFigures(work, distDir, seconds);
} finally {
  for (const child of children) child.kill();
  await Promise.all(children.map((c) => c.exited));
  rmSync(work, { recursive: true, force: true });
}
