import { describe, expect, test } from "bun:test";
import {
  appointments,
  contacts,
  newsletterSubscribers,
  productInquiries,
  products,
  quoteRequests,
  sampleRequests,
} from "#db/schema.ts";
import { booking } from "#tests/helpers/booking.ts";
import { appForEachTest, type TestApp } from "#tests/helpers/test-app.ts";

// Every kind of lead keeps where its visitor came from, through the JSON API and through tRPC alike
// (docs/decisions/201); a missing or malformed source stores "direct" and never refuses the lead.
const napkin = { id: "napkin", name: "Dinner Napkin", description: "3-ply", category: "napkins" };
const t = appForEachTest(
  { BOOKING_SLOT_CAPACITY: "10" },
  { prepare: ({ db }: TestApp) => void db.insert(products).values(napkin).run() },
);

const fair = {
  utmSource: "fair",
  utmMedium: "qr",
  utmCampaign: "2027",
  utmTerm: null,
  utmContent: null,
  gclid: false,
  fbclid: false,
  referrerHost: null,
  landingPage: "/",
  lang: "en" as const,
};
const person = { email: "mona@example.com", phone: "+20 100 000 0000" };
const inquiry = {
  ...person,
  productId: "napkin",
  contactName: "Mona Adel",
  businessType: "Hotel",
  quantity: "40 cartons",
  needByDate: "March",
};
const { productId: _, quantity: __, ...details } = inquiry;

type Kind = {
  name: string;
  path: string;
  body: Record<string, unknown>;
  call: (input: never) => Promise<unknown>;
  rows: () => Array<{ source: unknown; sourceKey: string }>;
};
const kinds: Kind[] = [
  {
    name: "contact message",
    path: "/api/contact",
    body: { name: "Mona", email: person.email, message: "Hello" },
    call: (input) => t.publicCaller().contacts.submit(input),
    rows: () => t.db.select().from(contacts).all(),
  },
  {
    name: "product inquiry",
    path: "/api/product-inquiries",
    body: inquiry,
    call: (input) => t.publicCaller().inquiries.submit(input),
    rows: () => t.db.select().from(productInquiries).all(),
  },
  {
    name: "quote request",
    path: "/api/quote-requests",
    body: { ...details, lines: [{ productId: "napkin", quantity: "5 cartons" }] },
    call: (input) => t.publicCaller().quotes.request(input),
    rows: () => t.db.select().from(quoteRequests).all(),
  },
  {
    name: "sample request",
    path: "/api/sample-requests",
    body: {
      ...person,
      productId: "napkin",
      companyName: "Nile",
      contactPerson: "Mona",
      deliveryAddress: "Cairo",
      quantity: "2",
    },
    call: (input) => t.publicCaller().samples.request(input),
    rows: () => t.db.select().from(sampleRequests).all(),
  },
  {
    name: "booking",
    path: "/api/appointments",
    body: booking(),
    call: (input) => t.publicCaller().appointments.book(input),
    rows: () => t.db.select().from(appointments).all(),
  },
  {
    name: "newsletter sign-up",
    path: "/api/newsletter",
    body: { email: person.email },
    call: (input) => t.publicCaller().newsletter.subscribe(input),
    rows: () => t.db.select().from(newsletterSubscribers).all(),
  },
];

const post = (path: string, json: unknown) => t.request(path, { method: "POST", json });

describe.each(kinds)("a $name", (kind) => {
  test("stores the source sent through REST, and its key", async () => {
    const res = await post(kind.path, { ...kind.body, source: fair });
    expect(res.status).toBeLessThan(300);
    expect(kind.rows()).toMatchObject([{ source: fair, sourceKey: "fair" }]);
  });

  test("stores the source sent through tRPC, an ad click as its network", async () => {
    const ad = { ...fair, utmSource: null, utmMedium: null, utmCampaign: null, gclid: true };
    await kind.call({ ...kind.body, source: ad } as never);
    expect(kind.rows()).toMatchObject([{ source: ad, sourceKey: "google ads" }]);
  });

  test("without a source, or with a malformed one, stores direct and still takes the lead", async () => {
    await kind.call(kind.body as never);
    const bad = { ...fair, utmSource: "x".repeat(500), gclid: "yes" };
    const res = await post(kind.path, { ...kind.body, email: "other@example.com", source: bad });
    expect(res.status).toBeLessThan(300);
    const rows = kind.rows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ source: null, sourceKey: "direct" });
  });
});

test("a quote request's lines, kept as inquiries, carry the request's source", async () => {
  await post("/api/quote-requests", {
    ...details,
    lines: [{ productId: "napkin", quantity: "5" }],
    source: fair,
  });
  expect(t.db.select().from(productInquiries).all()).toMatchObject([{ source: fair, sourceKey: "fair" }]);
});
