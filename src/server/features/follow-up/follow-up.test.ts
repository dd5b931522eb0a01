import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, productInquiries, quoteFollowUps, quotes } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { writtenDate } from "#shared/written-date.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { followUpRound } from "./schedule";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const timeZone = "Asia/Riyadh";
const env = {
  OWNER_EMAIL: "owner@safa.example",
  PUBLIC_ORIGIN: "http://localhost",
  SITE_TIME_ZONE: timeZone,
};
const distDir = await makeFakeDist();
const t = appForEachTest(env, { distDir });

// The clock only moves forward (rows' created_at come from SQLite's own clock): day 0 is tomorrow on the site's clock.
const day0 = () => addDays(wallClockOf(Date.now(), timeZone).date, 1);
const moveTo = (app: Pick<TestApp, "app" | "advance">, date: string, time: string) =>
  app.advance(instantOf({ date, time }, timeZone) - app.app.deps.now());
const draft = (validUntil: string, over: Partial<QuoteInput> = {}): QuoteInput => ({
  buyerName: "Grand Hotel",
  buyerEmail: "buyer@grand.example",
  lang: "ar",
  currency: "USD",
  validUntil,
  lines: [{ description: "Facial tissue", quantity: 3, unit: "carton", unitPrice: "19.99" }],
  ...over,
});
async function sentQuote(
  app: Pick<TestApp, "adminCaller">,
  validUntil: string,
  over: Partial<QuoteInput> = {},
) {
  const admin = app.adminCaller();
  const made = await admin.quotes.create(draft(validUntil, over));
  await admin.quotes.send({ id: made.id });
  return made;
}
const mails = (app: Pick<TestApp, "db">, kind: string) =>
  app.db.select().from(outbox).where(eq(outbox.kind, kind)).all();
const round = () => followUpRound(t.app.deps);
// The schedule's round as it runs at that moment on the site's clock.
const roundAt = (date: string, time: string) => {
  moveTo(t, date, time);
  return round();
};

