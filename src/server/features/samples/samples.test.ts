import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, products, sampleRequests } from "#db/schema.ts";
import { type Refusal, testRefusals } from "#tests/helpers/refusals.ts";
import { scriptPost, sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const napkin = {
  id: "napkin",
  slug: "napkin",
  name: "Dinner Napkin",
  nameAr: "منديل",
  description: "Soft",
  category: "napkins",
};
const hidden = { ...napkin, id: "retired", slug: "retired", name: "Retired", active: false };
const prepare = ({ db }: TestApp) => void db.insert(products).values([napkin, hidden]).run();
const t = appForEachTest({ OWNER_EMAIL: "owner@example.com" }, { prepare });

const valid = {
  productId: "napkin",
  companyName: "Nile Hotels",
  contactPerson: "Mona Adel",
  email: "mona@example.com",
  phone: "+20 100 000 0000",
  deliveryAddress: "12 Corniche St, Alexandria",
  quantity: "2 cartons",
  note: "Blue print if you have it",
};
const post = (json: unknown) => t.request("/api/sample-requests", { method: "POST", json });
// The site's script sends the same fields to the product page's sample form, whose path names the product.
const script = (json: unknown) => scriptPost(t, "/products/napkin/sample", json);
const stored = () => t.db.select().from(sampleRequests).all();
const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();

describe("requesting samples", () => {
  test("POST /api/sample-requests answers 201 with the stored request, the catalogue's product name and pending", async () => {
    const res = await post({ ...valid, productName: "Made up" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      ...valid,
      id: expect.any(String),
      createdAt: expect.any(String),
      productName: "Dinner Napkin",
      status: "pending",
    });
    expect(stored()).toMatchObject([{ ...valid, productName: "Dinner Napkin" }]);
  });

  test("the site's script at /products/<slug>/sample stores the same, trimmed, with an empty note as none", async () => {
    const json = { ...valid, companyName: "  Nile  ", note: " " };
    const body = await sentByScript(t, "/products/napkin/sample", json);
    expect(body).toMatchObject({ companyName: "Nile", note: null, productName: "Dinner Napkin" });
    expect(stored()).toHaveLength(1);
  });

  test("the owner's alert has every field with the visitor as Reply-To; the confirmation names only the product", async () => {
    await post(valid);
    const [alert] = mailsOf("sample_alert");
    expect(alert?.to).toBe("owner@example.com");
    expect(alert?.replyTo).toBe('"Mona Adel" <mona@example.com>');
    for (const value of Object.values(valid).slice(1)) expect(alert?.text).toContain(value);
    const [confirmation] = mailsOf("sample_confirmation");
    expect(confirmation?.to).toBe("mona@example.com");
    expect(confirmation?.subject).toContain("Dinner Napkin");
    for (const typed of ["Nile Hotels", "Mona", "Corniche", "2 cartons", "Blue print", "+20"]) {
      expect(`${confirmation?.subject}${confirmation?.text}${confirmation?.html}`).not.toContain(typed);
    }
  });

  test("the confirmation is in the page's language and shares the hourly cap of the other forms", async () => {
    const arabic = { referer: "http://localhost/ar", origin: "http://localhost" };
    await t.request("/api/contact", {
      method: "POST",
      json: { name: "x", email: "other@example.com", message: "hello" },
    });
    await t.request("/api/sample-requests", { method: "POST", json: valid, headers: arabic });
    await t.request("/api/sample-requests", {
      method: "POST",
      json: { ...valid, email: "other@example.com" },
    });
    await post(valid);
    expect(stored()).toHaveLength(3);
    expect(mailsOf("sample_alert")).toHaveLength(3);
    const confirmations = mailsOf("sample_confirmation");
    expect(confirmations.map((m) => [m.to, m.lang])).toEqual([["mona@example.com", "ar"]]);
    expect(confirmations[0]?.subject).toBe("تلقينا طلب العينة الخاص بك لـ منديل");
  });

  const refused: Refusal[] = [
    ["no company", { ...valid, companyName: " " }, "companyName", "Required"],
    ["no contact person", { ...valid, contactPerson: undefined }, "contactPerson", "Required"],
    ["a malformed email", { ...valid, email: "mona-at-example" }, "email", "Invalid email"],
    ["an empty email", { ...valid, email: "" }, "email", "Required"],
    [
      "an address over 1,000 characters",
      { ...valid, deliveryAddress: "a".repeat(1001) },
      "deliveryAddress",
      "Use at most 1,000 characters",
    ],
    ["no phone", { ...valid, phone: "" }, "phone", "Required"],
    ["no delivery address", { ...valid, deliveryAddress: "" }, "deliveryAddress", "Required"],
    ["no quantity", { ...valid, quantity: "" }, "quantity", "Required"],
    ["a filled honeypot", { ...valid, website: "x" }, "website", "Submission refused"],
  ];
  testRefusals(refused, { post, script, stored });

  // The API names the product in the body; the form's path names it by its page, and a page that takes no
  // sample requests is no form at all.
  test("a hidden or unknown product: 400 on productId through REST, 404 at its form's path, nothing stored", async () => {
    const unavailable = "This product is not available";
    for (const productId of ["retired", "nope"]) {
      const res = await post({ ...valid, productId });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: unavailable,
        issues: [{ path: "productId", message: unavailable }],
      });
      const atForm = await scriptPost(t, `/products/${productId}/sample`, valid);
      expect(atForm.status).toBe(404);
      expect(await atForm.json()).toEqual({ message: "Product not found" });
    }
    expect(stored()).toEqual([]);
  });

  test("a refused request sends no mail", async () => {
    await post({ ...valid, email: "bad" });
    expect(t.db.select().from(outbox).all()).toEqual([]);
  });

  test("after FORM_RATE_LIMIT submissions every door answers 429 and stores nothing", async () => {
    const limited = await makeTestApp({ FORM_RATE_LIMIT: "1" }, { prepare });
    const send = () => limited.request("/api/sample-requests", { method: "POST", json: valid });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
    const overScript = await scriptPost(limited, "/products/napkin/sample", valid);
    expect(overScript.status).toBe(429);
    expect(limited.db.select().from(sampleRequests).all()).toHaveLength(1);
    limited.db.$client.close();
  });
});
