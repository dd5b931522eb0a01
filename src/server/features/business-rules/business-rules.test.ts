import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { businessRules as savedRules } from "#db/schema.ts";
import { auditLabel } from "#server/features/audit/calls.ts";
import { auditKitForEachTest } from "#tests/helpers/audit-kit.ts";
import { origin } from "#tests/helpers/test-app.ts";

// The owner's business rules in Settings: saved and audited, refused whole when a value is out of its limits, for
// admins only, and the environment's values until saved.
const { t, entries } = auditKitForEachTest();
const stored = () => t.db.select().from(savedRules).all();
const freshSite = {
  rules: {
    quoteReminderDays: 3,
    quoteUnviewedDays: 2,
    followUpDays: 3,
    digestHour: 8,
    bookingHorizonDays: 90,
    bookingSlotCapacity: 1,
    backupHour: 3,
  },
  saved: [],
};

describe("businessRules.get", () => {
  test("a site whose owner saved nothing follows the environment, rule by rule", async () => {
    expect(await t.adminCaller().businessRules.get()).toEqual({
      ...freshSite,
      environment: freshSite.rules,
      timeZone: "UTC",
    });
  });
});

describe("businessRules.save", () => {
  test("stores the rules given, answers what changed, and the log names each from what to what", async () => {
    const admin = t.adminCaller();
    const answer = await admin.businessRules.save({ quoteReminderDays: 5, digestHour: null, backupHour: 3 });
    expect(answer.changes).toEqual([
      { name: "quoteReminderDays", from: 3, to: 5 },
      { name: "digestHour", from: 8, to: null },
    ]);
    expect(answer.saved).toEqual(["quoteReminderDays", "digestHour", "backupHour"]);
    expect(await admin.businessRules.get()).toEqual({
      rules: { ...freshSite.rules, quoteReminderDays: 5, digestHour: null },
      environment: freshSite.rules,
      saved: ["quoteReminderDays", "digestHour", "backupHour"],
      timeZone: "UTC",
    });
    await admin.businessRules.save({ bookingHorizonDays: 30, bookingSlotCapacity: 4, digestHour: 7 });
    expect(entries().map(({ action, kind, summary }) => ({ action, kind, summary }))).toEqual([
      {
        action: "businessRules.save",
        kind: "settings",
        summary: "Quote reminder (days) 3 → 5 · Morning digest 08:00 → off",
      },
      {
        action: "businessRules.save",
        kind: "settings",
        summary: "Morning digest off → 07:00 · Booking horizon (days) 90 → 30 · Bookings per hour 1 → 4",
      },
    ]);
    expect(auditLabel("businessRules.save")).toBe("Business rules changed");
  });

  test("each value out of its limits is a 400 naming its field, and nothing of the call is stored", async () => {
    const cookie = await t.login();
    const save = (json: unknown) =>
      t.request("/trpc/businessRules.save", { method: "POST", json, headers: { cookie, origin } });
    const refused: [string, unknown, string][] = [
      ["quoteReminderDays", -1, "Enter a whole number from 0 to 365"],
      ["quoteReminderDays", 366, "Enter a whole number from 0 to 365"],
      ["quoteUnviewedDays", 2.5, "Enter a whole number from 0 to 365"],
      ["followUpDays", "3", "Enter a whole number from 0 to 365"],
      ["followUpDays", null, "Enter a whole number from 0 to 365"],
      ["digestHour", 24, "Choose an hour from 0 to 23, or off"],
      ["digestHour", "off", "Choose an hour from 0 to 23, or off"],
      ["bookingHorizonDays", 0, "Enter a whole number from 1 to 730"],
      ["bookingHorizonDays", 731, "Enter a whole number from 1 to 730"],
      ["bookingSlotCapacity", 0, "Enter a whole number from 1 to 100"],
      ["bookingSlotCapacity", 101, "Enter a whole number from 1 to 100"],
      ["backupHour", -1, "Choose an hour from 0 to 23, or off"],
    ];
    for (const [field, value, message] of refused) {
      const res = await save({ quoteReminderDays: 9, [field]: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; data: { issues: unknown } } };
      expect(body.error.message).toBe(message);
      expect(body.error.data.issues).toEqual([{ path: field, message }]);
    }
    const unknown = await save({ nightlyHour: 3 });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("nightlyHour");
    expect(stored()).toEqual([]);
    expect(entries().filter((e) => e.action === "businessRules.save")).toEqual([]);
  });

  test("is for admins only", async () => {
    const visitor = t.publicCaller().businessRules;
    await expect(visitor.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(visitor.save({ bookingSlotCapacity: 50 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const res = await t.request("/trpc/businessRules.save", {
      method: "POST",
      json: { bookingSlotCapacity: 50 },
      headers: { origin },
    });
    expect(res.status).toBe(401);
    expect(stored()).toEqual([]);
  });
});

// One way to read a rule: every consumer asks the business-rules service, so no other file reads the environment's
// value of a rule (a read of `settings.FOLLOW_UP_DAYS` would ignore what the owner saved).
test("no server file but the service reads a rule's environment variable", () => {
  const names =
    "QUOTE_REMINDER_DAYS|QUOTE_UNVIEWED_DAYS|FOLLOW_UP_DAYS|DIGEST_HOUR|BOOKING_HORIZON_DAYS|BOOKING_SLOT_CAPACITY|BACKUP_HOUR";
  // `settings.FOLLOW_UP_DAYS`, or `{ FOLLOW_UP_DAYS: days } = settings`.
  const read = new RegExp(`\\.(${names})\\b|\\b(${names})\\s*:`);
  const root = join(import.meta.dir, "../..");
  const allowed = ["settings.ts", join("features", "business-rules", "service.ts")];
  const readers = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".test.ts") && !allowed.includes(path))
    .filter((path) =>
      readFileSync(join(root, path), "utf8")
        .split("\n")
        .some((line) => !line.trim().startsWith("//") && read.test(line)),
    );
  expect(readers).toEqual([]);
});
