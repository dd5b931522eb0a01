import { describe, expect, spyOn, test } from "bun:test";
import { visitCounts } from "#db/schema.ts";
import { adminShellDocument, pageDocument } from "#server/render/document.tsx";
import { leadSourceOf } from "#shared/lead-source.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { keysPerKindAndDay, otherKey, VisitCounter } from "./counter";

const assets = { script: "/assets/index.js", preload: [], css: [] };
type Db = Awaited<ReturnType<typeof makeTestApp>>["db"];
// The site-wide row of each day: what a flush added up.
const siteTotals = (db: Db) =>
  db
    .select()
    .from(visitCounts)
    .all()
    .filter((r) => r.kind === "all");

describe("the page's no-JavaScript image", () => {
  test("is on a page React takes over, inside <noscript>, and carries nothing but its own path", () => {
    const page = pageDocument({
      lang: "en",
      assets,
      head: { title: "" },
      body: "",
      script: "hydrates",
      counted: true,
    });
    expect(page).toContain('<noscript><img src="/v.gif" alt="" width="1" height="1"/></noscript>');
  });

  test("is not on the admin's shell", () => {
    expect(adminShellDocument(assets)).not.toContain("/v.gif");
  });
});

describe("the table's size", () => {
  test("a kind keeps at most its share of keys a day; the rest are counted under (other)", async () => {
    const { db } = await makeTestApp();
    const counter = new VisitCounter(db);
    const source = leadSourceOf("/", "", "site");
    for (let i = 0; i < keysPerKindAndDay + 50; i++)
      counter.record("2026-11-25", { page: `/p${i}`, source, entry: false, device: "desktop", visitor: i });
    counter.flush();
    const pages = db
      .select()
      .from(visitCounts)
      .all()
      .filter((r) => r.kind === "page");
    expect(pages).toHaveLength(keysPerKindAndDay + 1);
    expect(pages.find((r) => r.key === otherKey)?.views).toBe(50);
    expect(pages.reduce((n, r) => n + r.views, 0)).toBe(keysPerKindAndDay + 50);
  });

  test("a flush writes one row per day and key, adding to what is there", async () => {
    const { db } = await makeTestApp();
    const counter = new VisitCounter(db);
    const source = leadSourceOf("/", "", "site");
    const view = { page: "/", source, entry: true, device: "phone" as const, visitor: 1 };
    counter.record("2026-11-25", view);
    counter.flush();
    counter.record("2026-11-25", view);
    counter.record("2026-11-25", { ...view, visitor: 2 });
    counter.flush();
    expect(siteTotals(db)).toEqual([
      { day: "2026-11-25", kind: "all", key: "", views: 3, visits: 3, visitors: 2 },
    ]);
  });

  test("a write that fails (a full disk) keeps the counts for the next flush", async () => {
    const { db } = await makeTestApp();
    const counter = new VisitCounter(db);
    const source = leadSourceOf("/", "", "site");
    counter.record("2026-11-25", { page: "/", source, entry: true, device: "phone", visitor: 1 });
    const failing = spyOn(db, "transaction").mockImplementationOnce(() => {
      throw new Error("SQLITE_FULL: database or disk is full");
    });
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    expect(counter.flush()).toBe(0);
    expect(db.select().from(visitCounts).all()).toEqual([]);
    failing.mockRestore();
    quiet.mockRestore();
    counter.record("2026-11-25", { page: "/", source, entry: false, device: "phone", visitor: 1 });
    counter.flush();
    expect(siteTotals(db)).toEqual([
      { day: "2026-11-25", kind: "all", key: "", views: 2, visits: 1, visitors: 1 },
    ]);
  });
});
