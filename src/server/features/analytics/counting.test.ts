import { describe, expect, test } from "bun:test";
import { visitCounts } from "#db/schema.ts";
import { appForEachTest, makeTestApp } from "#tests/helpers/test-app.ts";

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const t = appForEachTest();

type Hit = {
  page?: string;
  location?: string;
  referrer?: string;
  product?: string;
  headers?: Record<string, string>;
};
const beacon = (hit: Hit = {}, app = t) =>
  app.request("/v", {
    method: "POST",
    headers: { "user-agent": browser, "x-forwarded-for": "1.2.3.4", ...hit.headers },
    json: {
      page: hit.page ?? "/",
      location: hit.location ?? `http://localhost${hit.page ?? "/"}`,
      referrer: hit.referrer ?? "",
      product: hit.product,
    },
  });

const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const report = (app = t) => app.adminCaller().analytics.report({ from: today(), to: today() });

describe("the beacon counts page views", () => {
  test("a view is counted as a view, a visit and a visitor, and nothing about the visitor is stored", async () => {
    const res = await beacon({ location: "http://localhost/?utm_source=fair&utm_campaign=2027" });
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    const stats = await report();
    expect(stats.totals).toEqual({ views: 1, visits: 1, visitors: 1 });
    expect(stats.sources.map((s) => s.key)).toEqual(["fair"]);
    expect(stats.campaigns.map((s) => s.key)).toEqual(["2027"]);
    const stored = JSON.stringify(t.db.select().from(visitCounts).all());
    expect(stored).not.toContain("1.2.3.4");
    expect(stored).not.toContain("Chrome");
  });

  test("the same visitor the same day is one visitor; another page of the site continues the visit", async () => {
    await beacon({ referrer: "https://www.google.com/search?q=tissue" });
    await beacon({ page: "/ar", referrer: "http://localhost/" });
    const stats = await report();
    expect(stats.totals).toEqual({ views: 2, visits: 1, visitors: 1 });
    expect(stats.referrers.map((r) => [r.key, r.visits])).toEqual([["google.com", 1]]);
    expect(stats.langs.map((l) => l.key).sort()).toEqual(["ar", "en"]);
  });

  test("another address or browser is another visitor; the device class is kept, not the browser", async () => {
    await beacon();
    await beacon({ headers: { "x-forwarded-for": "5.6.7.8" } });
    await beacon({ headers: { "user-agent": phone } });
    const stats = await report();
    expect(stats.totals.visitors).toBeGreaterThanOrEqual(2);
    expect(stats.devices.map((d) => d.key).sort()).toEqual(["desktop", "phone"]);
  });

  test("a product opened in its dialog counts as a product view of the visit's source", async () => {
    const landing = "http://localhost/?utm_source=fair&utm_campaign=2027";
    await beacon({ location: landing });
    await beacon({ location: landing, product: "p-1" });
    const stats = await report();
    expect(stats.funnel.visits).toBe(1);
    expect(stats.funnel.productViews).toBe(1);
    expect(stats.funnel.bySource).toEqual([{ key: "fair", visits: 1, productViews: 1, rate: 1 }]);
    expect(stats.products.map((p) => p.key)).toEqual(["p-1"]);
  });

  test("bad beacons are refused with the usual 400 and store nothing", async () => {
    const res = await t.request("/v", { method: "POST", json: { page: "no-slash", location: 3 } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: unknown[] };
    expect(body.issues.length).toBeGreaterThan(0);
    expect((await report()).totals.views).toBe(0);
  });
});

describe("what is not counted", () => {
  test.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36"],
    ["curl", "curl/8.5.0"],
    ["no User-Agent", ""],
  ])("%s", async (_name, userAgent) => {
    expect((await beacon({ headers: { "user-agent": userAgent } })).status).toBe(204);
    expect((await report()).totals.views).toBe(0);
  });

  test("Do Not Track and Global Privacy Control", async () => {
    await beacon({ headers: { dnt: "1" } });
    await beacon({ headers: { "sec-gpc": "1" } });
    expect((await report()).totals.views).toBe(0);
  });

  test("a prefetch", async () => {
    await beacon({ headers: { "sec-purpose": "prefetch" } });
    expect((await report()).totals.views).toBe(0);
  });

  test("anything with VISIT_STATS=false", async () => {
    const off = await makeTestApp({ VISIT_STATS: "false" });
    await beacon({}, off);
    expect((await report(off)).totals.views).toBe(0);
  });
});

describe("the no-JavaScript image", () => {
  test("counts the page its Referer names, with the page's campaign tags, and is never cached", async () => {
    const res = await t.request("/v.gif", {
      headers: { "user-agent": browser, referer: "http://localhost/ar?utm_source=flyer&utm_campaign=spring" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const again = await t.request("/v.gif", {
      headers: { "user-agent": browser, referer: "http://localhost/ar?utm_source=flyer&utm_campaign=spring" },
    });
    expect(again.status).toBe(200);
    const stats = await report();
    expect(stats.totals.views).toBe(2);
    expect(stats.pages.map((p) => p.key)).toEqual(["/ar"]);
    expect(stats.sources.map((s) => s.key)).toEqual(["flyer"]);
  });

  test("a Referer from another site counts nothing", async () => {
    await t.request("/v.gif", { headers: { "user-agent": browser, referer: "https://elsewhere.example/" } });
    expect((await report()).totals.views).toBe(0);
  });
});

describe("days", () => {
  test("at the day's end the counts are written and the visitor is a new one the next day", async () => {
    await beacon();
    t.app.deps.visits.flush();
    t.advance(86_400_000);
    t.app.deps.visits.flush();
    await beacon();
    t.app.deps.visits.flush();
    const rows = t.db
      .select()
      .from(visitCounts)
      .all()
      .filter((r) => r.kind === "all");
    expect(rows.map((r) => r.visitors)).toEqual([1, 1]);
    expect(new Set(rows.map((r) => r.day)).size).toBe(2);
  });

  test("stopping the server writes what was counted since the last flush", async () => {
    await beacon();
    expect(t.db.select().from(visitCounts).all()).toEqual([]);
    t.app.deps.visits.stop();
    expect(t.db.select().from(visitCounts).all().length).toBeGreaterThan(0);
  });
});