describe("the follow-up date", () => {
  test("sending sets it FOLLOW_UP_DAYS later on the site's clock; the owner moves it and the dashboard lists it", async () => {
    const d = day0();
    moveTo(t, d, "10:00");
    const quote = await sentQuote(t, addDays(d, 20));
    const admin = t.adminCaller();
    expect(await admin.followUp.dates()).toEqual([{ id: quote.id, followUpOn: addDays(d, 3) }]);
    expect((await admin.followUp.today()).quotes).toEqual([]);

    await admin.followUp.set({ id: quote.id, date: d });
    expect((await admin.audit.page({})).rows[0]).toMatchObject({
      label: "Follow-up date set",
      targetId: quote.id,
      // The day as the admin writes every date ("26 November 2026", decision 042).
      summary: `${quote.number} · ${writtenDate(d, "en")}`,
    });
    expect((await admin.followUp.today()).quotes).toMatchObject([
      { id: quote.id, number: quote.number, buyerName: "Grand Hotel", followUpOn: d },
    ]);
    // Sending again keeps the owner's date.
    await admin.quotes.send({ id: quote.id });
    expect(await admin.followUp.dates()).toEqual([{ id: quote.id, followUpOn: d }]);
  });

  test("a date three days on comes due on the third day, and stays due (overdue) until moved", async () => {
    const d = day0();
    moveTo(t, d, "23:30");
    const quote = await sentQuote(t, addDays(d, 20));
    moveTo(t, addDays(d, 2), "23:59");
    expect((await t.adminCaller().followUp.today()).quotes).toEqual([]);
    moveTo(t, addDays(d, 3), "00:00");
    expect((await t.adminCaller().followUp.today()).quotes.map((q) => q.id)).toEqual([quote.id]);
    moveTo(t, addDays(d, 5), "12:00");
    expect((await t.adminCaller().followUp.today()).quotes.map((q) => q.id)).toEqual([quote.id]);
  });

  test("a bad date or a draft is refused with a clear answer and nothing changes", async () => {
    const d = day0();
    moveTo(t, d, "10:00");
    const quote = await sentQuote(t, addDays(d, 20));
    const draftOnly = await t.adminCaller().quotes.create(draft(addDays(d, 20)));
    const cookie = await t.login();
    const res = await t.request("/trpc/followUp.set", {
      method: "POST",
      headers: { cookie },
      json: { id: quote.id, date: "2026-02-30" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Choose a date such as 2026-12-01");
    await expect(t.adminCaller().followUp.set({ id: draftOnly.id, date: d })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(t.adminCaller().followUp.set({ id: "missing", date: d })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(t.db.select().from(quoteFollowUps).all()).toEqual([
      expect.objectContaining({ quoteId: quote.id, followUpOn: addDays(d, 3) }),
    ]);
  });

  test("an inquiry still pending FOLLOW_UP_DAYS after it came, with no quote, is due; a quote for it takes over", async () => {
    const d = day0();
    const inquiry = t.db
      .insert(productInquiries)
      .values({
        productId: "p",
        productName: "Soft Facial Tissue",
        businessType: "hotel",
        quantity: "40 cartons",
        needByDate: addDays(d, 30),
        contactName: "Layla",
        email: "layla@hotel.example",
        createdAt: new Date(instantOf({ date: d, time: "10:00" }, timeZone)),
      })
      .returning()
      .get();
    moveTo(t, addDays(d, 2), "12:00");
    expect((await t.adminCaller().followUp.today()).inquiries).toEqual([]);
    moveTo(t, addDays(d, 3), "12:00");
    expect((await t.adminCaller().followUp.today()).inquiries).toMatchObject([
      { id: inquiry.id, contactName: "Layla", productName: "Soft Facial Tissue", lines: 1 },
    ]);
    await t.adminCaller().quotes.create(draft(addDays(d, 20), { inquiryId: inquiry.id }));
    expect((await t.adminCaller().followUp.today()).inquiries).toEqual([]);
  });
});

describe("reminders", () => {
  test("the buyer is reminded once, QUOTE_REMINDER_DAYS before the last valid day, in the quote's language", async () => {
    const d = day0();
    moveTo(t, d, "09:00");
    const quote = await sentQuote(t, addDays(d, 10));
    await roundAt(addDays(d, 6), "12:00");
    expect(mails(t, "quote_reminder")).toEqual([]);
    // The day comes at midnight, but buyers are not mailed before 08:00 on the site's clock.
    await roundAt(addDays(d, 7), "07:30");
    expect(mails(t, "quote_reminder")).toEqual([]);
    expect(await roundAt(addDays(d, 7), "08:15")).toMatchObject({ buyers: 1 });
    await round();
    await roundAt(addDays(d, 8), "09:00");
    const sent = mails(t, "quote_reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ refId: quote.id, lang: "ar", to: "buyer@grand.example" });
    expect(sent[0]?.subject).toBe(`عرض السعر ${quote.number} صالح حتى ${writtenDate(addDays(d, 10), "ar")}`);
    expect(sent[0]?.text).toContain(`http://localhost/ar/quote/${t.db.select().from(quotes).get()?.token}`);
  });

  test("an answered, revoked or just-sent quote gets no reminder", async () => {
    const d = day0();
    moveTo(t, d, "09:00");
    const revoked = await sentQuote(t, addDays(d, 3));
    await t.adminCaller().quotes.revoke({ id: revoked.id });
    const declined = await sentQuote(t, addDays(d, 3), { buyerEmail: "no@hotel.example" });
    const token = t.db.select().from(quotes).where(eq(quotes.id, declined.id)).get()?.token ?? "";
    await sentByScript(t, `/quote/${token}`, { answer: "decline", comment: "", name: "", po: "" });
    moveTo(t, addDays(d, 1), "08:30");
    const fresh = await sentQuote(t, addDays(d, 3), { buyerEmail: "fresh@hotel.example" });
    await round();
    expect(mails(t, "quote_reminder")).toEqual([]);
    await roundAt(addDays(d, 2), "09:00");
    expect(mails(t, "quote_reminder").map((m) => m.refId)).toEqual([fresh.id]);
  });

  test("the owner hears once of a quote still unopened after QUOTE_UNVIEWED_DAYS; a scanner's GET or HEAD does not open it", async () => {
    const d = day0();
    moveTo(t, d, "09:00");
    const unopened = await sentQuote(t, addDays(d, 20));
    const opened = await sentQuote(t, addDays(d, 20), { buyerEmail: "reader@hotel.example" });
    const tokenOf = (id: string) => t.db.select().from(quotes).where(eq(quotes.id, id)).get()?.token;
    for (const method of ["GET", "HEAD"]) {
      expect((await t.request(`/ar/quote/${tokenOf(unopened.id)}`, { method })).status).toBe(200);
      await t.request(`/ar/quote/${tokenOf(unopened.id)}/seen.gif`, { method: "HEAD" });
    }
    await t.request(`/ar/quote/${tokenOf(opened.id)}/seen.gif`);
    await roundAt(addDays(d, 1), "21:00");
    expect(mails(t, "quote_unviewed_alert")).toEqual([]);
    expect(await roundAt(addDays(d, 2), "09:01")).toMatchObject({ unviewed: 1 });
    await round();
    const alerts = mails(t, "quote_unviewed_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ refId: unopened.id, to: "owner@safa.example", lang: "en" });
    expect(alerts[0]?.subject).toBe(`Quote ${unopened.number} not opened yet by Grand Hotel`);
    // Its dates are written out, as everywhere the owner reads them (docs/decisions/042).
    expect(alerts[0]?.text).toContain(writtenDate(d, "en"));
    expect(alerts[0]?.text).toContain(writtenDate(addDays(d, 20), "en"));
    expect(alerts[0]?.text).not.toContain(addDays(d, 20));
  });

  test("0 turns each reminder off", async () => {
    const off = await makeTestApp(
      { ...env, QUOTE_REMINDER_DAYS: "0", QUOTE_UNVIEWED_DAYS: "0" },
      { distDir },
    );
    const d = day0();
    moveTo(off, d, "09:00");
    await sentQuote(off, addDays(d, 3));
    moveTo(off, addDays(d, 2), "12:00");
    expect(await followUpRound(off.app.deps)).toMatchObject({ buyers: 0, unviewed: 0 });
    const sent = off.db.select().from(outbox).all();
    expect(sent.map((m) => m.kind)).toEqual(["quote"]);
    off.db.$client.close();
  });
});
