import { describe, expect, test } from "bun:test";
import { contacts, productInquiries, testimonials } from "#db/schema.ts";
import { limits } from "#shared/constants.ts";
import { postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { scriptPost } from "#tests/helpers/script-posts.ts";
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
  // The same forms as the site's script sends them, to each form's own path.
  const script = [
    (body = {}, headers = {}) => scriptPost(t, "/testimonial", { ...bodies.testimonial, ...body }, headers),
    (body = {}, headers = {}) => scriptPost(t, "/contact", { ...bodies.contact, ...body }, headers),
    (body = {}, headers = {}) =>
      scriptPost(t, `/inquiry/${product.id}`, { ...bodies.inquiry, ...body }, headers),
  ];
  const storedCount = () =>
    [testimonials, contacts, productInquiries].reduce(
      (sum, table) => sum + t.db.select().from(table).all().length,
      0,
    );
  return { rest, script, bodies, storedCount };
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

  test("the site's script: the same limit answers 429 { message } on every form and stores nothing", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3" });
    const { script, storedCount } = await forms(t);
    for (const send of script) expect((await send()).status).toBe(201);
    for (const send of script) {
      const res = await send();
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(tooMany);
    }
    expect(storedCount()).toBe(3);
  });

  test("one address has one budget across forms and doors; another address has its own", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3", TRUST_PROXY: "true" });
    const { rest, script, bodies } = await forms(t);
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (const send of rest) await send();
    const overScript = await script[1]?.({ message: "Over the script's door" });
    expect(overScript?.status).toBe(429);
    expect(await overScript?.json()).toEqual(tooMany);
    const plain = await postUrlEncoded(t, "/contact", bodies.contact);
    expect(plain.status).toBe(429);
    expect(await plain.text()).toContain(tooMany.message);
    expect((await script[1]?.({}, from("203.0.113.9")))?.status).toBe(201);
  });

  test("refused attempts count too: honeypot and invalid posts use up the budget", async () => {
    const t = await makeTestApp({ FORM_RATE_LIMIT: "3", TRUST_PROXY: "true" });
    const { rest, script, storedCount } = await forms(t);
    expect((await rest[0]?.({ website: "http://spam.example" }))?.status).toBe(400);
    expect((await rest[1]?.({ email: "not-an-email" }))?.status).toBe(400);
    expect((await rest[2]?.({ productId: "no-such-product" }))?.status).toBe(400);
    expect((await rest[1]?.())?.status).toBe(429);
    // The script's posts from another address, with a budget of its own.
    const other = { "x-forwarded-for": "203.0.113.9" };
    for (const body of [{ website: "x" }, { rating: 0 }, { name: "" }]) {
      expect((await script[0]?.(body, other))?.status).toBe(400);
    }
    expect((await script[0]?.({}, other))?.status).toBe(429);
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
