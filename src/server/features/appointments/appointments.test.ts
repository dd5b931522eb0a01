import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, outbox } from "#db/schema.ts";
import { booking, nextMonday, nextSunday, yesterday } from "#tests/helpers/booking.ts";
import { type Refusal, testRefusals } from "#tests/helpers/refusals.ts";
import { scriptPost, sentByScript } from "#tests/helpers/script-posts.ts";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";
import { appForEachTest, makeTestApp } from "#tests/helpers/test-app.ts";
import { mailWorker } from "../mail/worker";

const sink = await smtpSink();
afterAll(() => sink.close());
const t = appForEachTest({
  SMTP_URL: sink.url,
  OWNER_EMAIL: "owner@example.com",
  PUBLIC_ORIGIN: "http://localhost",
});

const post = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/appointments", { method: "POST", json, headers });
const stored = () => t.db.select().from(appointments).all();

describe("booking through every door", () => {
  test("REST answers 201 with the id and status; the time is kept on the factory's clock", async () => {
    const res = await post(booking(), { referer: "http://localhost/ar" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), status: "pending" });
    const [row] = stored();
    expect(row).toMatchObject({ id: body.id, companyName: "Grand Hotel", kind: "visit", lang: "ar" });
    expect(row?.preferredDate.toISOString()).toBe(`${nextMonday()}T10:00:00.000Z`);
  });

  test("the site's script at /book books the same, and a call instead of a visit", async () => {
    const answer = await sentByScript(t, "/book", booking({ kind: "call", time: "17:00" }));
    expect(answer.status).toBe("pending");
    expect(stored()[0]).toMatchObject({ kind: "call", message: "We would like to see the napkin line." });
  });

  test("the time is read in SITE_TIME_ZONE", async () => {
    const riyadh = await makeTestApp({ SITE_TIME_ZONE: "Asia/Riyadh" });
    await sentByScript(riyadh, "/book", booking({ time: "08:00" }));
    const [row] = riyadh.db.select().from(appointments).all();
    expect(row?.preferredDate.toISOString()).toBe(`${nextMonday()}T05:00:00.000Z`);
    riyadh.db.$client.close();
  });
});

test("the visitor rate limit guards every door (429, nothing stored)", async () => {
  const limited = await makeTestApp({ FORM_RATE_LIMIT: "1" });
  const post = () => limited.request("/api/appointments", { method: "POST", json: booking() });
  expect((await post()).status).toBe(201);
  expect((await post()).status).toBe(429);
  expect((await scriptPost(limited, "/book", booking({ time: "12:00" }))).status).toBe(429);
  expect(limited.db.select().from(appointments).all()).toHaveLength(1);
  limited.db.$client.close();
});

const refused: Refusal[] = [
  ["no company", booking({ companyName: "" }), "companyName", "Required"],
  ["no contact person", booking({ contactPerson: " " }), "contactPerson", "Required"],
  ["a bad email", booking({ email: "nope" }), "email", "Invalid email"],
  ["no email", booking({ email: "" }), "email", "Required"],
  [
    "a company over 200 characters",
    booking({ companyName: "c".repeat(201) }),
    "companyName",
    "Use at most 200 characters",
  ],
  [
    "a message over 2,000 characters",
    booking({ message: "m".repeat(2001) }),
    "message",
    "Use at most 2,000 characters",
  ],
  ["no phone", booking({ phone: "" }), "phone", "Required"],
  ["no date", booking({ date: undefined }), "date", "Choose a date"],
  ["a date that does not exist", booking({ date: "2031-02-30" }), "date", "Choose a date"],
  ["a time that is not one", booking({ time: "25:00" }), "time", "Choose a time"],
  ["a past date", booking({ date: yesterday() }), "date", "Choose today or a later date"],
  ["a closed day", booking({ date: nextSunday() }), "date", "We are closed that day; choose another date"],
  ["before opening", booking({ time: "07:30" }), "time", "Choose a time within our opening hours"],
  [
    "too late to fit before closing",
    booking({ time: "17:30" }),
    "time",
    "Choose a time within our opening hours",
  ],
  ["off the half hour", booking({ time: "10:10" }), "time", "Choose a time within our opening hours"],
  ["the honeypot filled", booking({ website: "spam" }), "website", "Submission refused"],
];
testRefusals(refused, {
  post: (input) => post(input),
  script: (input) => scriptPost(t, "/book", input),
  stored,
});

