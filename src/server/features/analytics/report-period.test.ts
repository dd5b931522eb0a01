import { expect, test } from "bun:test";
import { visitCounts } from "#db/schema.ts";
import { addDays } from "#shared/wall-clock.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// A factory 14 hours ahead of UTC all year (no summer time): at noon UTC its clock is on the next day already.
const t = appForEachTest({ SITE_TIME_ZONE: "Pacific/Kiritimati" });
const dayMs = 86_400_000;

test("the last 7 days end today on the factory's clock, where the days are counted, not on the admin's", async () => {
  t.advance((dayMs + dayMs / 2 - (t.app.deps.now() % dayMs)) % dayMs);
  const utcToday = new Date(t.app.deps.now()).toISOString().slice(0, 10);
  const factoryToday = addDays(utcToday, 1);
  t.db
    .insert(visitCounts)
    .values({ day: factoryToday, kind: "all", key: "", views: 5, visits: 2, visitors: 2 })
    .run();

  const report = await t.adminCaller().analytics.report({ lastDays: 7 });
  expect(report.today).toBe(factoryToday);
  expect(report.range).toEqual({ from: addDays(factoryToday, -6), to: factoryToday });
  expect(report.totals.views).toBe(5);
  // A range of the admin's choosing is read as asked.
  const asked = await t.adminCaller().analytics.report({ from: utcToday, to: utcToday });
  expect(asked.range).toEqual({ from: utcToday, to: utcToday });
  expect(asked.totals.views).toBe(0);
});

test("a period other than 7, 30 or 90 days back is refused", async () => {
  await expect(t.adminCaller().analytics.report({ lastDays: 365 } as never)).rejects.toMatchObject({
    code: "BAD_REQUEST",
  });
});
