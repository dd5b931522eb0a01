import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import { appRoot } from "#server/paths.ts";
import { appRouter } from "#server/trpc/router.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { auditCutoff, auditPruning, pruneAuditLog } from "./prune";

const t = appForEachTest({ SITE_TIME_ZONE: "Asia/Riyadh" });
const dayMs = 86_400_000;
const add = (at: number, username = "admin", kind = "product", summary = "") =>
  t.db
    .insert(auditLog)
    .values({ at: new Date(at), username, action: `${kind}.test`, kind, summary, ip: "10.0.0.1" })
    .returning()
    .get().id;
const ids = () =>
  t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(sql`rowid`)
    .all()
    .map((r) => r.id);

describe("kept 12 months", () => {
  test("pruning removes the entries older than 12 months and nothing younger", () => {
    const now = Date.now();
    const cutoff = auditCutoff(now);
    expect(new Date(cutoff).getUTCMonth()).toBe(new Date(now).getUTCMonth());
    expect(now - cutoff).toBeGreaterThanOrEqual(365 * dayMs);
    add(now - 400 * dayMs);
    add(cutoff - 1000);
    const kept = [add(cutoff + 60_000), add(now - 30 * dayMs), add(now)];
    expect(pruneAuditLog(t.db, now)).toBe(2);
    expect(ids()).toEqual(kept);
  });

  test("the daily job prunes at the server's start, then once a day at 04:00 UTC", async () => {
    const clock = { now: Date.now() };
    const logged: string[] = [];
    const job = auditPruning(t.db, { now: () => clock.now, log: (line) => logged.push(line) });
    add(clock.now - 400 * dayMs);
    await job.runIfDue();
    expect(ids()).toEqual([]);
    const old = add(clock.now - 400 * dayMs);
    await job.runIfDue();
    expect(ids()).toEqual([old]);
    const today = new Date(clock.now);
    clock.now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 4);
    await job.runIfDue();
    expect(ids()).toEqual([]);
    expect(logged).toEqual(Array(2).fill("Audit log: 1 entry older than 12 months removed"));
  });
});

describe("entries cannot be changed", () => {
  test("the database refuses any update, and a delete of an entry younger than 12 months", () => {
    const id = add(Date.now() - 300 * dayMs);
    expect(() => t.db.$client.run("UPDATE audit_log SET username = 'someone else'")).toThrow(
      "cannot be changed",
    );
    expect(() => t.db.$client.run("DELETE FROM audit_log")).toThrow("kept 12 months");
    expect(ids()).toEqual([id]);
    expect(t.db.select().from(auditLog).get()?.username).toBe("admin");
  });

  test("the admin's calls only read the log, and no REST route writes it", async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    const audit = procedures.filter(([path]) => path.startsWith("audit."));
    expect(audit.map(([path, p]) => [path, p._def.type])).toEqual([
      ["audit.page", "query"],
      ["audit.people", "query"],
    ]);
    const cookie = await t.login();
    for (const method of ["POST", "PUT", "DELETE"])
      for (const path of ["/api/audit", "/api/audit/1", "/api/admin/activity", "/trpc/audit.remove"])
        expect((await t.request(path, { method, headers: { cookie }, json: {} })).status).toBe(404);
  });

  test("no code but the audit feature's own writer and its pruning touches the table", () => {
    const sources = new Bun.Glob("src/server/**/*.ts").scanSync(appRoot);
    const touching = [...sources]
      .filter((file) => !file.endsWith(".test.ts"))
      .filter((file) => /\bauditLog\b|audit_log/.test(readFileSync(join(appRoot, file), "utf8")));
    expect(touching.sort()).toEqual([
      "src/server/features/audit/desk.ts",
      "src/server/features/audit/prune.ts",
      "src/server/features/audit/record.ts",
    ]);
    const read = (file: string) => readFileSync(join(appRoot, "src/server/features/audit", file), "utf8");
    expect(read("desk.ts")).not.toMatch(/\.(insert|update|delete)\(/);
    expect(read("record.ts")).not.toMatch(/\.(update|delete)\(/);
  });
});

describe("the Activity list", () => {
  test("newest first, filtered by who, kind, words and days on the factory's clock, and paged", async () => {
    const day = Date.parse("2026-11-20T22:30:00Z"); // 01:30 on 21 November in Riyadh
    const sara = add(day, "sara", "content", "hero_title");
    const omar = add(day - 2 * dayMs, "omar", "product", "Soft Facial Tissue");
    const late = add(day + 3 * dayMs, "sara", "product", "Kitchen towel");
    const admin = t.adminCaller();
    const page = (view: object) => admin.audit.page(view).then((p) => p.rows.map((r) => r.id));
    expect(await page({})).toEqual([late, sara, omar]);
    expect(await page({ who: "sara" })).toEqual([late, sara]);
    expect(await page({ status: "product" })).toEqual([late, omar]);
    expect(await page({ from: "2026-11-21", to: "2026-11-21" })).toEqual([sara]);
    expect(await page({ q: "facial" })).toEqual([omar]);
    expect(await page({ sort: "oldest" })).toEqual([omar, sara, late]);
    const first = await admin.audit.page({ size: 10 });
    expect(first.total).toBe(3);
    const [entry] = (await admin.audit.page({ who: "sara", status: "content" })).rows;
    expect(entry).toMatchObject({
      date: "2026-11-21",
      time: "01:30",
      timeZone: "Asia/Riyadh",
      ip: "10.0.0.1",
    });
    expect(await admin.audit.people()).toEqual(["omar", "sara"]);
  });

  test("refuses a bad filter with a clear 400 and needs a signed-in admin", async () => {
    const res = await t.request(`/trpc/audit.page?input=${encodeURIComponent('{"from":"2026-02-30"}')}`, {
      headers: { cookie: await t.login() },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Use a date as YYYY-MM-DD",
    );
    await expect(t.publicCaller().audit.page({})).rejects.toThrow("Sign in required");
  });
});
