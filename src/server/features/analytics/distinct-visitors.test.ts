import { expect, test } from "bun:test";
import { visitCounts } from "#db/schema.ts";
import { leadSourceOf } from "#shared/lead-source.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { VisitCounter } from "./counter";
import { DistinctVisitors } from "./distinct-visitors";

// Hashes as the day's salt makes them: 48 bits, spread evenly (here the same every run, so no test is left to luck).
const hashOf = (i: number) => new Bun.CryptoHasher("sha256").update(`visitor ${i}`).digest().readUIntBE(0, 6);
const heapMb = () => {
  Bun.gc(true);
  return process.memoryUsage().heapUsed / 1e6;
};

test("up to 512 visitors a row the count is exact, and a visitor seen again adds nothing", () => {
  const visitors = new DistinctVisitors();
  let grew = 0;
  for (let i = 0; i < 512; i++) grew += visitors.add(hashOf(i)) + visitors.add(hashOf(i));
  expect(grew).toBe(512);
  expect(visitors.count).toBe(512);
  for (let i = 0; i < 512; i += 7) expect(visitors.add(hashOf(i))).toBe(0);
});

test("past 512 the count is an estimate within a few per cent, never going down, and repeats add nothing", () => {
  const visitors = new DistinctVisitors();
  let grew = 0;
  let last = 0;
  for (let i = 0; i < 100_000; i++) {
    grew += visitors.add(hashOf(i));
    expect(visitors.count).toBeGreaterThanOrEqual(last);
    last = visitors.count;
    if (i === 1_999) expect(Math.abs(visitors.count - 2_000)).toBeLessThan(2_000 * 0.05);
  }
  expect(grew).toBe(visitors.count);
  expect(Math.abs(visitors.count - 100_000)).toBeLessThan(100_000 * 0.05);
  for (let i = 0; i < 100_000; i += 97) visitors.add(hashOf(i));
  expect(visitors.count).toBe(last);
});

// Issue 39: beacons from 537,000 made-up browsers took the server from 124 to 317 MB, a Set of every hash per row.
test("a day of 200,000 distinct visitors takes a bounded memory, and the stored visitors follow the estimate", async () => {
  const app = await makeTestApp();
  const counter = new VisitCounter(app.db);
  const source = leadSourceOf("/", undefined, "localhost");
  const view = (visitor: number) => ({ page: "/", source, entry: true, device: "desktop" as const, visitor });
  counter.record("2026-12-07", view(hashOf(-1)));
  const before = heapMb();
  for (let i = 0; i < 200_000; i++) counter.record("2026-12-07", view(hashOf(i)));
  expect(heapMb() - before).toBeLessThan(2);
  counter.flush();
  const all = app.db
    .select()
    .from(visitCounts)
    .all()
    .find((row) => row.kind === "all");
  expect(all?.views).toBe(200_001);
  expect(Math.abs((all?.visitors ?? 0) - 200_001)).toBeLessThan(200_001 * 0.05);
  app.db.$client.close();
});
