import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { ProductInput } from "#shared/schemas.ts";
import { signedInForEachTest } from "#tests/helpers/admin-rest.ts";
import type { Product } from "./service";

const { t, admin, postProduct } = signedInForEachTest();

const base: ProductInput = { name: "Facial tissue", description: "Soft 2-ply tissue", category: "facial" };
const createProduct = (fields: Partial<ProductInput> = {}) => postProduct({ ...base, ...fields });
const stored = (id: string) => t.db.select().from(products).where(eq(products.id, id)).get();
const count = () => t.db.select().from(products).all().length;
const setCreatedAt = (id: string, ms: number) =>
  t.db
    .update(products)
    .set({ createdAt: new Date(ms) })
    .where(eq(products.id, id))
    .run();

describe("public list", () => {
  test("shows active products only, hides a price when showPrice is false, featured first then newest", async () => {
    t.db.delete(products).run();
    const old = await createProduct({ name: "Old", price: "1.00" });
    const newer = await createProduct({ name: "Newer", price: "2.00", showPrice: false });
    const featured = await createProduct({ name: "Featured old", featured: true });
    const inactive = await createProduct({ name: "Inactive", active: false });
    setCreatedAt(old.id, 1_000);
    setCreatedAt(newer.id, 3_000);
    setCreatedAt(featured.id, 500);
    setCreatedAt(inactive.id, 4_000);

    const res = await t.request("/api/products");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Product[];
    expect(list.map((p) => p.name)).toEqual(["Featured old", "Newer", "Old"]);
    expect(list.find((p) => p.name === "Newer")?.price).toBeNull();
    expect(list.find((p) => p.name === "Old")?.price).toBe("1.00");
    expect(stored(newer.id)?.price).toBe("2.00");
    expect(await t.publicCaller().products.list()).toEqual(list);

    const adminList = (await (await admin("/api/admin/products", "GET")).json()) as Product[];
    expect(adminList.map((p) => p.name)).toEqual(["Featured old", "Inactive", "Newer", "Old"]);
    expect(adminList.find((p) => p.name === "Newer")?.price).toBe("2.00");
    expect(await t.adminCaller().products.adminList()).toEqual(adminList);

    const page = (await (await t.request("/api/products?limit=1&offset=1")).json()) as Product[];
    expect(page.map((p) => p.name)).toEqual(["Newer"]);
  });
});

describe("create", () => {
  test("answers 201 with the stored product and its defaults", async () => {
    const product = await createProduct({ specifications: ["2-ply", "100 sheets x 40 boxes per case"] });
    expect(product).toMatchObject({
      ...base,
      nameAr: "",
      descriptionAr: "",
      imageUrl: "",
      price: null,
      featured: false,
      showPrice: true,
      active: true,
      specifications: ["2-ply", "100 sheets x 40 boxes per case"],
    });
    expect(typeof product.id).toBe("string");
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
    expect(stored(product.id)?.name).toBe(base.name);
  });

  test.each([
    ["12.5", "12.50"],
    [12, "12.00"],
    [12.5, "12.50"],
    ["0", "0.00"],
    ["007.1", "7.10"],
    ["99999999.99", "99999999.99"],
    ["", null],
    [null, null],
  ])("price %p is stored as %p", async (price, expected) => {
    const product = await createProduct({ price });
    expect(product.price).toBe(expected);
    expect(stored(product.id)?.price).toBe(expected);
  });

  test.each(["-1", -1, -0.5, "123456789", 123456789, "1.234", 1.234, "abc", "1e3", "12,50"])(
    "price %p is refused with 400 and nothing is stored",
    async (price) => {
      const before = count();
      const res = await admin("/api/products", "POST", { ...base, price });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe("price");
      expect(count()).toBe(before);
    },
  );

  test("a missing name or a bad category is 400 with an issue per field", async () => {
    const res = await admin("/api/products", "POST", { description: "x", category: "" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Product name is required" },
        { path: "category", message: "Choose a category" },
      ]),
    );
  });

  test("one of our own signed upload URLs is stored as its bare path; other images as given", async () => {
    const signed = "http://localhost/objects/uploads/abc123?expires=999&sig=deadbeef";
    expect((await createProduct({ imageUrl: signed })).imageUrl).toBe("/objects/uploads/abc123");
    const outside = "https://cdn.example.com/tissue.png";
    expect((await createProduct({ imageUrl: outside })).imageUrl).toBe(outside);
    expect((await createProduct({ imageUrl: "/images/products/napkins.webp" })).imageUrl).toBe(
      "/images/products/napkins.webp",
    );
  });

  test.each(["javascript:alert(1)", "//evil.example/x.png", "http://[", "ftp://example.com/x.png"])(
    "image %p is refused with 400",
    async (imageUrl) => {
      const res = await admin("/api/products", "POST", { ...base, imageUrl });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe("imageUrl");
    },
  );
});

