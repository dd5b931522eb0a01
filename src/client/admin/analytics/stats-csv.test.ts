import { expect, test } from "bun:test";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { statsLines } from "./stats-csv";

test("the period's sheet: five columns, and the funnel's counts without visits or visitors", async () => {
  const t = await makeTestApp();
  const report = await t.adminCaller().analytics.report({ from: "2027-03-01", to: "2027-03-02" });
  const { columns, rows } = statsLines(report);
  expect(columns.map((c) => c.header)).toEqual(["section", "day or name", "views", "visits", "visitors"]);
  const line = { section: "day", key: "2027-03-01", views: 3, visits: 2, visitors: 1 };
  expect(columns.map((c) => c.value(line))).toEqual(["day", "2027-03-01", 3, 2, 1]);
  expect(rows.filter((r) => r.section === "day").map((r) => r.key)).toEqual(["2027-03-01", "2027-03-02"]);
  const funnel = rows.filter((r) => r.section === "funnel");
  expect(funnel.map((r) => r.key)).toContain("quotes accepted");
  expect(funnel.every((r) => r.views === 0 && r.visits === "" && r.visitors === "")).toBe(true);
  t.db.$client.close();
});
