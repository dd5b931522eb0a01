// Issue 27: counting visits adds at most 5 % to the cached page's answer rate. The same server twice, with
// VISIT_STATS=true and =false, measured on GET / (br) with the same wrk settings and in turns (inTurns).
import { join } from "node:path";
import type { Subprocess } from "bun";
import { met, table } from "./report";
import { startSite } from "./site-process";
import { inTurns } from "./wrk";

export async function countingCost(
  work: string,
  distDir: string,
  seconds: number,
  rounds: number,
  children: Subprocess[],
) {
  const on = await startSite(join(work, "counting-on"), distDir, 4393, { VISIT_STATS: "true" });
  children.push(on.site);
  const off = await startSite(join(work, "counting-off"), distDir, 4394, { VISIT_STATS: "false" });
  children.push(off.site);
  const { site, bare } = inTurns(`${on.base}/`, `${off.base}/`, seconds, "br", rounds);
  const ratio = site.rps / bare.rps;
  on.site.kill();
  off.site.kill();
  table(
    `Counting's cost on the cached page: wrk, 50 connections, ${seconds} s per run, median of ${rounds} runs of each server taken in turns; server on core 0, wrk on core 1`,
    [
      "path",
      "encoding",
      "counting on req/s",
      "counting off req/s",
      "on / off (>= 0.95)",
      "on p99 ms",
      "off p99 ms",
    ],
    [
      [
        "GET /",
        "br",
        site.rps.toFixed(0),
        bare.rps.toFixed(0),
        `${ratio.toFixed(3)} (${met(ratio >= 0.95)})`,
        site.p99.toFixed(2),
        bare.p99.toFixed(2),
      ],
    ],
  );
}