describe("update and delete", () => {
  test("a partial update changes only the fields sent", async () => {
    const product = await createProduct({ price: "5", featured: true, imageUrl: "/images/a.webp" });
    const res = await admin(`/api/products/${product.id}`, "PUT", { price: 6.5, active: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...product, price: "6.50", active: false });
    expect(stored(product.id)).toMatchObject({
      name: base.name,
      featured: true,
      price: "6.50",
      active: false,
    });
  });

  test("an update may clear the price and stores a signed upload URL as its path", async () => {
    const product = await createProduct({ price: "5" });
    const signed = "http://localhost/objects/uploads/xyz?expires=1&sig=00";
    const res = await admin(`/api/products/${product.id}`, "PUT", { price: "", imageUrl: signed });
    expect(await res.json()).toMatchObject({ price: null, imageUrl: "/objects/uploads/xyz" });
  });

  test("a bad field in an update is 400 and changes nothing", async () => {
    const product = await createProduct({ price: "5" });
    const res = await admin(`/api/products/${product.id}`, "PUT", { name: "New", price: "1.001" });
    expect(res.status).toBe(400);
    expect(stored(product.id)).toMatchObject({ name: base.name, price: "5.00" });
  });

  test("unknown ids are 404", async () => {
    expect((await admin("/api/products/nope", "PUT", { name: "x" })).status).toBe(404);
    expect((await admin("/api/products/nope", "PUT", {})).status).toBe(404);
    expect((await admin("/api/products/nope", "DELETE")).status).toBe(404);
  });

  test("delete answers 204, then 404", async () => {
    const product = await createProduct();
    const res = await admin(`/api/products/${product.id}`, "DELETE");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(stored(product.id)).toBeUndefined();
    expect((await admin(`/api/products/${product.id}`, "DELETE")).status).toBe(404);
    expect((await admin(`/api/products/${product.id}`, "PUT", { name: "x" })).status).toBe(404);
  });
});

describe("without a session", () => {
  test("every admin REST call is 401 and changes nothing", async () => {
    const product = await createProduct();
    const before = count();
    const calls: [string, string, unknown?][] = [
      ["/api/admin/products", "GET"],
      ["/api/products", "POST", base],
      [`/api/products/${product.id}`, "PUT", { name: "Hijacked" }],
      [`/api/products/${product.id}`, "DELETE"],
    ];
    for (const [path, method, json] of calls) {
      const res = await t.request(path, { method, json });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Sign in required" });
    }
    expect(count()).toBe(before);
    expect(stored(product.id)?.name).toBe(base.name);
  });

  test("every admin tRPC procedure is UNAUTHORIZED", async () => {
    const product = await createProduct();
    const caller = t.publicCaller().products;
    const unauthorized = { code: "UNAUTHORIZED" };
    await expect(caller.adminList()).rejects.toMatchObject(unauthorized);
    await expect(caller.create(base)).rejects.toMatchObject(unauthorized);
    await expect(caller.update({ id: product.id, data: { name: "Hijacked" } })).rejects.toMatchObject(
      unauthorized,
    );
    await expect(caller.remove({ id: product.id })).rejects.toMatchObject(unauthorized);
    expect(stored(product.id)?.name).toBe(base.name);
  });
});

describe("tRPC admin procedures", () => {
  test("create, update and remove behave as their REST twins", async () => {
    const caller = t.adminCaller().products;
    const created = await caller.create({ ...base, price: "12.5" });
    expect(created.price).toBe("12.50");
    const updated = await caller.update({ id: created.id, data: { description: "Softer", price: 12 } });
    expect(updated).toEqual({ ...created, description: "Softer", price: "12.00" });
    expect(await caller.remove({ id: created.id })).toEqual({ id: created.id });
    expect(stored(created.id)).toBeUndefined();
    await expect(caller.remove({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.update({ id: created.id, data: {} })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("an id that no record could have is BAD_REQUEST before any lookup, as in every feature", async () => {
    const product = await createProduct();
    const caller = t.adminCaller().products;
    for (const id of ["", "x".repeat(65)]) {
      await expect(caller.remove({ id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(caller.update({ id, data: { name: "Renamed" } })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect(stored(product.id)?.name).toBe(base.name);
  });

  test("a bad price is BAD_REQUEST and stores nothing", async () => {
    const before = count();
    await expect(t.adminCaller().products.create({ ...base, price: "-1" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(count()).toBe(before);
  });
});
