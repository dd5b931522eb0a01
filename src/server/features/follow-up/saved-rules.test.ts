import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { followUpDigests, outbox, productInquiries } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { followUpRound } from "./schedule";

// The follow-up round, quotes and the dashboard read the rules the owner saved in Settings, over the environment,
// from the next call on; a rule never saved keeps its environment variable (the README's defaults here).
setDefaultTimeout(20_000);

const timeZone = "Asia/Riyadh";
const distDir = await makeFakeDist();
const t = appForEachTest(
  { OWNER_EMAIL: "owner@safa.example", PUBLIC_ORIGIN: "http://localhost", SITE_TIME_ZONE: timeZone },
  { distDir },
);
const day0 = () => addDays(wallClockOf(Date.now(), timeZone).date, 1);
const moveTo = (date: string, time: string) =>
  t.advance(instantOf({ date, time }, timeZone) - t.app.deps.now());
const roundAt = (date: string, time: string) => {
  moveTo(date, time);
  return followUpRound(t.app.deps);
};
const mails = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();
const draft = (validUntil: string, buyerEmail: string): QuoteInput => ({
  buyerName: "Grand Hotel",
  buyerEmail,
  lang: "en",
  currency: "USD",
  validUntil,
  lines: [{ description: "Facial tissue", quantity: 3, unit: "carton", unitPrice: "19.99" }],
});
async function sentQuote(validUntil: string, buyerEmail = "buyer@grand.example") {
  const made = await t.adminCaller().quotes.create(draft(validUntil, buyerEmail));
  await t.adminCaller().quotes.send({ id: made.id });
  return made;
}

describe("quote reminders", () => {
  test("the buyer's reminder comes the saved days before the quote lapses, not the environment's 3", async () => {
    const d = day0();
    moveTo(d, "09:00");
    const quote = await sentQuote(addDays(d, 10));
    expect(await roundAt(addDays(d, 4), "09:00")).toMatchObject({ buyers: 0 });
    await t.adminCaller().businessRules.save({ quoteReminderDays: 6 });
    expect(await roundAt(addDays(d, 4), "09:05")).toMatchObject({ buyers: 1 });
    expect(mails("quote_reminder").map((m) => m.refId)).toEqual([quote.id]);
  });

  test("without a save the environment's 3 days hold; a saved 0 turns reminders off", async () => {
    const d = day0();
    moveTo(d, "09:00");
    await sentQuote(addDays(d, 10));
    expect(await roundAt(addDays(d, 6), "09:00")).toMatchObject({ buyers: 0 });
    expect(await roundAt(addDays(d, 7), "09:00")).toMatchObject({ buyers: 1 });
    await t.adminCaller().businessRules.save({ quoteReminderDays: 0 });
    await sentQuote(addDays(d, 9), "second@grand.example");
    expect(await roundAt(addDays(d, 8), "09:00")).toMatchObject({ buyers: 0 });
  });

  test("the owner's unopened-quote alert comes after the saved days", async () => {
    const d = day0();
    moveTo(d, "09:00");
    await sentQuote(addDays(d, 20));
    await t.adminCaller().businessRules.save({ quoteUnviewedDays: 5 });
    expect(await roundAt(addDays(d, 2), "09:01")).toMatchObject({ unviewed: 0 });
    expect(await roundAt(addDays(d, 5), "09:01")).toMatchObject({ unviewed: 1 });
  });
});

describe("follow-up days", () => {
  test("a quote sent after the save gets its date the saved days on; one sent before keeps its own", async () => {
    const d = day0();
    moveTo(d, "10:00");
    const before = await sentQuote(addDays(d, 20));
    await t.adminCaller().businessRules.save({ followUpDays: 7 });
    const after = await sentQuote(addDays(d, 20), "later@grand.example");
    expect(await t.adminCaller().followUp.dates()).toEqual(
      expect.arrayContaining([
        { id: before.id, followUpOn: addDays(d, 3) },
        { id: after.id, followUpOn: addDays(d, 7) },
      ]),
    );
  });

  test("an inquiry is due the saved days after it came", async () => {
    const d = day0();
    t.db
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
      .run();
    moveTo(addDays(d, 3), "12:00");
    expect((await t.adminCaller().followUp.today()).inquiries).toHaveLength(1);
    await t.adminCaller().businessRules.save({ followUpDays: 5 });
    expect((await t.adminCaller().followUp.today()).inquiries).toEqual([]);
  });
});

describe("the morning digest", () => {
  test("comes at the saved hour, not the environment's 08:00; saved off, at no hour", async () => {
    const d = day0();
    await roundAt(d, "08:00");
    expect(t.db.select().from(followUpDigests).all()).toMatchObject([{ day: d }]);
    await t.adminCaller().businessRules.save({ digestHour: 14 });
    expect(await roundAt(addDays(d, 1), "13:59")).toMatchObject({ digest: false });
    expect(t.db.select().from(followUpDigests).all()).toHaveLength(1);
    await roundAt(addDays(d, 1), "14:00");
    expect(t.db.select().from(followUpDigests).all()).toMatchObject([{ day: d }, { day: addDays(d, 1) }]);
    await t.adminCaller().businessRules.save({ digestHour: null });
    await roundAt(addDays(d, 2), "23:45");
    expect(t.db.select().from(followUpDigests).all()).toHaveLength(2);
  });
});
