import { describe, expect, test } from "bun:test";
import { appointments } from "#db/schema.ts";
import { slotKey } from "#shared/booking-slots.ts";
import { addDays } from "#shared/wall-clock.ts";
import { booking, nextWeekday } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// Bookings follow the horizon and the capacity the owner saved in Settings, over the environment, from the next
// request on: the REST door, the site's script, the plain /book page and the availability the dialog offers.
const t = appForEachTest(
  { BOOKING_HORIZON_DAYS: "30", BOOKING_SLOT_CAPACITY: "2" },
  { distDir: await makeFakeDist() },
);
const post = (json: unknown) => t.request("/api/appointments", { method: "POST", json });
const plainPost = (fields: Record<string, unknown>) =>
  t.request("/book", {
    method: "POST",
    body: new URLSearchParams(fields as Record<string, string>).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
  });
const stored = () => t.db.select().from(appointments).all();
const today = () => new Date(t.app.deps.now()).toISOString().slice(0, 10);
const lastDateOn = async () => (await t.publicCaller().appointments.availability()).lastDate;
const maxOnPage = async () =>
  /type="date"[^>]* max="([\d-]+)"/.exec(await (await t.request("/book")).text())?.[1];

describe("the booking horizon", () => {
  test("the environment's 30 days hold until the owner saves 7: then a day past it is refused at every door", async () => {
    const past7 = nextWeekday(1, 8);
    expect([await lastDateOn(), await maxOnPage()]).toEqual([addDays(today(), 30), addDays(today(), 30)]);
    await t.adminCaller().businessRules.save({ bookingHorizonDays: 7 });
    expect([await lastDateOn(), await maxOnPage()]).toEqual([addDays(today(), 7), addDays(today(), 7)]);
    const message = `We take bookings up to ${addDays(today(), 7)}; choose an earlier date`;
    const res = await post(booking({ date: past7 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, issues: [{ path: "date", message }] });
    await expect(sentByScript(t, "/book", booking({ date: past7 }))).rejects.toMatchObject({
      status: 400,
      message,
    });
    expect((await plainPost(booking({ date: past7 }))).status).toBe(400);
    expect(stored()).toEqual([]);
    expect((await post(booking({ date: nextWeekday(1, 1) }))).status).toBe(201);
  });

  test("a longer saved horizon takes a day the environment's refuses", async () => {
    const past30 = nextWeekday(1, 31);
    expect((await post(booking({ date: past30 }))).status).toBe(400);
    await t.adminCaller().businessRules.save({ bookingHorizonDays: 60 });
    expect((await post(booking({ date: past30 }))).status).toBe(201);
  });
});

describe("room per hour", () => {
  test("the environment's 2 an hour hold until the owner saves 3: then a third fits, a fourth is refused and not offered", async () => {
    const date = nextWeekday(1, 2);
    expect((await post(booking({ date }))).status).toBe(201);
    expect((await post(booking({ date, time: "10:30" }))).status).toBe(201);
    expect((await post(booking({ date }))).status).toBe(409);
    const fullAtTen = async () =>
      (await t.publicCaller().appointments.availability()).full.includes(slotKey(date, "10:00"));
    expect(await fullAtTen()).toBe(true);
    await t.adminCaller().businessRules.save({ bookingSlotCapacity: 3 });
    expect(await fullAtTen()).toBe(false);
    expect((await post(booking({ date }))).status).toBe(201);
    expect(await fullAtTen()).toBe(true);
    const res = await post(booking({ date, time: "10:00" }));
    expect(res.status).toBe(409);
    expect(stored()).toHaveLength(3);
  });

  test("a lower saved capacity refuses what the environment's allowed, and the owner's move too", async () => {
    const date = nextWeekday(1, 2);
    const first = (await sentByScript(t, "/book", booking({ date }))).id;
    const other = (await sentByScript(t, "/book", booking({ date, time: "14:00" }))).id;
    await t.adminCaller().businessRules.save({ bookingSlotCapacity: 1 });
    expect((await post(booking({ date, time: "10:30" }))).status).toBe(409);
    await expect(t.adminCaller().appointments.move({ id: other, date, time: "10:00" })).rejects.toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    expect(
      stored()
        .map((row) => row.id)
        .sort(),
    ).toEqual([first, other].sort());
  });
});
