import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { productInquiries, products } from "#db/schema.ts";
import { type Refusal, testRefusals } from "#tests/helpers/refusals.ts";
import { scriptPost, sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const product = {
  id: "soft-facial-tissue",
  name: "Soft Facial Tissue",
  description: "Two-ply, 150 sheets",
  category: "facial",
};
const hidden = {
  id: "retired-napkin",
  name: "Retired Napkin",
  description: "No longer sold",
  category: "napkin",
  active: false,
};
const t = appForEachTest(
  {},
  { prepare: ({ db }) => void db.insert(products).values([product, hidden]).run() },
);
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});

const valid = {
  productId: product.id,
  contactName: "Nour Saleh",
  email: "nour@example.com",
  phone: "+20 100 000 0000",
  businessType: "Hotel",
  quantity: "200 cartons",
  needByDate: "2026-12-15",
  additionalNotes: "Monthly deliveries",
};
const post = (json: unknown) => t.request("/api/product-inquiries", { method: "POST", json });
// The site's script sends the same fields to the product's own form path (a blank id as a blank path part).
const formPath = (input: { productId?: unknown }) =>
  `/inquiry/${encodeURIComponent(String(input.productId ?? "") || " ")}`;
const submit = (input: typeof valid | Record<string, unknown>) => sentByScript(t, formPath(input), input);
const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie } });
const stored = () => t.db.select().from(productInquiries).all();
const byId = (id: string) => t.db.select().from(productInquiries).where(eq(productInquiries.id, id)).get();
const setStatus = (id: string, json: unknown) =>
  admin(`/api/product-inquiries/${id}/status`, { method: "PUT", json });

describe("sending an inquiry", () => {
  test("POST /api/product-inquiries answers 201 with id, createdAt and the fields, stored as pending", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      ...valid,
      productName: product.name,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(byId(body.id)?.status).toBe("pending");
  });

  test("the site's script at /inquiry/<id> gets the same shape; phone and notes are optional", async () => {
    const { phone: _, additionalNotes: __, ...required } = valid;
    const body = await submit(required);
    expect(body).toEqual({
      ...required,
      id: expect.any(String),
      createdAt: expect.any(String),
      productName: product.name,
      phone: null,
      additionalNotes: null,
    });
  });

  test("the stored product name is the catalogue's, whatever the client sends", async () => {
    const body = await (await post({ ...valid, productName: "Free Gold Bars" })).json();
    expect(body.productName).toBe(product.name);
    expect(byId(body.id)?.productName).toBe(product.name);
  });

  test("a visitor cannot set status, id or createdAt", async () => {
    const sneaky = { ...valid, status: "completed", id: "chosen-id", createdAt: "2000-01-01T00:00:00.000Z" };
    const viaRest = await (await post(sneaky)).json();
    const viaScript = await submit(sneaky);
    for (const created of [viaRest, viaScript]) {
      expect(created.id).not.toBe("chosen-id");
      expect(created).not.toHaveProperty("status");
      expect(byId(created.id)?.status).toBe("pending");
      expect(byId(created.id)?.createdAt.getFullYear()).not.toBe(2000);
    }
  });

  const unavailable = "This product is not available";
  const refused: Refusal[] = [
    ["an unknown product", { ...valid, productId: "no-such-product" }, "productId", unavailable],
    ["an inactive product", { ...valid, productId: hidden.id }, "productId", unavailable],
    ["no product", { ...valid, productId: "" }, "productId", "Required"],
    ["no contact name", { ...valid, contactName: " " }, "contactName", "Required"],
    ["a malformed email", { ...valid, email: "nour@" }, "email", "Invalid email"],
    ["an empty email", { ...valid, email: "" }, "email", "Required"],
    [
      "a contact name over 100 characters",
      { ...valid, contactName: "n".repeat(150) },
      "contactName",
      "Use at most 100 characters",
    ],
    [
      "a quantity over 100 characters",
      { ...valid, quantity: `5${"0".repeat(100)}` },
      "quantity",
      "Use at most 100 characters",
    ],
    [
      "notes over 2,000 characters",
      { ...valid, additionalNotes: "n".repeat(2001) },
      "additionalNotes",
      "Use at most 2,000 characters",
    ],
    ["no business type", { ...valid, businessType: "" }, "businessType", "Required"],
    ["no quantity", { ...valid, quantity: "" }, "quantity", "Required"],
    ["no need-by date", { ...valid, needByDate: "" }, "needByDate", "Required"],
    ["a filled honeypot", { ...valid, website: "spam" }, "website", "Submission refused"],
  ];

  testRefusals(refused, {
    post,
    script: (input) => scriptPost(t, formPath(input), input),
    stored,
  });
});

