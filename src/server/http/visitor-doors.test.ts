import { describe, expect, test } from "bun:test";
import {
  appointments,
  contacts,
  newsletterSubscribers,
  productInquiries,
  quoteRequests,
  sampleRequests,
  testimonials,
} from "#db/schema.ts";
import { booking } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { addNapkin, fairSource, inquiryBody, quoteRequestBody } from "#tests/helpers/lead-kinds.ts";
import { postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { scriptPost } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Each visitor write is one action behind three doors (http/visitor-doors.ts): the documented REST path, the plain
// form post and the site's script posting JSON to the same form path. Each door stores the same row; the REST path
// and the script get the contract's answer, the plain post its 303; bad input stores nothing through any of them.
const t = appForEachTest(
  { BOOKING_SLOT_CAPACITY: "10" },
  { prepare: addNapkin, distDir: await makeFakeDist() },
);

type Door = "rest" | "script" | "plain";
type Action = {
  name: string;
  rest: string;
  form: string;
  // The JSON both JSON doors send, and the plain form's fields for the same write.
  body: Record<string, unknown>;
  fields: Record<string, string>;
  // The field each door fills in differently (stores dedupe some on it), and a value it refuses.
  vary: string;
  bad: Record<string, string>;
  status: number;
  rows: () => Array<Record<string, unknown>>;
};

const { lines: _, ...details } = quoteRequestBody;
const { productId: __, ...inquiryFields } = inquiryBody;
const sample = {
  email: "mona@example.com",
  phone: "+20 100 000 0000",
  companyName: "Nile",
  contactPerson: "Mona",
  deliveryAddress: "Cairo",
  quantity: "2",
};
const hour = booking();
const actions: Action[] = [
  {
    name: "contact message",
    rest: "/api/contact",
    form: "/contact",
    body: { name: "Mona", message: "Hello" },
    fields: { name: "Mona", message: "Hello" },
    vary: "email",
    bad: { email: "not-an-email" },
    status: 201,
    rows: () => t.db.select().from(contacts).all(),
  },
  {
    name: "testimonial",
    rest: "/api/testimonials",
    form: "/testimonial",
    body: { text: "Soft and strong, every month.", rating: 4 },
    fields: { text: "Soft and strong, every month.", rating: "4" },
    vary: "name",
    bad: { rating: "9" },
    status: 201,
    rows: () => t.db.select().from(testimonials).all(),
  },
  {
    name: "product inquiry",
    rest: "/api/product-inquiries",
    form: "/inquiry/napkin",
    body: inquiryBody,
    fields: inquiryFields,
    vary: "email",
    bad: { contactName: "" },
    status: 201,
    rows: () => t.db.select().from(productInquiries).all(),
  },
  {
    name: "quote request",
    rest: "/api/quote-requests",
    form: "/quote-list",
    body: quoteRequestBody,
    fields: { ...details, "qty-napkin": "5 cartons" },
    vary: "email",
    bad: { businessType: "" },
    status: 201,
    rows: () => t.db.select().from(quoteRequests).all(),
  },
  {
    name: "sample request",
    rest: "/api/sample-requests",
    form: "/products/napkin/sample",
    body: { ...sample, productId: "napkin" },
    fields: sample,
    vary: "email",
    bad: { deliveryAddress: "" },
    status: 201,
    rows: () => t.db.select().from(sampleRequests).all(),
  },
  {
    name: "booking",
    rest: "/api/appointments",
    form: "/book",
    body: hour,
    fields: Object.fromEntries(Object.entries(hour).map(([key, value]) => [key, String(value)])),
    vary: "email",
    bad: { time: "25:00" },
    status: 201,
    rows: () => t.db.select().from(appointments).all(),
  },
  {
    name: "newsletter sign-up",
    rest: "/api/newsletter",
    form: "/newsletter",
    body: {},
    fields: {},
    vary: "email",
    bad: { email: "nope" },
    status: 202,
    rows: () => t.db.select().from(newsletterSubscribers).all(),
  },
];

const valueFor = (action: Action, door: Door) =>
  action.vary === "email" ? `${door}@example.com` : `Amal ${door}`;
const jsonOf = (action: Action, door: Door, over: Record<string, unknown> = {}) => ({
  ...action.body,
  [action.vary]: valueFor(action, door),
  source: fairSource,
  ...over,
});
const send = (action: Action, door: Door, over: Record<string, string> = {}) => {
  if (door === "rest") return t.request(action.rest, { method: "POST", json: jsonOf(action, door, over) });
  if (door === "script") return scriptPost(t, action.form, jsonOf(action, door, over));
  const fields = {
    ...action.fields,
    [action.vary]: valueFor(action, door),
    source: JSON.stringify(fairSource),
  };
  return postUrlEncoded(t, action.form, { ...fields, ...over });
};
// A stored row without what differs by nature from one write to the next.
const comparable = (row: Record<string, unknown>, vary: string) => {
  const { id: _id, createdAt: _at, reference: _ref, [vary]: _varied, ...rest } = row;
  return rest;
};

describe.each(actions)("a $name", (action) => {
  test("is stored alike through REST, the plain post and the site's script, each answered as its door says", async () => {
    const rest = await send(action, "rest");
    expect(rest.status).toBe(action.status);
    const restAnswer = await rest.json();
    const script = await send(action, "script");
    expect(script.status).toBe(action.status);
    const scriptAnswer = await script.json();
    expect(Object.keys(scriptAnswer).sort()).toEqual(Object.keys(restAnswer).sort());
    if (action.status === 202) expect([restAnswer, scriptAnswer]).toEqual([{ ok: true }, { ok: true }]);
    const plain = await send(action, "plain");
    expect([plain.status, plain.headers.get("location")]).toEqual([303, `${action.form}/sent`]);

    const rows = action.rows();
    expect(rows.map((row) => row[action.vary])).toEqual(
      (["rest", "script", "plain"] as const).map((door) => valueFor(action, door)),
    );
    const [first, ...others] = rows.map((row) => comparable(row, action.vary));
    for (const other of others) expect(other).toEqual(first as Record<string, unknown>);
  });

  test("bad input is refused with 400 through every door and stores nothing", async () => {
    for (const door of ["rest", "script", "plain"] as const) {
      const res = await send(action, door, action.bad);
      expect(res.status, door).toBe(400);
      if (door !== "plain") expect((await res.json()).issues, door).toHaveLength(1);
    }
    expect(action.rows()).toEqual([]);
  });
});
