import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { followUpDigests, outbox, productInquiries } from "#db/schema.ts";
import { createApp } from "#server/app.ts";
import { closeDb, openDb } from "#server/db.ts";
import { parseSettings } from "#server/settings.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { writtenDate } from "#shared/written-date.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";
import { makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { mailWorker } from "../mail/worker";
import { followUpRound } from "./schedule";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const timeZone = "Asia/Riyadh";
const sink = await smtpSink();
afterAll(() => sink.close());
const distDir = await makeFakeDist();
const env = {
  OWNER_EMAIL: "owner@safa.example",
  PUBLIC_ORIGIN: "http://localhost",
  SITE_TIME_ZONE: timeZone,
  SMTP_URL: sink.url,
};

const day0 = () => addDays(wallClockOf(Date.now(), timeZone).date, 1);
const moveTo = (t: TestApp, date: string, time: string) =>
  t.advance(instantOf({ date, time }, timeZone) - t.app.deps.now());
const digests = (t: TestApp) => t.db.select().from(outbox).where(eq(outbox.kind, "follow_up_digest")).all();
const draft = (validUntil: string, buyerName: string): QuoteInput => ({
  buyerName,
  buyerEmail: "buyer@hotel.example",
  lang: "en",
  currency: "USD",
  validUntil,
  lines: [{ description: "Facial tissue", quantity: 3, unit: "carton", unitPrice: "19.99" }],
});
const inquiry = (t: TestApp, contactName: string, createdAt: number) =>
  t.db
    .insert(productInquiries)
    .values({
      productId: "p",
      productName: "Pocket Tissue",
      businessType: "retail",
      quantity: "12 cartons",
      needByDate: "2030-01-01",
      contactName,
      email: "lead@shop.example",
      createdAt: new Date(createdAt),
    })
    .run();

describe("the morning digest", () => {
  test("a new site records its first morning and mails nothing; the next morning lists leads, follow-ups and lapsing quotes, once, even across a restart", async () => {
    let t = await makeTestApp(env, { distDir });
    const d = day0();
    moveTo(t, d, "07:59");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: false });
    expect(t.db.select().from(followUpDigests).all()).toEqual([]);
    moveTo(t, d, "08:00");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: false });
    expect(t.db.select().from(followUpDigests).all()).toMatchObject([{ day: d, sent: false }]);

    const admin = t.adminCaller();
    const due = await admin.quotes.create(draft(addDays(d, 30), "Due Hotel"));
    await admin.quotes.send({ id: due.id });
    await admin.followUp.set({ id: due.id, date: addDays(d, 1) });
    const lapsing = await admin.quotes.create(draft(addDays(d, 5), "Lapsing Hotel"));
    await admin.quotes.send({ id: lapsing.id });
    inquiry(t, "Samir", instantOf({ date: d, time: "15:00" }, timeZone));
    moveTo(t, addDays(d, 1), "08:05");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: true });
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: false });
    // A restart the same day: the database closed and opened again by a new app, whose round finds the day.
    closeDb(t.db);
    const db = openDb(join(t.dataDir, "app.db"));
    const now = t.app.deps.now() + 10 * 3_600_000;
    const restarted = createApp({ db, settings: t.settings, now: () => now, distDir, log: () => {} });
    expect(await followUpRound(restarted.deps)).toMatchObject({ digest: false });
    t = { ...t, db, app: restarted };

    const [mail, ...more] = digests(t);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: "owner@safa.example", lang: "en", refId: addDays(d, 1) });
    expect(mail?.subject).toBe(`Your follow-ups for ${writtenDate(addDays(d, 1), "en")}`);
    expect(mail?.text).toContain(
      "Good morning. Today: 1 new lead, 1 follow-up due, 1 quote lapses this week.",
    );
    expect(mail?.text).toContain("Inquiry: Samir (Pocket Tissue, 12 cartons)");
    expect(mail?.text).toContain(
      `Quote ${due.number} for Due Hotel (follow up on ${writtenDate(addDays(d, 1), "en")})`,
    );
    expect(mail?.text).toContain(
      `Quote ${lapsing.number} for Lapsing Hotel, valid until ${writtenDate(addDays(d, 5), "en")}`,
    );

    const worker = mailWorker({
      db: t.db,
      smtpUrl: sink.url,
      from: t.settings.MAIL_FROM,
      now: t.app.deps.now,
    });
    await worker.runOnce();
    await worker.stop();
    const delivered = sink.received.find(
      (m) => m.subject === `Your follow-ups for ${writtenDate(addDays(d, 1), "en")}`,
    );
    expect(delivered?.text).toContain("Inquiry: Samir");
    expect(delivered?.html).toContain("http://localhost/admin/");
    t.db.$client.close();
  });

  test("a day with nothing to say mails nothing (leads older than the first morning are not news); later leads come the next morning", async () => {
    const t = await makeTestApp(env, { distDir });
    const d = day0();
    inquiry(t, "Before", instantOf({ date: d, time: "08:30" }, timeZone));
    moveTo(t, d, "09:00");
    await followUpRound(t.app.deps);
    moveTo(t, addDays(d, 1), "09:00");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: false });
    expect(t.db.select().from(followUpDigests).all()).toMatchObject([
      { day: d, sent: false },
      { day: addDays(d, 1), sent: false },
    ]);
    expect(digests(t)).toEqual([]);
    inquiry(t, "After", instantOf({ date: addDays(d, 1), time: "10:00" }, timeZone));
    moveTo(t, addDays(d, 2), "09:00");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: true });
    const text = digests(t)[0]?.text ?? "";
    expect(text).toContain("Inquiry: After");
    expect(text).not.toContain("Inquiry: Before");
    expect(digests(t)).toHaveLength(1);
    t.db.$client.close();
  });

  test("DIGEST_HOUR=off sends no digest", async () => {
    const t = await makeTestApp({ ...env, DIGEST_HOUR: "off" }, { distDir });
    const d = day0();
    moveTo(t, d, "09:00");
    await followUpRound(t.app.deps);
    inquiry(t, "Samir", instantOf({ date: d, time: "10:00" }, timeZone));
    moveTo(t, addDays(d, 1), "09:00");
    expect(await followUpRound(t.app.deps)).toMatchObject({ digest: false });
    expect(t.db.select().from(followUpDigests).all()).toEqual([]);
    t.db.$client.close();
  });
});

describe("settings", () => {
  test("reminders 3 and 2 days, follow-up 3 days, the digest at 08:00, by default; bad values stop the start", () => {
    expect(parseSettings({})).toMatchObject({
      QUOTE_REMINDER_DAYS: 3,
      QUOTE_UNVIEWED_DAYS: 2,
      FOLLOW_UP_DAYS: 3,
      DIGEST_HOUR: 8,
    });
    expect(parseSettings({ DIGEST_HOUR: "off", QUOTE_REMINDER_DAYS: "0" })).toMatchObject({
      DIGEST_HOUR: null,
      QUOTE_REMINDER_DAYS: 0,
    });
    expect(() => parseSettings({ DIGEST_HOUR: "24" })).toThrow(
      "DIGEST_HOUR must be an hour from 0 to 23 (site time), or off",
    );
    expect(() => parseSettings({ QUOTE_UNVIEWED_DAYS: "-1" })).toThrow("QUOTE_UNVIEWED_DAYS");
    expect(() => parseSettings({ FOLLOW_UP_DAYS: "two" })).toThrow("FOLLOW_UP_DAYS");
  });
});
