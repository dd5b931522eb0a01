// What the benches that time requests against a target share: percentiles of sorted times and the line they print.
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// One measured set as printed (p50, p95, max, then `after` and the verdict); over: its p95 missed the target.
export function timingLine(label: string, times: number[], target: number, after = "") {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  const verdict = p95 < target ? "ok" : "OVER TARGET";
  return {
    over: p95 >= target,
    line: `  ${label} p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${sorted.at(-1)?.toFixed(1)} ms${after}  ${verdict}`,
  };
}
