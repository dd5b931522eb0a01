import { describe, expect, test } from "bun:test";
import { contacts, productInquiries, testimonials } from "#db/schema.ts";
import { limits } from "#shared/constants.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

// One valid submission per visitor form, so every door can be tried against the same budget.
async function forms(t: TestApp) {
  const product = await t
    .adminCaller()
    .products.create({ name: "Kitchen Towel", description: "Roll", category: "paper-towel" });
  const bodies = {
    testimonial: { name: "Amira", text: "Lovely soft tissue.", rating: 5 },
    contact: { name: "Karim", email: "karim@example.com", message: "Hello there" },
    inquiry: {
      productId: product.id,
      contactName: "Nour",
      email: "nour@example.com",
      businessType: "Hotel",
      quantity: "10 cartons",
      needByDate: "next month",
    },
  };
  const rest = [
    (body = {}) =>
      t.request("/api/testimonials", { method: "POST", json: { ...bodies.testimonial, ...body } }),
    (body = {}) => t.request("/api/contact", { method: "POST", json: { ...bodies.contact, ...body } }),
    (body = {}) =>
      t.request("/api/product-inquiries", { method: "POST", json: { ...bodies.inquiry, ...body } }),
  ];
  const trpc = [
    (body = {}) => t.publicCaller().testimonials.submit({ ...bodies.testimonial, ...body }),
    (body = {}) => t.publicCaller().contacts.submit({ ...bodies.contact, ...body }),
    (body = {}) => t.publicCaller().inquiries.submit({ ...bodies.inquiry, ...body }),
  ];
  const storedCount = () =>
    [testimonials, contacts, productInquiries].reduce(
      (sum, table) => sum + t.db.select().from(table).all().length,
      0,
    );
  return { rest, trpc, storedCount };
}

const tooMany = { message: "Too many submissions from your address. Please try again in a few minutes." };

describe("the per-address limit on visitor submissions", () => {
  test("REST: after FORM_RATE_LIMIT submissions every form answers 429 { message } and stores nothing", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { rest, storedCount } = await forms(t);
    for (const send of rest) expect((await send()).status).toBe(201);
    for (const send of rest) {
      const res = await send();
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(tooMany);
    }
    expect(storedCount()).toBe(3);
  });

  test("tRPC: the same limit answers TOO_MANY_REQUESTS on every form and stores nothing", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { trpc, storedCount } = await forms(t);
    for (const send of trpc) await send();
    for (const send of trpc) {
      await expect(send()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: tooMany.message });
    }
    expect(storedCount()).toBe(3);
  });

  test("one address has one budget across forms and doors; another address has its own", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { rest, trpc } = await forms(t);
    // app.request() callers come from the address "unknown"; the tRPC caller of the helper from 127.0.0.1.
    for (const send of rest) await send();
    const overHttp = await t.request("/trpc/contacts.submit", {
      method: "POST",
      json: { name: "Karim", email: "karim@example.com", message: "Over the tRPC door" },
    });
    expect(overHttp.status).toBe(429);
    expect((await overHttp.json()).error.message).toBe(tooMany.message);
    await expect(trpc[1]?.()).resolves.toMatchObject({ name: "Karim" });
  });

  test("refused attempts count too: honeypot and invalid posts use up the budget", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { rest, trpc, storedCount } = await forms(t);
    expect((await rest[0]?.({ website: "http://spam.example" }))?.status).toBe(400);
    expect((await rest[1]?.({ email: "not-an-email" }))?.status).toBe(400);
    expect((await rest[2]?.({ productId: "no-such-product" }))?.status).toBe(400);
    expect((await rest[1]?.())?.status).toBe(429);
    for (const body of [{ website: "x" }, { rating: 0 }, { name: "" }]) {
      await expect(trpc[0]?.(body)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(trpc[0]?.()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(storedCount()).toBe(0);
  });

  test("the budget returns once the 10-minute window has passed", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { rest } = await forms(t);
    for (const send of rest) await send();
    t.advance(limits.formRateWindowMs - 1);
    expect((await rest[0]?.())?.status).toBe(429);
    t.advance(1);
    expect((await rest[0]?.())?.status).toBe(201);
  });

  test("FORM_RATE_LIMIT=0 turns the limit off", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "0" });
    const { rest, storedCount } = await forms(t);
    for (let i = 0; i < 40; i++) expect((await rest[i % 3]?.())?.status).toBe(201);
    expect(storedCount()).toBe(40);
  });
});
