import { describe, expect, test } from "bun:test";
import { adminReads, contacts, inquiryEvents, products } from "#db/schema.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const product = { id: "roll", name: "Toilet Roll", description: "3-ply", category: "toilet" };
const t = appForEachTest({}, { prepare: ({ db }) => void db.insert(products).values(product).run() });

const inquiry = (name: string) => ({
  productId: product.id,
  contactName: name,
  email: "buyer@example.com",
  businessType: "Clinic",
  quantity: "40 cartons",
  needByDate: "2026-12-20",
});
const submit = (name: string) => sentByScript(t, `/inquiry/${product.id}`, inquiry(name));
const names = (page: { rows: { contactName: string }[] }) => page.rows.map((r) => r.contactName);

describe("read state is kept on the server, per admin", () => {
  test("an inquiry is new to every admin until that admin opens it; counts come from the server", async () => {
    const owner = t.adminCaller();
    const assistant = t.callerAs("assistant");
    const { id } = await submit("Hana");
    await submit("Karim");
    expect((await owner.desk.summary()).unreadInquiries).toBe(2);
    await owner.inquiries.open({ id });
    expect(await owner.inquiries.page({ status: "unread" })).toMatchObject({ total: 1, unread: 1 });
    expect((await owner.inquiries.page({})).rows.find((r) => r.id === id)?.unread).toBe(false);
    expect((await assistant.desk.summary()).unreadInquiries).toBe(2);
  });

  test("what arrives while the admin has the list open is still new afterwards", async () => {
    const owner = t.adminCaller();
    await submit("First");
    await owner.inquiries.page({});
    await owner.inquiries.markAllRead();
    await submit("Arrived meanwhile");
    expect(names(await owner.inquiries.page({ status: "unread" }))).toEqual(["Arrived meanwhile"]);
    expect((await owner.desk.summary()).unreadInquiries).toBe(1);
  });

  test("contacts: mark read, unread again, and mark all read", async () => {
    const owner = t.adminCaller();
    const rows = t.db
      .insert(contacts)
      .values([
        { name: "A", email: "a@example.com", message: "Hello" },
        { name: "B", email: "b@example.com", message: "Prices?" },
      ])
      .returning()
      .all();
    const [a] = rows.map((r) => r.id);
    await owner.contacts.setRead({ ids: [a ?? ""], read: true });
    expect((await owner.desk.summary()).unreadContacts).toBe(1);
    await owner.contacts.setRead({ ids: [a ?? ""], read: false });
    expect((await owner.desk.summary()).unreadContacts).toBe(2);
    await owner.contacts.markAllRead();
    expect(await owner.contacts.page({ status: "unread" })).toMatchObject({ total: 0, unread: 0 });
  });
});

describe("archive, restore and delete", () => {
  test("archived inquiries leave the default view and come back when restored", async () => {
    const owner = t.adminCaller();
    const { id } = await submit("Old buyer");
    await submit("Current buyer");
    await owner.inquiries.setArchived({ ids: [id], archived: true });
    expect(names(await owner.inquiries.page({}))).toEqual(["Current buyer"]);
    expect(names(await owner.inquiries.page({ status: "archived" }))).toEqual(["Old buyer"]);
    // The open view counts what it leaves out, so an empty list can say where the leads went.
    expect(await owner.inquiries.page({})).toMatchObject({ archived: 1 });
    expect((await owner.desk.summary()).pendingInquiries).toBe(1);
    await owner.inquiries.setArchived({ ids: [id], archived: false });
    expect((await owner.inquiries.page({})).total).toBe(2);
    // The spec's list still answers every inquiry, in its own shape.
    const rest = await t.request("/api/product-inquiries", { headers: { cookie: await t.login() } });
    expect((await rest.json()).map((r: Record<string, unknown>) => "archivedAt" in r)).toEqual([
      false,
      false,
    ]);
  });

  test("contacts archive in bulk; delete removes rows, their read marks and their timelines", async () => {
    const owner = t.adminCaller();
    const made = t.db
      .insert(contacts)
      .values([1, 2, 3].map((n) => ({ name: `C${n}`, email: `c${n}@example.com`, message: "Hi" })))
      .returning()
      .all()
      .map((r) => r.id);
    await owner.contacts.setArchived({ ids: made.slice(0, 2), archived: true });
    expect((await owner.contacts.page({ status: "archived" })).total).toBe(2);
    await owner.contacts.markAllRead();
    await owner.contacts.remove({ ids: made });
    expect(t.db.select().from(contacts).all()).toEqual([]);

    const { id } = await submit("To delete");
    await owner.inquiries.open({ id });
    await owner.inquiries.addNote({ id, body: "Called, wrong number" });
    await owner.inquiries.remove({ ids: [id] });
    expect(t.db.select().from(adminReads).all()).toEqual([]);
    expect(t.db.select().from(inquiryEvents).all()).toEqual([]);
  });
});

describe("bulk status, notes and the timeline", () => {
  test("status changes and notes through both doors appear in order with who made them", async () => {
    const owner = t.adminCaller();
    const assistant = t.callerAs("assistant");
    const { id } = await submit("Timeline");
    const { id: other } = await submit("Other");
    await owner.inquiries.setStatusOf({ ids: [id, other], status: "contacted" });
    await assistant.inquiries.addNote({ id, body: "Wants a sample box first" });
    const cookie = await t.login();
    await t.request(`/api/product-inquiries/${id}/status`, {
      method: "PUT",
      headers: { cookie },
      json: { status: "completed" },
    });
    await owner.inquiries.setArchived({ ids: [id], archived: true });
    const { events, inquiry } = await assistant.inquiries.open({ id });
    expect(inquiry.status).toBe("completed");
    expect(events.map((e) => [e.author, e.body])).toEqual([
      ["admin", "Status: Pending → Contacted"],
      ["assistant", "Wants a sample box first"],
      ["admin", "Status: Contacted → Completed"],
      ["admin", "Archived"],
    ]);
    expect((await owner.inquiries.open({ id: other })).events).toHaveLength(1);
  });

  test("bad bulk input answers 400 and changes nothing; unknown ids 404", async () => {
    const owner = t.adminCaller();
    const { id } = await submit("Safe");
    await expect(owner.inquiries.setStatusOf({ ids: [], status: "completed" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      owner.inquiries.setStatusOf({ ids: [id, "missing"], status: "completed" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await owner.inquiries.open({ id })).inquiry.status).toBe("pending");
    await expect(owner.inquiries.addNote({ id, body: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(owner.inquiries.addNote({ id: "missing", body: "x" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(owner.inquiries.remove({ ids: Array(101).fill(id) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await owner.inquiries.page({})).total).toBe(1);
  });

  test("testimonials are approved, unapproved and deleted in bulk", async () => {
    const owner = t.adminCaller();
    const ids: string[] = [];
    for (const name of ["Rana", "Sami"]) {
      ids.push((await sentByScript(t, "/testimonial", { name, text: "Good rolls", rating: 5 })).id);
    }
    await owner.testimonials.setApprovedOf({ ids, approved: true });
    expect((await t.publicCaller().testimonials.list()).map((r) => r.name).sort()).toEqual(["Rana", "Sami"]);
    await owner.testimonials.setApprovedOf({ ids: ids.slice(0, 1), approved: false });
    expect((await owner.testimonials.page({ status: "pending" })).total).toBe(1);
    await owner.testimonials.removeMany({ ids });
    expect((await owner.testimonials.page({})).total).toBe(0);
  });
});
