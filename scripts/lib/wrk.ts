// wrk on core 1, with its figures parsed: requests per second and the 99th percentile latency in ms.
import { spawnSync } from "bun";

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
