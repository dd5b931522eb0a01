import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, outbox } from "#db/schema.ts";
import { parseSettings } from "#server/settings.ts";
import { addDays } from "#shared/wall-clock.ts";
import { booking, nextMonday, nextWeekday } from "#tests/helpers/booking.ts";
import { readCalendar } from "#tests/helpers/ics.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, makeTestApp } from "#tests/helpers/test-app.ts";

// Horizon, room per hour and the owner's moves (docs/decisions/150). Sample hours: Monday-Friday 8-18.
const t = appForEachTest();
const post = (json: unknown) => t.request("/api/appointments", { method: "POST", json });
const stored = () => t.db.select().from(appointments).all();
const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();
const today = () => new Date(t.app.deps.now()).toISOString().slice(0, 10);
const full = "That time is fully booked; choose another time";

test("the settings default to 90 days and one appointment an hour; a bad value stops the start", () => {
  expect(parseSettings({})).toMatchObject({ BOOKING_HORIZON_DAYS: 90, BOOKING_SLOT_CAPACITY: 1 });
  expect(() => parseSettings({ BOOKING_HORIZON_DAYS: "0" })).toThrow(
    "BOOKING_HORIZON_DAYS must be from 1 to 730",
  );
  expect(() => parseSettings({ BOOKING_SLOT_CAPACITY: "many" })).toThrow("BOOKING_SLOT_CAPACITY");
});

describe("the booking horizon", () => {
  test("a day past BOOKING_HORIZON_DAYS (90) or 9999-12-31 is refused on the date through REST and the site's script", async () => {
    const lastDate = addDays(today(), 90);
    const message = `We take bookings up to ${lastDate}; choose an earlier date`;
    for (const date of [addDays(lastDate, 1), "9999-12-31"]) {
      const res = await post(booking({ date }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, issues: [{ path: "date", message }] });
      await expect(sentByScript(t, "/book", booking({ date }))).rejects.toMatchObject({
        status: 400,
        message,
      });
    }
    expect(stored()).toEqual([]);
  });

  test("the last day itself is bookable, and the setting moves it", async () => {
    const week = await makeTestApp({ BOOKING_HORIZON_DAYS: "7" });
    const lastDate = addDays(today(), 7);
    expect((await week.publicCaller().appointments.availability()).lastDate).toBe(lastDate);
    const lastMonday = nextWeekday(1, 1);
    await sentByScript(week, "/book", booking({ date: lastMonday }));
    await expect(sentByScript(week, "/book", booking({ date: nextWeekday(1, 8) }))).rejects.toMatchObject({
      status: 400,
      message: `We take bookings up to ${lastDate}; choose an earlier date`,
    });
    expect(week.db.select().from(appointments).all()).toHaveLength(1);
    week.db.$client.close();
  });
});

