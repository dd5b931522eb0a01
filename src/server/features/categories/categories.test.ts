import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { categories, products } from "#db/schema.ts";
import { signedInForEachTest } from "#tests/helpers/admin-rest.ts";

const { t, admin } = signedInForEachTest();
const category = { slug: "pocket", name: "Pocket Tissue", nameAr: "مناديل جيب", position: 6 };
const product = (cat: string) =>
  t.adminCaller().products.create({ name: `In ${cat}`, description: "x", category: cat });
const slugs = () =>
  t.db
    .select({ slug: categories.slug })
    .from(categories)
    .all()
    .map((c) => c.slug);

describe("categories", () => {
  test("start as the spec's five, listed in order with counts", async () => {
    await product("napkin");
    const list = (await (await t.request("/api/categories")).json()) as Array<{
      slug: string;
      count: number;
    }>;
    expect(list.map((c) => c.slug)).toEqual(["facial", "toilet", "paper-towel", "napkin", "other"]);
    expect(list.find((c) => c.slug === "napkin")?.count).toBe(1);
    expect(await t.publicCaller().categories.list()).toEqual(list as never);
  });

  test("the owner adds one, and products may use it at once", async () => {
    expect((await admin("/api/categories", "POST", category)).status).toBe(201);
    expect((await product("pocket")).category).toBe("pocket");
    expect((await admin("/api/categories", "POST", category)).status).toBe(409);
  });

  test("bad input is 400 with issues and stores nothing; visitors are 401", async () => {
    const res = await admin("/api/categories", "POST", { slug: "Bad Slug", name: "" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(["slug", "name"]),
    );
    expect((await t.request("/api/categories", { method: "POST", json: category })).status).toBe(401);
    expect(slugs()).toHaveLength(5);
  });

  test("a changed slug moves its products along", async () => {
    const p = await product("other");
    const res = await admin("/api/categories/other", "PUT", { ...category, slug: "misc", name: "Misc" });
    expect(res.status).toBe(200);
    expect(t.db.select().from(products).where(eq(products.id, p.id)).get()?.category).toBe("misc");
  });

  test("a category with products is deleted only by moving them", async () => {
    const p = await product("other");
    const refused = await admin("/api/categories/other", "DELETE");
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain("This category holds 1 product: choose where");
    expect(slugs()).toContain("other");
    expect((await admin("/api/categories/other?moveTo=other", "DELETE")).status).toBe(409);
    expect((await admin("/api/categories/other?moveTo=napkin", "DELETE")).status).toBe(204);
    expect(slugs()).not.toContain("other");
    expect(t.db.select().from(products).where(eq(products.id, p.id)).get()?.category).toBe("napkin");
    await t.adminCaller().categories.remove({ slug: "toilet" });
    expect(slugs()).not.toContain("toilet");
    expect((await admin("/api/categories/nothing", "DELETE")).status).toBe(404);
  });

  test("the owner's count takes in hidden products and says how many, as Delete does; the public count does not", async () => {
    await t.adminCaller().categories.create(category);
    const hidden = await product("pocket");
    await t.adminCaller().products.update({ id: hidden.id, data: { active: false } });
    const counts = (list: Array<{ slug: string; count: number; hidden?: number }>) =>
      list.find((c) => c.slug === "pocket");
    expect(counts(await t.adminCaller().categories.listForOwner())).toMatchObject({ count: 1, hidden: 1 });
    expect(counts(await t.publicCaller().categories.list())?.count).toBe(0);
    expect(counts((await (await t.request("/api/categories")).json()) as [])?.count).toBe(0);
    await product("pocket");
    expect(counts(await t.adminCaller().categories.listForOwner())).toMatchObject({ count: 2, hidden: 1 });
    expect(counts(await t.publicCaller().categories.list())?.count).toBe(1);
    const refused = await admin("/api/categories/pocket", "DELETE");
    expect(JSON.stringify(await refused.json())).toContain("This category holds 2 products: choose where");
    await expect(t.publicCaller().categories.listForOwner()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
