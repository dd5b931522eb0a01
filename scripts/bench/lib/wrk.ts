// wrk on core 1, with its figures parsed: requests per second and the 99th percentile latency in ms.
import { spawnSync } from "bun";
import { median } from "./report";

const msPer: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (value: string, unit: string) => Number(value) * (msPer[unit] ?? Number.NaN);

export function wrk(url: string, seconds: number, acceptEncoding: string, connections = 50) {
  const args = ["taskset", "-c", "1", "wrk", "-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
  const out = spawnSync([...args, "-H", `Accept-Encoding: ${acceptEncoding}`, url]).stdout.toString();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s|m)\b/);
  if (!rps || !p99) throw new Error(`wrk gave no figure:\n${out}`);
  if (/Non-2xx/.test(out)) throw new Error(`wrk saw errors:\n${out}`);
  return { rps, p99: toMs(p99[1] as string, p99[2] as string) };
}

type Run = ReturnType<typeof wrk>;

// The site and the bare server in turns, each warmed for a second before each of its runs, and the median of each
// side. The bare server's own rate moves by up to 35 % from one run to the next on this VM, so a single run of
// each made a ratio near 0.8 a coin toss.
export function inTurns(
  siteUrl: string,
  bareUrl: string,
  seconds: number,
  acceptEncoding: string,
  rounds: number,
) {
  const site: Run[] = [];
  const bare: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    wrk(siteUrl, 1, acceptEncoding);
    site.push(wrk(siteUrl, seconds, acceptEncoding));
    wrk(bareUrl, 1, acceptEncoding);
    bare.push(wrk(bareUrl, seconds, acceptEncoding));
  }
  const middle = (runs: Run[]) => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
  });
  return { site: middle(site), bare: middle(bare) };
}