describe("the admin list", () => {
  test("GET /api/product-inquiries answers every inquiry with every column, newest first", async () => {
    const first = await submit({ ...valid, contactName: "First" });
    const second = await submit({ ...valid, contactName: "Second" });
    const res = await admin("/api/product-inquiries");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.length).toBe(stored().length);
    expect(list.slice(0, 2)).toEqual([
      { ...second, status: "pending" },
      { ...first, status: "pending" },
    ]);
    expect(await t.adminCaller().inquiries.list()).toEqual(list as never);
    const page = await admin("/api/product-inquiries?limit=1&offset=1");
    expect(await page.json()).toEqual([list[1]]);
  });

  test("inquiries stored in the same millisecond still come newest first", async () => {
    const createdAt = new Date("2020-01-01T00:00:00.000Z");
    const rows = ["Same time A", "Same time B"].map((contactName) =>
      t.db
        .insert(productInquiries)
        .values({ ...valid, contactName, productName: product.name, createdAt })
        .returning()
        .get(),
    );
    const ids = (await t.adminCaller().inquiries.list()).map((item) => item.id);
    expect(ids.slice(-2)).toEqual(rows.map((row) => row.id).reverse());
  });
});

describe("changing the status", () => {
  test("PUT /api/product-inquiries/:id/status sets any of the three statuses in any order", async () => {
    const { id } = await submit(valid);
    for (const status of ["completed", "pending", "contacted", "completed"]) {
      const res = await setStatus(id, { status });
      expect(res.status).toBe(200);
      const body = await res.json();
      const { archivedAt: _a, requestId: _r, source: _s, sourceKey: _k, lang: _l, ...row } = byId(id) ?? {};
      expect(body).toEqual({ ...row, createdAt: expect.any(String) });
      expect(body.status).toBe(status);
    }
  });

  test("tRPC inquiries.setStatus does the same for the admin", async () => {
    const { id } = await submit(valid);
    expect(await t.adminCaller().inquiries.setStatus({ id, status: "contacted" })).toMatchObject({
      id,
      status: "contacted",
    });
    expect(byId(id)?.status).toBe("contacted");
  });

  test("any other status answers 400 and changes nothing", async () => {
    const { id } = await submit(valid);
    for (const json of [{ status: "shipped" }, { status: "PENDING" }, {}]) {
      const res = await setStatus(id, json);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Status must be pending, contacted or completed");
    }
    const call = t.adminCaller().inquiries.setStatus({ id, status: "shipped" as "pending" });
    await expect(call).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(byId(id)?.status).toBe("pending");
  });

  test("an unknown id answers 404 on both doors", async () => {
    const res = await setStatus("no-such-id", { status: "contacted" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Inquiry not found" });
    const call = t.adminCaller().inquiries.setStatus({ id: "no-such-id", status: "contacted" });
    await expect(call).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("without a session", () => {
  test("the list and the status change answer 401 on REST and UNAUTHORIZED on tRPC, changing nothing", async () => {
    const { id } = await submit(valid);
    for (const res of [
      await t.request("/api/product-inquiries"),
      await t.request(`/api/product-inquiries/${id}/status`, {
        method: "PUT",
        json: { status: "completed" },
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Sign in required" });
    }
    const caller = t.publicCaller().inquiries;
    await expect(caller.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.setStatus({ id, status: "completed" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(byId(id)?.status).toBe("pending");
  });
});
