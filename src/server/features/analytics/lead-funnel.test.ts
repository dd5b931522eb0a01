import { expect, test } from "bun:test";
import { productInquiries, quoteLines, quotes } from "#db/schema.ts";
import { addNapkin, fairSource, leadKinds } from "#tests/helpers/lead-kinds.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// The funnel's lead steps split by the source and campaign stored with each lead (docs/decisions/200).
const t = appForEachTest({ BOOKING_SLOT_CAPACITY: "10" }, { prepare: addNapkin });
const today = () => new Date().toISOString().slice(0, 10);
const report = () => t.adminCaller().analytics.report({ from: today(), to: today() });

// A quote answering the given inquiry, sent and accepted now: 2 × price in the currency.
function acceptedQuoteFor(inquiryId: string | null, currency: string, price: string) {
  const now = new Date();
  const quote = t.db
    .insert(quotes)
    .values({
      number: `Q-${crypto.randomUUID()}`,
      inquiryId,
      buyerName: "Buyer",
      buyerEmail: "b@example.com",
      currency,
      validUntil: "2099-01-01",
      status: "accepted",
      sentAt: now,
      answeredAt: now,
    })
    .returning()
    .get();
  const line = { quoteId: quote.id, position: 0, description: "Napkins", quantity: 2, unit: "carton" };
  t.db
    .insert(quoteLines)
    .values({ ...line, unitPrice: price })
    .run();
}

test("each kind of lead, the quotes sent and those accepted with their value are counted under their source", async () => {
  for (const kind of leadKinds(t)) await kind.call({ ...kind.body, source: fairSource } as never);
  const [contact] = leadKinds(t);
  await contact?.call({
    ...contact.body,
    source: { ...fairSource, utmSource: null, utmCampaign: null },
  } as never);
  const fairInquiry = t.db.select().from(productInquiries).all()[0];
  acceptedQuoteFor(fairInquiry?.id ?? null, "USD", "10.00");
  acceptedQuoteFor(null, "EUR", "3.00");
  const { funnel } = await report();
  const one = { contacts: 1, quoteRequests: 1, samples: 1, appointments: 1, subscribers: 1 };
  expect(funnel.leadsBySource).toEqual([
    {
      key: "fair",
      // The quote request's line is kept as an inquiry too.
      leads: { ...one, inquiries: 2 },
      quotesSent: 1,
      quotesAccepted: 1,
      acceptedValue: [{ currency: "USD", total: "20.00" }],
    },
    {
      key: "direct",
      leads: { contacts: 1, inquiries: 0, quoteRequests: 0, samples: 0, appointments: 0, subscribers: 0 },
      quotesSent: 1,
      quotesAccepted: 1,
      acceptedValue: [{ currency: "EUR", total: "6.00" }],
    },
  ]);
  expect(funnel.leadsByCampaign.map((row) => [row.key, row.leads.contacts, row.quotesAccepted])).toEqual([
    ["2027", 1, 1],
    ["(none)", 1, 1],
  ]);
});

test("leads received outside the period are not counted", async () => {
  const [contact] = leadKinds(t);
  await contact?.call({ ...contact.body, source: fairSource } as never);
  const { funnel } = await t.adminCaller().analytics.report({ from: "2020-01-01", to: "2020-01-02" });
  expect(funnel.leadsBySource).toEqual([]);
});

test("a quote and its revisions count once, as sent and as accepted, in the funnel and by source", async () => {
  const now = new Date();
  const revision = (
    number: string,
    revision: number,
    status: "sent" | "replaced" | "accepted",
    sentAt: Date,
  ) =>
    t.db
      .insert(quotes)
      .values({
        number,
        revision,
        buyerName: "Buyer",
        buyerEmail: `${number}@example.com`,
        currency: "USD",
        validUntil: "2099-01-01",
        status,
        sentAt,
        answeredAt: status === "accepted" ? now : null,
      })
      .run();
  revision("Q-2026-0001", 1, "replaced", now);
  revision("Q-2026-0001", 2, "accepted", now);
  revision("Q-2026-0002", 1, "sent", now);
  // First sent long before the span, revised in it: it was sent then, not again now.
  revision("Q-2025-0009", 1, "replaced", new Date(Date.now() - 400 * 86_400_000));
  revision("Q-2025-0009", 2, "sent", now);
  const { funnel } = await report();
  expect([funnel.quotesSent, funnel.quotesAccepted, funnel.rates.quotesAccepted]).toEqual([2, 1, 0.5]);
  expect(funnel.leadsBySource).toMatchObject([{ key: "direct", quotesSent: 2, quotesAccepted: 1 }]);
  expect(funnel.leadsByCampaign).toMatchObject([{ key: "(none)", quotesSent: 2, quotesAccepted: 1 }]);
});
