// What a day of beacons from made-up browsers costs in memory (issue 39, item 4): POST /v through the app's own
// fetch, each from a browser never seen before, and the process's RSS before and after (after a full collection).
// BEACONS sets how many (500,000 by default). Run: bun scripts/bench/beacon-memory.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "#server/app.ts";
import { closeDb, openDb } from "#server/db.ts";
import { parseSettings } from "#server/settings.ts";

const beacons = Number(process.env.BEACONS ?? 500_000);
const dir = mkdtempSync(join(tmpdir(), "beacon-memory-"));
const db = openDb(join(dir, "app.db"));
const app = createApp({ db, settings: parseSettings({ DATA_DIR: dir }), log: () => {} });
const site = "http://127.0.0.1";
const body = JSON.stringify({ page: "/", location: `${site}/`, referrer: "" });
const beacon = (i: number) =>
  new Request(`${site}/v`, {
    method: "POST",
    body,
    headers: {
      origin: site,
      "content-type": "application/json",
      "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Made-up/${i}`,
    },
  });
const memoryMb = () => {
  Bun.gc(true);
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1e6, heap: heapUsed / 1e6 };
};

await app.fetch(beacon(-1));
const before = memoryMb();
const started = performance.now();
let rateOfFirst = 0;
for (let i = 0; i < beacons; i++) {
  const res = await app.fetch(beacon(i));
  if (res.status !== 204) throw new Error(`beacon ${i} answered ${res.status}`);
  if (i === 49_999) rateOfFirst = 50_000 / ((performance.now() - started) / 1000);
  if (i % 50_000 === 49_999) app.deps.visits.flush();
}
const seconds = (performance.now() - started) / 1000;
const after = memoryMb();
app.deps.visits.stop();
closeDb(db);
rmSync(dir, { recursive: true, force: true });
const rate = (perSecond: number) => Math.round(perSecond).toLocaleString("en");
console.log(
  `${beacons.toLocaleString("en")} beacons from new browsers: RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB ` +
    `(heap ${before.heap.toFixed(1)} → ${after.heap.toFixed(1)} MB), ` +
    `${rate(beacons / seconds)}/s overall (${rate(rateOfFirst)}/s over the first 50,000)`,
);
