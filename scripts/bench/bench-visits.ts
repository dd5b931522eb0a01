// Part of bun run bench (issue 27): what the visit statistics cost. (1) A year of 1,000,000 page views a month
// counted through the real counter into a fresh database, its file size against 50 MB; then the worst case, where
// every kind holds its 200 distinct keys every day. (2) The beacon's answers per second through the app's own
// fetch on one core (no network: wrk against a real socket adds the same per-request cost as any other path).
// (3) The memory of the live visits' first touches when their map is full (docs/decisions/200).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "#server/app.ts";
import { closeDb, openDb } from "#server/db.ts";
import { VisitCounter } from "#server/features/analytics/counter.ts";
import { deviceClasses } from "#server/features/analytics/signals.ts";
import { parseSettings } from "#server/settings.ts";
import { leadSourceOf } from "#shared/lead-source.ts";
import { addDays } from "#shared/wall-clock.ts";
import { visitTouchesMemory } from "./lib/visit-touches-memory";

const viewsPerDay = Math.round(1_000_000 / 30);
const pick = <T>(list: readonly T[], spread: number) =>
  list[Math.floor(Math.random() ** spread * list.length)] as T;
const range = (n: number, name: string) => Array.from({ length: n }, (_, i) => `${name}${i}`);

function year(
  name: string,
  perDay: number,
  spread: number,
  keys: { pages: string[]; sources: string[]; campaigns: string[]; products: string[] },
) {
  const dir = mkdtempSync(join(tmpdir(), "bench-visits-"));
  const db = openDb(join(dir, "app.db"));
  const counter = new VisitCounter(db);
  const sources = keys.sources.map((s, i) =>
    leadSourceOf(
      `/?utm_source=${s}&utm_medium=m${i % 4}&utm_campaign=${pick(keys.campaigns, 1)}`,
      `https://${s}.example/`,
      "site",
    ),
  );
  const started = performance.now();
  let day = "2026-01-01";
  for (let d = 0; d < 365; d++, day = addDays(day, 1)) {
    for (let v = 0; v < perDay; v++) {
      const product = Math.random() < 0.2 ? pick(keys.products, spread) : undefined;
      counter.record(day, {
        page: pick(keys.pages, spread),
        product,
        source: pick(sources, spread),
        entry: Math.random() < 0.4,
        device: pick(deviceClasses, 1),
        visitor: Math.floor(Math.random() * perDay * 0.3),
      });
    }
    counter.flush();
  }
  db.$client.run("VACUUM");
  closeDb(db);
  const mb = statSync(join(dir, "app.db")).size / 1_000_000;
  rmSync(dir, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: ${mb.toFixed(1)} MB for a year (target < 50 MB: ${mb < 50 ? "met" : "NOT met"}), ${seconds.toFixed(0)} s`,
  );
}

if (!process.env.BENCH_VISITS_SKIP_YEAR)
  year("A year, a small site's spread (80 pages, 40 sources, 20 campaigns, 60 products)", viewsPerDay, 2, {
    pages: ["/", "/ar", ...range(38, "/blog/post-"), ...range(40, "/inquiry/p")],
    sources: range(40, "s"),
    campaigns: range(20, "c"),
    products: range(60, "p"),
  });
// The row count depends on the distinct keys, not the views: 10,000 views spread evenly fill every kind each day.
if (!process.env.BENCH_VISITS_SKIP_YEAR)
  year("A year, the worst case (every kind full: 200 keys each, every day)", 10_000, 1, {
    pages: range(400, "/page-"),
    sources: range(400, "s"),
    campaigns: range(400, "c"),
    products: range(400, "p"),
  });

const dir = mkdtempSync(join(tmpdir(), "bench-visits-"));
const settings = parseSettings({ DATA_DIR: dir, SEED_SAMPLE_DATA: "false" });
const db = openDb(join(dir, "app.db"));
const app = createApp({ db, settings, log: () => {} });
const hit = (i: number) =>
  new Request("http://127.0.0.1/v.gif", {
    headers: {
      referer: "http://127.0.0.1/?utm_source=fair&utm_campaign=2027",
      "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.${i % 500}`,
    },
  });
for (let i = 0; i < 5_000; i++) await app.fetch(hit(i));
const n = 50_000;
const started = performance.now();
for (let i = 0; i < n; i++) await app.fetch(hit(i));
const rps = n / ((performance.now() - started) / 1000);
app.deps.visits.stop();
closeDb(db);
rmSync(dir, { recursive: true, force: true });
console.log(
  `GET /v.gif through the app: ${Math.round(rps).toLocaleString("en")} req/s on one core (target 10,000: ${rps >= 10_000 ? "met" : "NOT met"})`,
);
const touches = visitTouchesMemory();
console.log(
  `Live visits' first touches, map full (${touches.visits.toLocaleString("en")} visits): ${touches.typical.toFixed(1)} MB with a campaign and a referrer each, ${touches.worst.toFixed(1)} MB with every text at its bound`,
);
