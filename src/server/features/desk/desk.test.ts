import { describe, expect, test } from "bun:test";
import { contacts, productInquiries, products, testimonials } from "#db/schema.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
const minute = 60_000;

// n inquiries a minute apart, the newest last, from "Buyer 1" to "Buyer n".
function seedInquiries(
  n: number,
  extra: (i: number) => Partial<typeof productInquiries.$inferInsert> = () => ({}),
) {
  const start = Date.now() - n * minute;
  const rows = Array.from({ length: n }, (_, k) => ({
    productId: "p1",
    productName: k % 2 ? "Kitchen Towel" : "Facial Tissue",
    businessType: "Hotel",
    quantity: "10 cartons",
    needByDate: "2026-12-01",
    contactName: `Buyer ${k + 1}`,
    email: `buyer${k + 1}@example.com`,
    createdAt: new Date(start + k * minute),
    ...extra(k),
  }));
  return t.db.insert(productInquiries).values(rows).returning().all();
}

describe("lists paged, searched and sorted on the server", () => {
  test("25 a page by default with the total; a page past the end shows the last one", async () => {
    seedInquiries(30);
    const admin = t.adminCaller();
    const first = await admin.inquiries.page({});
    expect(first).toMatchObject({ total: 30, page: 1, size: 25 });
    expect(first.rows.map((r) => r.contactName).slice(0, 2)).toEqual(["Buyer 30", "Buyer 29"]);
    const second = await admin.inquiries.page({ page: 2 });
    expect(second.rows.map((r) => r.contactName)).toEqual([
      "Buyer 5",
      "Buyer 4",
      "Buyer 3",
      "Buyer 2",
      "Buyer 1",
    ]);
    expect((await admin.inquiries.page({ page: 9 })).page).toBe(2);
    expect((await admin.inquiries.page({ size: 10, page: 3 })).rows).toHaveLength(10);
  });

  test("search matches every word in any text field, % and _ as themselves; sort by oldest and by name", async () => {
    seedInquiries(12, (i) => ({ additionalNotes: i === 3 ? "needs 100% recycled_fibre" : null }));
    const admin = t.adminCaller();
    expect((await admin.inquiries.page({ q: "kitchen buyer1" })).rows.map((r) => r.contactName)).toEqual([
      "Buyer 12",
      "Buyer 10",
    ]);
    expect((await admin.inquiries.page({ q: "100%" })).rows.map((r) => r.contactName)).toEqual(["Buyer 4"]);
    expect((await admin.inquiries.page({ q: "o_e" })).total).toBe(0);
    expect((await admin.inquiries.page({ q: "d_f" })).total).toBe(1);
    expect((await admin.inquiries.page({ sort: "oldest" })).rows[0]?.contactName).toBe("Buyer 1");
    const byName = (await admin.inquiries.page({ sort: "name", size: 10 })).rows.map((r) => r.contactName);
    expect(byName.slice(0, 4)).toEqual(["Buyer 1", "Buyer 10", "Buyer 11", "Buyer 12"]);
  });

  test("testimonials filter pending and approved; products by category, hidden and featured", async () => {
    t.db
      .insert(testimonials)
      .values([
        { name: "Amal", text: "Soft and strong", rating: 5, approved: true },
        { name: "Omar", text: "Arrived late", rating: 3 },
      ])
      .run();
    t.db
      .insert(products)
      .values([
        { name: "Napkin 30", description: "d", category: "napkin", active: false },
        { name: "Napkin 40", description: "d", category: "napkin", featured: true },
        { name: "Roll 2-ply", description: "d", category: "toilet" },
      ])
      .run();
    const admin = t.adminCaller();
    expect((await admin.testimonials.page({ status: "pending" })).rows.map((r) => r.name)).toEqual(["Omar"]);
    expect(await admin.testimonials.page({ status: "approved" })).toMatchObject({ total: 1, pending: 1 });
    expect((await admin.products.page({ category: "napkin", sort: "name" })).rows.map((r) => r.name)).toEqual(
      ["Napkin 30", "Napkin 40"],
    );
    expect((await admin.products.page({ status: "hidden" })).rows.map((r) => r.name)).toEqual(["Napkin 30"]);
    expect((await admin.products.page({ status: "featured", q: "napkin" })).total).toBe(1);
  });

  test("the export holds every row of the filter, across pages, in the list's order", async () => {
    seedInquiries(60);
    const admin = t.adminCaller();
    const rows = await admin.inquiries.export({ q: "towel", sort: "oldest" });
    expect(rows).toHaveLength(30);
    expect(rows[0]?.contactName).toBe("Buyer 2");
    expect(rows.every((r) => r.productName === "Kitchen Towel")).toBe(true);
    t.db
      .insert(contacts)
      .values({ name: "Lina", email: "lina@example.com", message: "Catalogue please" })
      .run();
    expect(await admin.contacts.export({ q: "catalogue" })).toHaveLength(1);
    expect(await admin.testimonials.export({})).toEqual([]);
    expect(await admin.products.export({ category: "facial" })).toEqual([]);
  });
});

describe("bad list queries answer 400 with the issues, and visitors 401", () => {
  test.each([
    ["a page size that is not offered", { size: 7 }],
    ["page 0", { page: 0 }],
    ["an unknown status", { status: "shipped" }],
    ["an unknown sort", { sort: "price" }],
    ["a search of 201 characters", { q: "x".repeat(201) }],
  ])("%s", async (_, input) => {
    const res = await t.request(`/trpc/inquiries.page?input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers: { cookie: await t.login() },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.data.issues.length).toBeGreaterThan(0);
  });

  test("every desk call is closed to visitors", async () => {
    const visitor = t.publicCaller();
    for (const call of [
      () => visitor.inquiries.page({}),
      () => visitor.contacts.export({}),
      () => visitor.testimonials.page({}),
      () => visitor.products.page({}),
      () => visitor.desk.summary(),
      () => visitor.inquiries.markAllRead(),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});

describe("an owner alert's link finds its record", () => {
  test("`at` answers the page of the view that holds that record; an unknown id the asked page", async () => {
    const made = seedInquiries(60);
    const admin = t.adminCaller();
    const old = made[5]?.id ?? "";
    expect(await admin.inquiries.page({ at: old })).toMatchObject({ page: 3 });
    expect((await admin.inquiries.page({ at: old })).rows.map((r) => r.id)).toContain(old);
    expect(await admin.inquiries.page({ at: old, size: 50 })).toMatchObject({ page: 2 });
    expect(await admin.inquiries.page({ at: "gone", page: 2 })).toMatchObject({ page: 2 });
  });
});
