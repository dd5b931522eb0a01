import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { inquiryEvents, outbox, quoteLines, quotes } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { writtenDate } from "#shared/written-date.ts";
import { later } from "#tests/helpers/booking.ts";
import { countingBody, streamedPost } from "#tests/helpers/counting-body.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { facialTissue, quoteEnv, withProduct } from "#tests/helpers/quote-kit.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const productId = facialTissue.id;
const t = appForEachTest(
  { ...quoteEnv, QUOTE_CURRENCIES: "USD,AED" },
  {
    distDir: await makeFakeDist(),
    prepare: withProduct({ ...facialTissue, price: "19.99" }),
  },
);
const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const draft = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  buyerName: "Grand Hotel",
  buyerEmail: "buyer@grand.example",
  lang: "ar",
  currency: "USD",
  discountPercent: "10",
  taxPercent: "5",
  validUntil: later(30),
  lines: [
    { productId, description: "Facial tissue", quantity: 3, unit: "carton", unitPrice: "19.99" },
    { description: "Delivery", quantity: 1, unit: "trip", unitPrice: "25" },
  ],
  ...over,
});
const tokenOf = (id: string) => t.db.select().from(quotes).where(eq(quotes.id, id)).get()?.token ?? "";
const mails = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();

describe("building quotes", () => {
  test("numbers run Q-<year>-0001, 0002 ... and never repeat after a delete; totals are exact", async () => {
    const admin = t.adminCaller();
    const first = await admin.quotes.create(draft());
    const year = new Date().getUTCFullYear();
    expect(first.number).toBe(`Q-${year}-0001`);
    // 59.97 + 25.00 = 84.97; 10 % = 8.497 -> 8.50; 76.47 × 5 % = 3.8235 -> 3.82; 80.29
    expect(first.totals).toEqual({
      lines: ["59.97", "25.00"],
      subtotal: "84.97",
      discount: "8.50",
      taxable: "76.47",
      tax: "3.82",
      total: "80.29",
    });
    await admin.quotes.remove({ id: first.id });
    expect((await admin.quotes.create(draft())).number).toBe(`Q-${year}-0002`);
    const copy = await admin.quotes.duplicate({ id: (await admin.quotes.page({})).rows[0]?.id ?? "" });
    expect(copy).toMatchObject({
      number: `Q-${year}-0003`,
      status: "draft",
      lines: [{ quantity: 3 }, { unit: "trip" }],
    });
  });

  test("bad input is refused with the field named and stores nothing", async () => {
    const line = draft().lines[0];
    const bad: Array<[Partial<QuoteInput>, string]> = [
      [{ lines: [{ ...line, quantity: -2 }] as QuoteInput["lines"] }, "lines.0.quantity"],
      [{ lines: [{ ...line, quantity: 1.5 }] as QuoteInput["lines"] }, "lines.0.quantity"],
      [{ lines: [{ ...line, unitPrice: "123456789.00" }] as QuoteInput["lines"] }, "lines.0.unitPrice"],
      [{ lines: [{ ...line, unitPrice: "1.999" }] as QuoteInput["lines"] }, "lines.0.unitPrice"],
      [{ lines: [{ ...line, productId: "no-such-product" }] as QuoteInput["lines"] }, "lines.0.productId"],
      [{ lines: [] }, "lines"],
      [{ discountPercent: "101" }, "discountPercent"],
      [{ taxPercent: "-1" }, "taxPercent"],
      [{ currency: "JPY" }, "currency"],
      [{ buyerEmail: "nope" }, "buyerEmail"],
      [{ inquiryId: "missing" }, "inquiryId"],
    ];
    const cookie = await t.login();
    for (const [over, path] of bad) {
      const res = await t.request("/trpc/quotes.create", {
        method: "POST",
        json: draft(over),
        headers: { cookie },
      });
      expect(res.status, path).toBe(400);
      const { error } = await res.json();
      expect(
        error.data.issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
    }
    expect(t.db.select().from(quotes).all()).toHaveLength(0);
    expect(t.db.select().from(quoteLines).all()).toHaveLength(0);
  });

  test("a draft from an inquiry carries the buyer, the product, the quantity and the catalogue price", async () => {
    const inquiry = await sentByScript(t, `/inquiry/${productId}`, {
      productId,
      contactName: "Omar",
      email: "omar@cafe.example",
      businessType: "Restaurant",
      quantity: "60 cartons a month",
      needByDate: "soon",
    });
    const prefilled = await t.adminCaller().quotes.draftFrom({ inquiryId: inquiry.id });
    expect(prefilled).toMatchObject({
      inquiryId: inquiry.id,
      buyerName: "Omar",
      buyerEmail: "omar@cafe.example",
      currency: "USD",
      lines: [{ productId, quantity: 60, unit: "cartons a month" }],
    });
    expect(prefilled.validUntil > today()).toBe(true);
  });
});

describe("sending and answering", () => {
  test("send mails the buyer a link in their language; opening is recorded once; accepting alerts the owner", async () => {
    const admin = t.adminCaller();
    const inquiry = await sentByScript(t, `/inquiry/${productId}`, {
      productId,
      contactName: "Grand Hotel",
      email: "buyer@grand.example",
      businessType: "Hotel",
      quantity: "3",
      needByDate: "soon",
    });
    const made = await admin.quotes.create(draft({ inquiryId: inquiry.id }));
    await expect(
      admin.quotes.update({ id: made.id, data: draft({ inquiryId: inquiry.id, note: "Edited" }) }),
    ).resolves.toMatchObject({ note: "Edited" });
    const sent = await admin.quotes.send({ id: made.id });
    expect(sent.status).toBe("sent");
    const token = tokenOf(made.id);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [mail] = mails("quote");
    expect(mail?.to).toBe("buyer@grand.example");
    expect(mail?.lang).toBe("ar");
    expect(mail?.text).toContain(`/ar/quote/${token}`);
    expect(mail?.text).toContain("80.29 USD");
    // The lines add up to the total: the subtotal, the discount and the tax between them, as on the PDF.
    for (const sum of ["المجموع الفرعي: 84.97 USD", "الخصم (10%): -8.50 USD", "الضريبة (5%): 3.82 USD"])
      expect(mail?.text).toContain(sum);
    // In the Arabic HTML each amount reads whole, left to right with its minus in front; a line's words may wrap.
    expect(mail?.html).toContain(
      '<td dir="ltr" style="padding:4px 8px;vertical-align:top;border-bottom:1px solid #e5e7eb;white-space:nowrap">-8.50 USD</td>',
    );
    expect(mail?.html).not.toMatch(/white-space:nowrap">3 × Facial tissue/);
    // Its date written out as the page and the PDF write it, not "2026-11-25".
    expect(mail?.text).toContain(`صالح حتى ${writtenDate(later(30), "ar")}`);
    await expect(admin.quotes.update({ id: made.id, data: draft() })).rejects.toMatchObject({
      code: "CONFLICT",
    });

    const page = await t.request(`/ar/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // One clean A4 page when printed: the answer form stays on screen only.
    expect(html).toContain("@page{size:A4;margin:14mm}");
    expect(html).toContain(`action="/ar/quote/${token}" method="post"`);
    expect(html).toContain('class="no-print mt-8 space-y-8"');
    // Its dates read as the PDF writes them ("25 نوفمبر 2026", Latin digits), never as "2026-11-25".
    expect(html).toContain(`صالح حتى: ${writtenDate(later(30), "ar")}</span>`);
    expect(html).toContain(`التاريخ: ${writtenDate(today(), "ar")}</span>`);
    expect(html).not.toContain(later(30));
    // Fetching the page (GET or HEAD, as a mail scanner does) records nothing; the page's image, loaded by a
    // browser showing it, records the first opening.
    await t.request(`/quote/${token}`, { method: "HEAD" });
    expect(await admin.quotes.get({ id: made.id })).toMatchObject({ status: "sent" });
    expect(html).toContain(
      `<img src="/ar/quote/${token}/seen.gif" alt="" width="1" height="1" hidden="" fetchPriority="low"/>`,
    );
    expect((await t.request(`/ar/quote/${token}/seen.gif`, { method: "HEAD" })).status).toBe(200);
    expect(await admin.quotes.get({ id: made.id })).toMatchObject({ status: "sent" });
    const seen = await t.request(`/ar/quote/${token}/seen.gif`);
    expect([seen.status, seen.headers.get("content-type"), seen.headers.get("cache-control")]).toEqual([
      200,
      "image/gif",
      "no-store",
    ]);
    expect(await admin.quotes.get({ id: made.id })).toMatchObject({ status: "viewed" });
    await t.request(`/quote/${token}/seen.gif`);
    expect(await (await t.request(`/quote/${token}`)).text()).not.toContain("seen.gif");

    const res = await t.request(`/api/quotes/${token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: "Layla Haddad", comment: "Deliver on Monday" },
    });
    expect(await res.json()).toEqual({ status: "accepted" });
    const [alert] = mails("quote_accepted_alert");
    expect(alert?.to).toBe("owner@safa.example");
    expect(alert?.subject).toBe(`Quote ${made.number} accepted by Grand Hotel`);
    const timeline = t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id)).all();
    // Sending moved the inquiry on to contacted, the acceptance to completed (docs/decisions/110).
    expect(timeline.map((e) => [e.kind, e.author, e.body])).toEqual([
      ["quote", "admin", `Quote ${made.number} sent to buyer@grand.example`],
      ["status", "admin", "Status: Pending → Contacted"],
      ["quote", "Grand Hotel", `Quote ${made.number} opened by the buyer`],
      ["quote", "Grand Hotel", `Quote ${made.number} rev 1 accepted by Layla Haddad: "Deliver on Monday"`],
      ["status", "Grand Hotel", "Status: Contacted → Completed"],
    ]);
    const again = await t.request(`/api/quotes/${token}/answer`, {
      method: "POST",
      json: { answer: "decline" },
    });
    expect(again.status).toBe(409);
    expect((await admin.desk.summary()).quotes).toEqual({
      waitingQuotes: 0,
      acceptedThisMonth: 1,
      acceptedTotals: [{ currency: "USD", total: "80.29" }],
    });
  });

  test("the buyer's page form declines with a comment, in plain HTML", async () => {
    const made = await t.adminCaller().quotes.create(draft({ lang: "en" }));
    await t.adminCaller().quotes.send({ id: made.id });
    const token = tokenOf(made.id);
    const form = new FormData();
    form.set("answer", "decline");
    form.set("comment", "Too expensive");
    const res = await t.request(`/quote/${token}`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You declined this quote.");
    expect(await t.adminCaller().quotes.get({ id: made.id })).toMatchObject({
      status: "declined",
      answerComment: "Too expensive",
    });
  });

  test("a tampered or revoked link is a 404; an expired quote cannot be accepted", async () => {
    const admin = t.adminCaller();
    const made = await admin.quotes.create(draft());
    await admin.quotes.send({ id: made.id });
    const token = tokenOf(made.id);
    expect((await t.request(`/quote/${token}x`)).status).toBe(404);
    expect(
      (
        await t.request(`/api/quotes/${token.slice(1)}/answer`, {
          method: "POST",
          json: { answer: "accept" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/quotes/${token}/answer`, { method: "POST", json: { answer: "maybe" } })).status,
    ).toBe(400);

    t.advance(31 * 86_400_000);
    expect((await admin.quotes.get({ id: made.id })).shownStatus).toBe("expired");
    const late = await t.request(`/api/quotes/${token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: "Layla Haddad" },
    });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("This quote has expired");

    await admin.quotes.revoke({ id: made.id });
    expect((await t.request(`/quote/${token}`)).status).toBe(404);
  });

  test("the buyer's form: an unknown link is a 404 before the body is read; a live one stops reading at 64 kB", async () => {
    const made = await t.adminCaller().quotes.create(draft());
    await t.adminCaller().quotes.send({ id: made.id });
    const token = tokenOf(made.id);
    const hundredMegabytes = 100 * 1024 * 1024;
    for (const path of [`/quote/${token}x`, `/ar/quote/${token}x`]) {
      const { body, pulled } = countingBody(hundredMegabytes);
      expect((await t.app.request(`${origin}${path}`, streamedPost(body))).status, path).toBe(404);
      expect(pulled(), path).toBe(0);
    }
    const unknown = countingBody(hundredMegabytes);
    const json = streamedPost(unknown.body, "application/json");
    expect((await t.app.request(`${origin}/api/quotes/${token}x/answer`, json)).status).toBe(404);
    expect(unknown.pulled()).toBe(0);
    for (const path of [`/quote/${token}`, `/ar/quote/${token}`]) {
      const { body, pulled } = countingBody(hundredMegabytes);
      const res = await t.app.request(`${origin}${path}`, streamedPost(body));
      expect(res.status, path).toBe(413);
      expect((await res.json()).message).toBe("The body is larger than 64 kB");
      expect(pulled(), path).toBeLessThan(128 * 1024);
    }
    expect((await t.adminCaller().quotes.get({ id: made.id })).status).toBe("sent");
  });

  test("visitors cannot reach the owner's quote calls", async () => {
    await expect(t.publicCaller().quotes.page({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.publicCaller().quotes.create(draft())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
