import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, quoteDocuments } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { later } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { mailingAppForEachTest } from "#tests/helpers/mailing-app.ts";
import { pdfFile, pdfText } from "#tests/helpers/pdf-tools.ts";
import { quoteDraft, quoteEnv, quoteSteps } from "#tests/helpers/quote-kit.ts";
import { refusal } from "#tests/helpers/refusals.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";

// Revisions (docs/decisions/160). Sending draws the PDF in a worker; the first one in a process starts it.
setDefaultTimeout(30_000);

const { t, mailed } = await mailingAppForEachTest(quoteEnv, { distDir: await makeFakeDist() });

const { row, sent, post } = quoteSteps(t);
// Revision 2 of a sent quote with 40 cartons instead of 10, sent.
async function revised(id: string, over: Partial<QuoteInput> = {}) {
  const admin = t.adminCaller();
  const next = await admin.quotes.revise({ id });
  const lines = [{ description: "Facial tissue", quantity: 40, unit: "carton", unitPrice: "12.00" }];
  await admin.quotes.update({ id: next.id, data: quoteDraft({ lines, ...over }) });
  await admin.quotes.send({ id: next.id });
  return { ...next, token: row(next.id)?.token ?? "" };
}
const conflict = { code: "CONFLICT" };

describe("revising a sent quote", () => {
  test("makes revision 2 of the same number with its own link and PDF; the buyer is mailed rev 2", async () => {
    const admin = t.adminCaller();
    const first = await sent();
    const next = await admin.quotes.revise({ id: first.id });
    expect(next).toMatchObject({
      number: first.number,
      revision: 2,
      status: "draft",
      lines: [{ quantity: 10 }],
    });
    // Asking again answers the same draft; until it is sent, revision 1 stays live.
    expect((await admin.quotes.revise({ id: first.id })).id).toBe(next.id);
    expect(row(first.id)?.status).toBe("sent");

    const second = await revised(first.id);
    expect(second.id).toBe(next.id);
    expect(second.token).not.toBe(first.token);
    expect(row(first.id)).toMatchObject({ status: "replaced", token: first.token });
    expect(await admin.quotes.get({ id: second.id })).toMatchObject({
      revision: 2,
      status: "sent",
      replacedBy: null,
      history: [
        { id: first.id, revision: 1, status: "replaced" },
        { id: second.id, revision: 2, status: "sent" },
      ],
    });
    expect((await admin.quotes.get({ id: first.id })).replacedBy).toBe(2);
    // The owner's list shows the number once, at its latest revision; revision 1 is in its history.
    expect((await admin.quotes.page({})).rows.map((q) => [q.number, q.revision])).toEqual([
      [first.number, 2],
    ]);
    expect((await admin.desk.summary()).quotes.waitingQuotes).toBe(1);
    const kept = t.db.select().from(quoteDocuments).all();
    expect(kept.map((d) => [d.quoteId, d.revision])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);

    const mails = await mailed(2);
    const mail = mails.find((m) => m.subject === `Your quote ${first.number} rev 2`);
    expect(mail?.text).toContain("Here is revision 2 of our offer. It replaces the earlier revision");
    expect(mail?.text).toContain(`/quote/${second.token}`);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`${first.number}-rev2.pdf`);
    const text = pdfText(pdfFile(new Uint8Array(attachment?.content ?? [])));
    expect(text).toContain(`${first.number} rev 2`);
    expect(text).toContain("480.00");
  });

  test("the earlier link shows it replaced, in English and Arabic, without forms, and refuses an answer at every door", async () => {
    const first = await sent({ lang: "ar" });
    const second = await revised(first.id, { lang: "ar" });
    const english = await (await t.request(`/quote/${first.token}`)).text();
    // "email" as everywhere else on the site, not "e-mail".
    expect(english).toContain("This quote was replaced by revision 2, which we sent you by email.");
    expect(english).not.toContain('value="accept"');
    expect(english).not.toContain("seen.gif");
    const arabic = await (await t.request(`/ar/quote/${first.token}`)).text();
    expect(arabic).toContain("حلَّت محل هذا العرض المراجعة 2");
    expect(arabic).not.toContain('value="decline"');
    expect(await (await t.request(`/ar/quote/${second.token}`)).text()).toContain('value="accept"');

    const rest = await t.request(`/api/quotes/${first.token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: "Sara Ahmed" },
    });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({ message: "This quote was replaced by revision 2" });
    expect(
      await refusal(
        sentByScript(t, `/quote/${first.token}`, { answer: "decline", comment: "", name: "", po: "" }),
      ),
    ).toMatchObject({ status: 409 });
    const form = await post(`/ar/quote/${first.token}`, { answer: "accept", name: "Sara Ahmed" });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("حلَّت محل هذا العرض المراجعة 2");
    expect(row(first.id)).toMatchObject({ status: "replaced", acceptedName: null, answeredAt: null });
    expect(t.db.select().from(quoteDocuments).where(eq(quoteDocuments.kind, "accepted")).all()).toEqual([]);

    const accepted = await post(`/ar/quote/${second.token}`, { answer: "accept", name: "Sara Ahmed" });
    expect(accepted.status).toBe(200);
    expect(row(second.id)).toMatchObject({ status: "accepted", acceptedRevision: 2 });
  });

  test("an accepted quote is locked: no change, no revision; one accepted while rev 2 was drafted stops its send", async () => {
    const admin = t.adminCaller();
    const done = await sent();
    await t.request(`/api/quotes/${done.token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: "Sara" },
    });
    const locked = { ...conflict, message: "An accepted quote is locked: it cannot be changed or revised" };
    expect(await refusal(admin.quotes.revise({ id: done.id }))).toMatchObject(locked);
    expect(await refusal(admin.quotes.update({ id: done.id, data: quoteDraft() }))).toMatchObject(locked);

    const open = await sent();
    const next = await admin.quotes.revise({ id: open.id });
    await t.request(`/api/quotes/${open.token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: "Sara" },
    });
    const mailsBefore = t.db.select().from(outbox).all().length;
    expect(await refusal(admin.quotes.send({ id: next.id }))).toMatchObject(conflict);
    expect(row(next.id)).toMatchObject({ status: "draft", token: null });
    expect(row(open.id)?.status).toBe("accepted");
    expect(t.db.select().from(outbox).all().length).toBe(mailsBefore);
  });

  test("a declined or an expired quote may be revised into a live revision; a draft or a replaced one may not", async () => {
    const admin = t.adminCaller();
    const declined = await sent();
    await t.request(`/api/quotes/${declined.token}/answer`, { method: "POST", json: { answer: "decline" } });
    const live = await revised(declined.id);
    expect(row(live.id)?.status).toBe("sent");
    // Its answer is kept; its page says it was replaced.
    expect(row(declined.id)?.status).toBe("declined");
    expect(await (await t.request(`/quote/${declined.token}`)).text()).toContain("replaced by revision 2");
    expect(await refusal(admin.quotes.revise({ id: declined.id }))).toMatchObject({
      ...conflict,
      message: "Revision 2 replaces this one: revise that one",
    });

    const lapsing = await sent({ validUntil: later(1) });
    t.advance(3 * 86_400_000);
    expect((await admin.quotes.get({ id: lapsing.id })).shownStatus).toBe("expired");
    const renewed = await revised(lapsing.id, { validUntil: later(40) });
    expect(row(lapsing.id)?.status).toBe("replaced");
    expect((await admin.quotes.get({ id: renewed.id })).shownStatus).toBe("sent");

    const fresh = await admin.quotes.create(quoteDraft());
    expect(await refusal(admin.quotes.revise({ id: fresh.id }))).toMatchObject(conflict);
    expect(await refusal(t.publicCaller().quotes.revise({ id: fresh.id }))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
