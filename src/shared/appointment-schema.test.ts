import { expect, test } from "bun:test";
import { appointmentSchema } from "./appointment-schema";
import { everySlot, slotsOn, weeklyHours } from "./booking-slots";
import { contentLookup } from "./content-text";
import { instantOf, isCalendarDate, wallClockOf } from "./wall-clock";

// The sample hours: Monday to Friday 8-18, Saturday 9-16, Sunday closed. 2026-11-23 is a Monday.
const week = weeklyHours(contentLookup(new Map(), "en"));
const rules = { week, now: { date: "2026-11-23", time: "10:00" } };
const base = { companyName: "Hotel", contactPerson: "Mona", email: "mona@example.com", phone: "1" };
const issuesOf = (lang: "en" | "ar", date: string, time: string) =>
  appointmentSchema(lang, rules)
    .safeParse({ ...base, date, time })
    .error?.issues.map((i) => [i.path.join("."), i.message]);

test("the opening hours give half-hour starts that end by closing; Sunday has none", () => {
  expect(slotsOn(week, "2026-11-28")).toEqual([
    "09:00",
    "09:30",
    "10:00",
    "10:30",
    "11:00",
    "11:30",
    "12:00",
    "12:30",
    "13:00",
    "13:30",
    "14:00",
    "14:30",
    "15:00",
  ]);
  expect(slotsOn(week, "2026-11-29")).toEqual([]);
  expect(everySlot(week)[0]).toBe("08:00");
  expect(everySlot(week).at(-1)).toBe("17:00");
});

test("each refusal is one message on its field, in the visitor's language", () => {
  expect(issuesOf("en", "2026-11-23", "10:30")).toBeUndefined();
  expect(issuesOf("en", "2026-02-30", "10:00")).toEqual([["date", "Choose a date"]]);
  expect(issuesOf("en", "", "")).toEqual([
    ["date", "Choose a date"],
    ["time", "Choose a time"],
  ]);
  expect(issuesOf("en", "2026-11-22", "10:00")).toEqual([["date", "Choose today or a later date"]]);
  expect(issuesOf("en", "2026-11-23", "09:30")).toEqual([["time", "That time has already passed today"]]);
  expect(issuesOf("ar", "2026-11-29", "10:00")).toEqual([
    ["date", "نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر"],
  ]);
  expect(issuesOf("ar", "2026-11-28", "15:30")).toEqual([["time", "اختر وقتاً ضمن ساعات العمل"]]);
});

test("a wall-clock time in a zone is the right instant, across a daylight-saving change too", () => {
  expect(new Date(instantOf({ date: "2026-12-01", time: "08:00" }, "Asia/Riyadh")).toISOString()).toBe(
    "2026-12-01T05:00:00.000Z",
  );
  // Berlin moves from +1 to +2 on 2026-03-29 at 02:00.
  expect(new Date(instantOf({ date: "2026-03-30", time: "09:00" }, "Europe/Berlin")).toISOString()).toBe(
    "2026-03-30T07:00:00.000Z",
  );
  expect(wallClockOf(Date.parse("2026-03-28T08:00:00Z"), "Europe/Berlin")).toEqual({
    date: "2026-03-28",
    time: "09:00",
  });
  expect([isCalendarDate("2028-02-29"), isCalendarDate("2027-02-29"), isCalendarDate("2027-2-1")]).toEqual([
    true,
    false,
    false,
  ]);
});
