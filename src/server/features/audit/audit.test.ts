import { describe, expect, test } from "bun:test";
import { testimonials } from "#db/schema.ts";
import { formatSize } from "#shared/size.ts";
import { auditKitForEachTest } from "#tests/helpers/audit-kit.ts";
import { later } from "#tests/helpers/booking.ts";
import { auditedCall } from "./calls";

const { t, entries, adminId, from, product } = auditKitForEachTest();

// The tRPC caller's context: the test admin, from 127.0.0.1, no browser.
const byAdmin = () => ({ userId: adminId(), username: "admin", ip: "127.0.0.1" });

describe("one entry for each kind of admin change, naming who, what and where", () => {
  test("content", async () => {
    await t.adminCaller().content.update({ key: "hero_title", value: "Softer than ever" });
    expect(entries()).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        action: "content.update",
        kind: "content",
        targetId: "hero_title",
        summary: "Softer than ever",
      }),
    ]);
  });

  test("product: added, changed and deleted, each naming the product", async () => {
    const admin = t.adminCaller();
    const made = await admin.products.create(product);
    await admin.products.update({ id: made.id, data: { ...product, name: "Softer Tissue", price: "2.50" } });
    await admin.products.remove({ id: made.id });
    expect(
      entries().map(({ action, kind, targetId, summary }) => ({ action, kind, targetId, summary })),
    ).toEqual([
      { action: "products.create", kind: "product", targetId: made.id, summary: "Soft Facial Tissue" },
      {
        action: "products.update",
        kind: "product",
        targetId: made.id,
        summary: "Soft Facial Tissue · changed: name, description, category, price",
      },
      { action: "products.remove", kind: "product", targetId: made.id, summary: "Softer Tissue" },
    ]);
  });

  test("testimonial approval", async () => {
    const row = t.db
      .insert(testimonials)
      .values({ name: "Laila", text: "Great", rating: 5 })
      .returning()
      .get();
    await t.adminCaller().testimonials.setApproved({ id: row.id, approved: true });
    expect(entries()).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        action: "testimonials.setApproved",
        kind: "testimonial",
        targetId: row.id,
        summary: "Laila · approved",
      }),
    ]);
  });

  test("quote", async () => {
    const quote = await t.adminCaller().quotes.create({
      buyerName: "Grand Hotel",
      buyerEmail: "buyer@grand.example",
      lang: "en",
      currency: "USD",
      validUntil: later(30),
      lines: [{ description: "Delivery", quantity: 1, unit: "trip", unitPrice: "25" }],
    });
    expect(entries()).toEqual([
      expect.objectContaining({ ...byAdmin(), action: "quotes.create", kind: "quote", targetId: quote.id }),
    ]);
    expect(entries()[0]?.summary).toBe(quote.number);
  });

  test("campaign", async () => {
    const campaign = await t.adminCaller().newsletter.saveCampaign({ subject: "New towels", body: "Hello" });
    expect(entries()).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        action: "newsletter.saveCampaign",
        kind: "campaign",
        targetId: campaign.id,
        summary: "New towels",
      }),
    ]);
  });

  test("user: added with a one-time password that is not recorded, then removed by name", async () => {
    const admin = t.adminCaller();
    const made = await admin.users.create({ username: "sara" });
    await admin.users.remove({ id: made.id });
    expect(
      entries().map(({ action, kind, targetId, summary }) => ({ action, kind, targetId, summary })),
    ).toEqual([
      { action: "users.create", kind: "user", targetId: made.id, summary: "sara" },
      { action: "users.remove", kind: "user", targetId: made.id, summary: "sara" },
    ]);
    expect(JSON.stringify(entries())).not.toContain(made.password);
  });

  test("settings", async () => {
    await t.adminCaller().mail.saveSettings({
      ownerEmails: ["owner@safa.example", "sales@safa.example"],
      alertInquiries: true,
      alertContacts: false,
      alertTestimonials: true,
    });
    expect(entries()).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        action: "mail.saveSettings",
        kind: "settings",
        summary: "2 owner addresses",
      }),
    ]);
  });

  test("backup: made, then downloaded", async () => {
    const made = await t.adminCaller().backups.create();
    const cookie = await t.login();
    const download = await t.request(`/api/admin/backups/${made.name}`, { headers: { cookie, ...from } });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const [create, , downloaded] = entries();
    expect(create).toMatchObject({
      ...byAdmin(),
      action: "backups.create",
      kind: "backup",
      targetId: made.name,
      // The size as the toast and the Backups list write it ("402.4 kB"), not a count of bytes.
      summary: formatSize(made.size),
    });
    expect(create?.summary).toMatch(/^\d+\.\d (kB|MB)$/);
    expect(downloaded).toMatchObject({
      username: "admin",
      action: "backups.download",
      kind: "backup",
      targetId: made.name,
      ip: "203.0.113.7",
    });
  });
});

describe("nothing is recorded for what did not change anything", () => {
  test("refused input, a missing record, a refused rule, no session, and reading", async () => {
    const admin = t.adminCaller();
    await expect(admin.products.create({ ...product, name: "" })).rejects.toThrow();
    await expect(admin.products.remove({ id: "no-such-product" })).rejects.toThrow();
    await expect(admin.users.remove({ id: adminId() ?? "" })).rejects.toThrow("own account");
    await expect(t.publicCaller().content.update({ key: "hero_title", value: "Hijacked" })).rejects.toThrow();
    await expect(admin.content.update({ key: "no_such_key", value: "x" })).rejects.toThrow("not found");
    const cookie = await t.login();
    const headers = { cookie, ...from };
    expect((await t.request("/api/products", { method: "POST", headers, json: {} })).status).toBe(400);
    expect((await t.request("/api/products/nope", { method: "DELETE", headers })).status).toBe(404);
    expect((await t.request("/api/products", { method: "POST", headers: from, json: product })).status).toBe(
      401,
    );
    await admin.products.adminList();
    await admin.inquiries.markAllRead();
    expect(entries().map((e) => e.action)).toEqual(["auth.login"]);
  });
});

test("a call the table does not know is recorded by its name alone, without its input", () => {
  const record = auditedCall(t.db, "stock.adjust", { id: "p1", token: "s3cret" });
  record?.({ deps: t.app.deps, ip: "10.0.0.1" }, { id: null, username: "admin" }, { token: "s3cret" }, {});
  expect(entries()).toEqual([
    expect.objectContaining({
      action: "stock.adjust",
      kind: "other",
      targetId: null,
      summary: "",
      ip: "10.0.0.1",
    }),
  ]);
});
