import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { inquiryEvents, outbox, productInquiries, quoteRequests } from "#db/schema.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { later } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { quoteDraft, quoteEnv, quoteSteps, withProduct } from "#tests/helpers/quote-kit.ts";
import { refusal } from "#tests/helpers/refusals.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// "Ask for a new quote" on an expired quote (docs/decisions/160). Sending draws the PDF in a worker.
setDefaultTimeout(30_000);

const t = appForEachTest(quoteEnv, {
  distDir: await makeFakeDist(),
  prepare: withProduct({
    id: "facial",
    name: "Facial Tissue",
    nameAr: "مناديل الوجه",
    description: "2-ply",
    category: "facial",
  }),
});
const draft = (over: Partial<QuoteInput> = {}): QuoteInput =>
  quoteDraft({
    buyerPhone: "+971 4 555 0101",
    lang: "ar",
    validUntil: later(5),
    lines: [
      { productId: "facial", description: "Facial tissue", quantity: 30, unit: "carton", unitPrice: "12.50" },
      { description: "Delivery", quantity: 1, unit: "trip", unitPrice: "40" },
    ],
    ...over,
  });
const { row, sent, post } = quoteSteps(t, draft);
const requests = () => t.db.select().from(quoteRequests).all();

describe("asking for a new quote", () => {
  test("an expired quote's page offers it as a plain form; one post files one request from its lines, a second files nothing", async () => {
    const quote = await sent();
    t.advance(7 * 86_400_000);
    const page = await (await t.request(`/ar/quote/${quote.token}`)).text();
    expect(page).toContain(`action="/ar/quote/${quote.token}/ask-again" method="post"`);
    expect(page).toContain("اطلب عرض سعر جديداً");
    expect(page).not.toContain('value="accept"');
    expect(await (await t.request(`/quote/${quote.token}`)).text()).toContain("Ask for a new quote");
    // A mail scanner fetching the form's address files nothing.
    for (const method of ["GET", "HEAD"])
      expect((await t.request(`/quote/${quote.token}/ask-again`, { method })).status).toBe(404);
    expect(requests()).toEqual([]);

    const thanks = await post(`/ar/quote/${quote.token}/ask-again`);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain("شكراً لك، سنرسل إليك عرض سعر جديداً");
    const [request] = requests();
    expect(html).toContain(request?.reference ?? "missing");
    expect(request).toMatchObject({ contactName: "Palm Hotel", email: "buyer@palm.example", lang: "ar" });
    expect(request?.notes).toBe(`Asked again from the expired quote ${quote.number} rev 1`);
    // The catalogue line becomes the request's line; the delivery line is the owner's to price again.
    const lines = t.db
      .select()
      .from(productInquiries)
      .where(eq(productInquiries.requestId, request?.id ?? ""))
      .all();
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([["facial", "30 carton"]]);
    expect(row(quote.id)?.renewalRequestId).toBe(request?.id ?? "missing");
    const alerts = t.db.select().from(outbox).where(eq(outbox.kind, "inquiry_alert")).all();
    expect(alerts.map((m) => m.subject)).toContain(
      `New quote request ${request?.reference}: 1 product from Palm Hotel`,
    );
    expect((await t.adminCaller().quotes.requests()).map((r) => r.reference)).toEqual([
      request?.reference ?? "missing",
    ]);

    const again = await post(`/quote/${quote.token}/ask-again`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(`You already asked for a new quote (request ${request?.reference})`);
    const rest = await t.request(`/api/quotes/${quote.token}/ask-again`, { method: "POST", json: {} });
    expect([rest.status, await rest.json()]).toEqual([
      200,
      { status: "already", reference: request?.reference },
    ]);
    expect(requests()).toHaveLength(1);
    expect(t.db.select().from(outbox).where(eq(outbox.kind, "inquiry_alert")).all()).toHaveLength(
      alerts.length,
    );
  });

  test("a quote still valid, answered or unknown cannot be asked again, through every door; nothing is stored", async () => {
    const live = await sent({ validUntil: later(30) });
    const rest = await t.request(`/api/quotes/${live.token}/ask-again`, { method: "POST", json: {} });
    expect([rest.status, (await rest.json()).message]).toEqual([
      409,
      "Only an expired quote can be asked for again",
    ]);
    expect(await refusal(sentByScript(t, `/quote/${live.token}/ask-again`, {}))).toMatchObject({
      status: 409,
    });
    const form = await post(`/quote/${live.token}/ask-again`);
    expect(form.status).toBe(409);
    expect(await form.text()).toContain('value="accept"');
    expect((await post(`/quote/${live.token}x/ask-again`)).status).toBe(404);
    expect(
      (await t.request(`/api/quotes/${live.token}x/ask-again`, { method: "POST", json: {} })).status,
    ).toBe(404);
    expect(requests()).toEqual([]);
    expect(t.db.select().from(inquiryEvents).all()).toEqual([]);

    // The JSON door files it once the quote has expired, and answers "already" after.
    t.advance(40 * 86_400_000);
    const again = () => sentByScript(t, `/quote/${live.token}/ask-again`, {});
    expect(await again()).toMatchObject({ status: "filed" });
    expect(await again()).toMatchObject({ status: "already" });
    expect(requests()).toHaveLength(1);
  });
});