describe("room per hour", () => {
  test("a taken hour is refused with 409 on the time field through REST and the site's script; an hour later is free", async () => {
    expect((await post(booking())).status).toBe(201);
    for (const time of ["10:00", "10:30", "09:30"]) {
      const res = await post(booking({ time, companyName: "Late Co" }));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: full, issues: [{ path: "time", message: full }] });
      await expect(sentByScript(t, "/book", booking({ time }))).rejects.toMatchObject({
        status: 409,
        message: full,
      });
    }
    expect(stored()).toHaveLength(1);
    expect((await post(booking({ time: "11:00" }))).status).toBe(201);
    expect((await post(booking({ time: "09:00" }))).status).toBe(201);
  });

  test("BOOKING_SLOT_CAPACITY=2 takes two at the same hour and refuses the third", async () => {
    const two = await makeTestApp({ BOOKING_SLOT_CAPACITY: "2" });
    await sentByScript(two, "/book", booking());
    await sentByScript(two, "/book", booking({ time: "10:30" }));
    await expect(sentByScript(two, "/book", booking({ time: "10:00" }))).rejects.toMatchObject({
      status: 409,
    });
    expect(two.db.select().from(appointments).all()).toHaveLength(2);
    two.db.$client.close();
  });

  test("simultaneous bookings of one hour: exactly one is stored, the others are told it is full", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(booking({ companyName: `Rival ${i}` }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(stored()).toHaveLength(1);
    expect(mailsOf("appointment_confirmation")).toHaveLength(1);
  });

  test("a cancelled one frees its hour; reopening it into a hour taken since is refused", async () => {
    const first = (await sentByScript(t, "/book", booking())).id;
    const admin = t.adminCaller();
    await admin.appointments.setStatus({ id: first, status: "cancelled" });
    const second = await post(booking({ companyName: "Next Co" }));
    expect(second.status).toBe(201);
    await expect(admin.appointments.setStatus({ id: first, status: "pending" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(stored().find((row) => row.id === first)?.status).toBe("cancelled");
  });

  test("availability lists the full start times up to the horizon, and a cancelled booking's are free again", async () => {
    const id = (await sentByScript(t, "/book", booking())).id;
    const open = await t.publicCaller().appointments.availability();
    expect(open).toMatchObject({ today: today(), lastDate: addDays(today(), 90) });
    expect(open.week[0]).toEqual({ opens: 480, closes: 1080 });
    const day = nextMonday();
    expect(open.full).toEqual([`${day} 09:30`, `${day} 10:00`, `${day} 10:30`]);
    expect((await t.adminCaller().appointments.moveOptions({ id })).full).toEqual([]);
    await t.adminCaller().appointments.setStatus({ id, status: "cancelled" });
    expect((await t.publicCaller().appointments.availability()).full).toEqual([]);
  });
});

describe("the owner moves an appointment", () => {
  const bookArabic = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.request("/api/appointments", {
      method: "POST",
      json: booking(overrides),
      headers: { referer: "http://localhost/ar" },
    });
    return ((await res.json()) as { id: string }).id;
  };

  test("to a free time: the row moves and the visitor gets the new time with the calendar's update, in Arabic (a newer SEQUENCE within the same second)", async () => {
    const id = await bookArabic();
    const admin = t.adminCaller();
    await admin.appointments.setStatus({ id, status: "confirmed" });
    const moved = await admin.appointments.move({ id, date: nextMonday(), time: "14:30" });
    expect(moved).toMatchObject({ id, status: "confirmed", date: nextMonday(), time: "14:30" });
    expect(stored()[0]?.preferredDate.toISOString()).toBe(`${nextMonday()}T14:30:00.000Z`);

    const [mail] = mailsOf("appointment_moved");
    expect(mail).toMatchObject({ refId: id, lang: "ar", subject: "تم تغيير وقت موعدك" });
    expect(mail?.text).toContain("نقلنا موعدك");
    const [confirmed] = mailsOf("appointment_confirmed");
    const before = readCalendar(confirmed?.attachments?.[0]?.content ?? "");
    const after = readCalendar(mail?.attachments?.[0]?.content ?? "");
    expect(mail?.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(after).toMatchObject({ method: "PUBLISH", uid: before.uid, status: "CONFIRMED", minutes: 60 });
    expect(after.start).toBe(`${nextMonday()}T14:30:00+00:00`);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  test("a pending one moved is mailed as tentative; the same time again changes and mails nothing", async () => {
    const id = await bookArabic();
    const admin = t.adminCaller();
    await admin.appointments.move({ id, date: nextMonday(), time: "10:00" });
    expect(mailsOf("appointment_moved")).toEqual([]);
    await admin.appointments.move({ id, date: nextMonday(), time: "10:30" });
    const [mail] = mailsOf("appointment_moved");
    expect(readCalendar(mail?.attachments?.[0]?.content ?? "").status).toBe("TENTATIVE");
    expect(stored()[0]?.status).toBe("pending");
  });

  test("the same checks as a booking: hours, horizon, room, status; nothing changes and nothing is mailed", async () => {
    const id = await bookArabic();
    await bookArabic({ time: "15:00", companyName: "Other Co" });
    const admin = t.adminCaller();
    const refusals: Array<[Record<string, string>, string, string]> = [
      [{ time: "07:30" }, "BAD_REQUEST", "Choose a time within our opening hours"],
      [{ date: "9999-12-31" }, "BAD_REQUEST", `We take bookings up to ${addDays(today(), 90)}`],
      [{ date: "2020-01-06" }, "BAD_REQUEST", "Choose today or a later date"],
      [{ time: "15:30" }, "CONFLICT", full],
      [{ id: "nope" }, "NOT_FOUND", "Appointment not found"],
    ];
    for (const [change, code, message] of refusals) {
      await expect(
        admin.appointments.move({ id, date: nextMonday(), time: "12:00", ...change }),
      ).rejects.toMatchObject({ code, message: expect.stringContaining(message) });
    }
    await admin.appointments.setStatus({ id, status: "cancelled" });
    await expect(admin.appointments.move({ id, date: nextMonday(), time: "12:00" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Only a pending or confirmed appointment can be moved; reopen it first",
    });
    await expect(
      t.publicCaller().appointments.move({ id, date: nextMonday(), time: "12:00" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(
      stored()
        .find((row) => row.id === id)
        ?.preferredDate.toISOString(),
    ).toBe(`${nextMonday()}T10:00:00.000Z`);
    expect(mailsOf("appointment_moved")).toEqual([]);
  });
});
