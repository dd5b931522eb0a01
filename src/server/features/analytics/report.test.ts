import { describe, expect, test } from "bun:test";
import { contacts, productInquiries, quoteLines, quotes, visitCounts } from "#db/schema.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({ PUBLIC_ORIGIN: "https://tissue.example" });
const today = () => new Date(Date.now()).toISOString().slice(0, 10);

function acceptedQuote(number: string, currency: string, price: string, answeredAt = new Date()) {
  const quote = t.db
    .insert(quotes)
    .values({
      number,
      buyerName: "Buyer",
      buyerEmail: "b@example.com",
      currency,
      validUntil: "2099-01-01",
      status: "accepted",
      sentAt: answeredAt,
      answeredAt,
    })
    .returning()
    .get();
  t.db
    .insert(quoteLines)
    .values({
      quoteId: quote.id,
      position: 0,
      description: "Napkins",
      quantity: 2,
      unit: "carton",
      unitPrice: price,
    })
    .run();
}

describe("the funnel", () => {
  test("leads by kind from their own tables, quotes sent and accepted with their value per currency", async () => {
    t.db
      .insert(visitCounts)
      .values({ day: today(), kind: "all", key: "", views: 10, visits: 4, visitors: 3 })
      .run();
    t.db.insert(contacts).values({ name: "A", email: "a@example.com", message: "Hello" }).run();
    t.db
      .insert(productInquiries)
      .values({
        productId: "p",
        productName: "Napkins",
        businessType: "hotel",
        quantity: "10",
        needByDate: "2099-01-01",
        contactName: "B",
        email: "b@example.com",
      })
      .run();
    acceptedQuote("Q-1", "USD", "10.50");
    acceptedQuote("Q-2", "USD", "1.25");
    acceptedQuote("Q-3", "EUR", "3.00");
    acceptedQuote("Q-4", "EUR", "3.00", new Date(Date.now() - 400 * 86_400_000));
    const { funnel, totals } = await t.adminCaller().analytics.report({ from: today(), to: today() });
    expect(totals).toEqual({ views: 10, visits: 4, visitors: 3 });
    expect(funnel.leads).toEqual({
      contacts: 1,
      inquiries: 1,
      quoteRequests: 0,
      samples: 0,
      appointments: 0,
      subscribers: 0,
    });
    expect(funnel.rates.leads).toBe(0.5);
    expect(funnel.quotesSent).toBe(3);
    expect(funnel.quotesAccepted).toBe(3);
    expect(funnel.acceptedValue).toEqual([
      { currency: "USD", total: "23.50" },
      { currency: "EUR", total: "6.00" },
    ]);
  });

  test("every day of the range is in the series, counted or not", async () => {
    const report = await t.adminCaller().analytics.report({ from: "2026-01-01", to: "2026-01-07" });
    expect(report.days.map((d) => d.day)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
    ]);
    expect(report.funnel.rates.productViews).toBeNull();
  });

  test("a range backwards, longer than a year or not made of days is refused", async () => {
    const admin = t.adminCaller();
    for (const range of [
      { from: "2026-02-01", to: "2026-01-01" },
      { from: "2024-01-01", to: "2026-01-01" },
      { from: "yesterday", to: "2026-01-01" },
    ]) {
      await expect(admin.analytics.report(range)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  test("only admins read the statistics", async () => {
    await expect(t.publicCaller().analytics.report({ from: today(), to: today() })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("campaign links", () => {
  test("a named link carries its tags, on the site's address, with a QR code", async () => {
    const admin = t.adminCaller();
    await admin.analytics.addLink({ name: "Trade fair 2027 QR", source: "Fair", campaign: "2027" });
    const [link] = await admin.analytics.links();
    expect(link?.href).toBe("https://tissue.example/?utm_source=fair&utm_campaign=2027");
    expect(link?.qrSvg).toStartWith("<svg");
    await admin.analytics.removeLink({ id: link?.id ?? "" });
    expect(await admin.analytics.links()).toEqual([]);
  });

  test("tags that would not survive a URL, and missing names, are refused and nothing is stored", async () => {
    const admin = t.adminCaller();
    await expect(
      admin.analytics.addLink({ name: "", source: "a b", campaign: "x&y=1" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(admin.analytics.removeLink({ id: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await admin.analytics.links()).toEqual([]);
  });
});