describe("the owner's side", () => {
  const bookOne = async (overrides: Record<string, unknown> = {}) =>
    (await sentByScript(t, "/book", booking(overrides))).id;
  const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();

  test("a booking alerts the owner and tells the visitor it was received, in the row's transaction", async () => {
    const res = await post(booking({ contactPerson: 'Eve "x" <evil@example.com>' }), {
      referer: "http://localhost/ar",
    });
    const { id } = await res.json();
    const [alert] = mailsOf("appointment_alert");
    expect(alert).toMatchObject({ refId: id, to: "owner@example.com", lang: "en" });
    expect(alert?.subject).toBe("New visit booked by Grand Hotel");
    expect(alert?.text).toContain(`/admin/appointments#${id}`);
    const [received] = mailsOf("appointment_confirmation");
    expect(received).toMatchObject({ lang: "ar", subject: "تلقينا طلب موعدك" });
    // Its day and time in Latin digits, as the form offered them and as the site writes every number (decision 042).
    expect(received?.text).toContain("10:00");
    expect(received?.text).not.toMatch(/[٠-٩]/);
    // The visitor's own words stay out of the mail to the address they typed: no name, no company, no phone.
    expect(received?.to).toBe("layla@grand-hotel.example");
    for (const typed of ["Eve", "Grand Hotel", "Phone"]) expect(received?.text).not.toContain(typed);
    expect(received?.attachments).toBeNull();
  });

  test("confirming mails the visitor once, in their language, with an .ics file; cancelling mails the cancellation", async () => {
    const res = await post(booking(), { referer: "http://localhost/ar" });
    const { id } = await res.json();
    const admin = t.adminCaller();
    expect((await admin.appointments.setStatus({ id, status: "confirmed" })).status).toBe("confirmed");
    await admin.appointments.setStatus({ id, status: "confirmed" });
    expect(mailsOf("appointment_confirmed")).toHaveLength(1);
    const worker = mailWorker({
      db: t.db,
      smtpUrl: sink.url,
      from: t.settings.MAIL_FROM,
      now: t.app.deps.now,
    });
    sink.received.length = 0;
    await worker.runOnce();
    const mail = sink.received.find((m) => m.subject === "تم تأكيد موعدك");
    expect(mail?.subject).toBe("تم تأكيد موعدك");
    expect(mail?.to).toMatchObject({ value: [{ address: "layla@grand-hotel.example" }] });
    const ics = mail?.attachments.find((a) => a.filename === "appointment.ics");
    expect(ics?.contentType).toBe("text/calendar");
    const calendar = ics?.content.toString() ?? "";
    expect(calendar).toContain("METHOD:PUBLISH");
    expect(calendar).toContain(`DTSTART:${nextMonday().replaceAll("-", "")}T100000Z`);
    expect(calendar).toContain(`UID:${id}@localhost`);
    t.advance(60_000);
    await admin.appointments.setStatus({ id, status: "cancelled" });
    await worker.runOnce();
    await worker.stop();
    const cancelled = sink.received.find((m) => m.subject === "تم إلغاء موعدك");
    const cancel = cancelled?.attachments[0]?.content.toString() ?? "";
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
    const sequence = (text: string) => Number(text.match(/SEQUENCE:(\d+)/)?.[1]);
    expect(sequence(cancel)).toBeGreaterThan(sequence(calendar));
  });

  test("completing or cancelling a pending one mails nothing; an unknown id is 404; visitors cannot change status", async () => {
    const id = await bookOne();
    const admin = t.adminCaller();
    await admin.appointments.setStatus({ id, status: "cancelled" });
    await admin.appointments.setStatus({ id, status: "completed" });
    expect([...mailsOf("appointment_confirmed"), ...mailsOf("appointment_cancelled")]).toEqual([]);
    const other = await bookOne();
    for (const status of ["confirmed", "completed", "confirmed"] as const) {
      await admin.appointments.setStatus({ id: other, status });
    }
    expect(mailsOf("appointment_confirmed")).toHaveLength(1);
    await expect(admin.appointments.setStatus({ id: "nope", status: "confirmed" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(admin.appointments.setStatus({ id, status: "lost" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(t.publicCaller().appointments.setStatus({ id, status: "confirmed" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  test("the list pages, filters by status and days, and the dashboard shows the next ones", async () => {
    const later = nextMonday(9);
    const first = await bookOne({ companyName: "Alpha Clinic", time: "09:00" });
    await bookOne({ companyName: "Beta Hotel", date: later });
    const third = await bookOne({ companyName: "Gamma Shop", time: "11:00" });
    const admin = t.adminCaller();
    await admin.appointments.setStatus({ id: third, status: "completed" });

    const upcoming = await admin.appointments.page({});
    expect(upcoming.rows.map((r) => r.companyName)).toEqual(["Alpha Clinic", "Beta Hotel"]);
    expect(upcoming.rows[0]).toMatchObject({ id: first, date: nextMonday(), time: "09:00" });
    const completed = await admin.appointments.page({ status: "completed" });
    expect(completed.rows.map((r) => r.id)).toEqual([third]);
    const onDay = await admin.appointments.page({ status: "all", from: later, to: later });
    expect(onDay.rows.map((r) => r.companyName)).toEqual(["Beta Hotel"]);
    const paged = await admin.appointments.page({ status: "all", size: 10, page: 1, sort: "newest" });
    expect([paged.total, paged.rows[0]?.companyName]).toEqual([3, "Beta Hotel"]);
    await expect(admin.appointments.page({ from: "tomorrow" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    const summary = await admin.desk.summary();
    expect(summary.appointments.total).toBe(2);
    expect(summary.appointments.next.map((r) => r.companyName)).toEqual(["Alpha Clinic", "Beta Hotel"]);
  });
});
