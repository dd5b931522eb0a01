import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { products } from "#db/schema.ts";
import type { ProductInput } from "#shared/schemas.ts";
import { signedInForEachTest } from "#tests/helpers/admin-rest.ts";
import type { Product } from "./service";

const { t, admin, postProduct } = signedInForEachTest();

const base: ProductInput = { name: "Soft Napkins", description: "Dinner napkins", category: "napkin" };
const create = (fields: Record<string, unknown> = {}) => postProduct({ ...base, ...fields });

describe("slugs", () => {
  test("are made from the name and kept unique with -2, -3", async () => {
    expect((await create()).slug).toBe("soft-napkins");
    expect((await create()).slug).toBe("soft-napkins-2");
    expect((await create({ name: "مناديل" })).slug).toBe("product");
  });

  test("a typed slug that another product holds is 409 and stores nothing", async () => {
    await create({ slug: "taken" });
    const before = t.db.select().from(products).all().length;
    const res = await admin("/api/products", "POST", { ...base, slug: "taken" });
    expect(res.status).toBe(409);
    expect((await res.json()).issues).toEqual([
      { path: "slug", message: "Another product already has this address" },
    ]);
    expect(t.db.select().from(products).all().length).toBe(before);
  });

  test("a malformed slug is 400", async () => {
    const res = await admin("/api/products", "POST", { ...base, slug: "Not A Slug" });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("slug");
  });

  test("a changed slug keeps the old one as this product's, not free for another", async () => {
    const p = await create({ slug: "first" });
    const res = await admin(`/api/products/${p.id}`, "PUT", { slug: "second" });
    expect(((await res.json()) as Product).slug).toBe("second");
    expect((await admin("/api/products", "POST", { ...base, slug: "first" })).status).toBe(409);
    const back = await admin(`/api/products/${p.id}`, "PUT", { slug: "first" });
    expect(((await back.json()) as Product).slug).toBe("first");
  });
});

describe("categories and page fields", () => {
  test("an unknown category is 400 and stores nothing", async () => {
    const res = await admin("/api/products", "POST", { ...base, category: "towels" });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: "category", message: "Choose a category" }]);
  });

  test("the gallery's first image becomes the main image; bad rows are 400", async () => {
    const p = await create({
      gallery: [
        { url: "/images/products/napkins.webp", alt: "Napkins", altAr: "مناديل" },
        { url: "/images/products/facial-box.webp" },
      ],
    });
    expect(p.imageUrl).toBe("/images/products/napkins.webp");
    expect(p.gallery[1]).toEqual({ url: "/images/products/facial-box.webp", alt: "", altAr: "" });
    const bad = await admin("/api/products", "POST", { ...base, gallery: [{ url: "javascript:x" }] });
    expect(bad.status).toBe(400);
    const zero = await admin("/api/products", "POST", { ...base, minOrder: 0 });
    expect(zero.status).toBe(400);
  });

  test("a count or a text past its bound is refused in the owner's words, not the validator's", async () => {
    const res = await admin("/api/products", "POST", {
      ...base,
      name: "n".repeat(201),
      minOrder: 0,
      orderMultiple: 2.5,
      quantityPrices: [{ minQuantity: 0, price: "1" }],
      seoTitle: "t".repeat(121),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: "name", message: "At most 200 characters" },
      { path: "minOrder", message: "A whole number from 1 to 10,000,000" },
      { path: "orderMultiple", message: "A whole number from 1 to 10,000,000" },
      { path: "quantityPrices.0.minQuantity", message: "A whole number from 1 to 10,000,000" },
      { path: "seoTitle", message: "At most 120 characters" },
    ]);
  });

  test("quantity prices are kept from the smallest quantity up, whatever order they were typed in", async () => {
    const typed = [
      { minQuantity: 500, price: "22" },
      { minQuantity: 200, price: "23" },
    ];
    const p = await create({ name: "Tiered", price: "24", quantityPrices: typed });
    expect(p.quantityPrices.map((row) => row.minQuantity)).toEqual([200, 500]);
  });

  test("a hidden price hides its quantity prices from the public list and tRPC", async () => {
    const quantityPrices = [{ minQuantity: 100, price: "9.5" }];
    const shown = await create({ name: "Shown", price: "10", quantityPrices });
    expect(shown.quantityPrices).toEqual([{ minQuantity: 100, price: "9.50" }]);
    await create({ name: "Hidden", price: "10", showPrice: false, quantityPrices });
    const list = (await (await t.request("/api/products")).json()) as Product[];
    const hidden = list.find((p) => p.name === "Hidden");
    expect(hidden?.price).toBeNull();
    expect(hidden?.quantityPrices).toEqual([]);
    expect(JSON.stringify(list)).not.toContain("searchText");
    expect(list.find((p) => p.name === "Shown")?.quantityPrices).toHaveLength(1);
    const viaTrpc = await t.publicCaller().products.list();
    expect(viaTrpc.find((p) => p.name === "Hidden")?.quantityPrices).toEqual([]);
  });

  test("the tRPC door refuses an unknown category like REST", async () => {
    await expect(t.adminCaller().products.create({ ...base, category: "towels" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  test("rows without a slug get one from fillPageFields (the upgrade step seed.ts runs once)", async () => {
    const p = await create();
    t.db.update(products).set({ slug: null, searchText: "" }).where(eq(products.id, p.id)).run();
    const { fillPageFields } = await import("./page-fields");
    fillPageFields(t.db);
    const row = t.db.select().from(products).where(eq(products.id, p.id)).get();
    expect(row?.slug).toBe("soft-napkins");
    expect(row?.searchText).toContain("napkins");
  });

  test("the spec's image upload replaces the gallery's first picture and keeps its alt texts", async () => {
    const { setImage } = await import("./service");
    const p = await create({
      gallery: [{ url: "/images/a.webp", alt: "A", altAr: "أ" }, { url: "/images/b.webp" }],
    });
    const changed = setImage(t.db, p.id, "/objects/uploads/new");
    expect(changed.imageUrl).toBe("/objects/uploads/new");
    expect(changed.gallery.map((g) => [g.url, g.alt])).toEqual([
      ["/objects/uploads/new", "A"],
      ["/images/b.webp", ""],
    ]);
    expect(setImage(t.db, (await create()).id, "/objects/uploads/x").gallery).toEqual([]);
  });
});
