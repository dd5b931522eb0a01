// Lighthouse mobile (its default throttling) on a URL, several runs, the median of each figure. Lighthouse is
// fetched by npx when first used, not a dependency: CI never runs the bench, and it is large.
import { spawnSync } from "bun";
import { median } from "./report";

export type Lighthouse = { performance: number; lcpMs: number; tbtMs: number; cls: number };

function once(url: string): Lighthouse | string {
  const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const run = spawnSync(
    [
      "npx",
      "-y",
      "lighthouse@12",
      url,
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdout: "pipe", stderr: "pipe" },
  );
  if (run.exitCode !== 0) return `lighthouse failed: ${run.stderr.toString().trim().split("\n").at(-1)}`;
  const report = JSON.parse(run.stdout.toString()) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

// Now and then Lighthouse fails to record the trace of a load (NO_NAVSTART): that run is made again, at most twice.
function retried(url: string): Lighthouse | string {
  let result = once(url);
  for (let retry = 0; retry < 2 && typeof result === "string"; retry++) result = once(url);
  return result;
}

export function lighthouse(url: string, runs = 3): Lighthouse | string {
  const results: Lighthouse[] = [];
  for (let i = 0; i < runs; i++) {
    const result = retried(url);
    if (typeof result === "string") return result;
    results.push(result);
  }
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}
