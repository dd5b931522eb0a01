import { describe, expect, test } from "bun:test";
import { products, sampleRequests } from "#db/schema.ts";
import { sampleListSchema } from "#shared/desk.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, type TestApp } from "#tests/helpers/test-app.ts";

const napkin = {
  id: "napkin",
  slug: "napkin",
  name: "Dinner Napkin",
  description: "Soft",
  category: "napkins",
};
const prepare = ({ db }: TestApp) => void db.insert(products).values(napkin).run();
const t = appForEachTest({}, { prepare });

const request = (companyName: string) =>
  sentByScript(t, "/products/napkin/sample", {
    companyName,
    contactPerson: "Mona",
    email: "mona@example.com",
    phone: "0100",
    deliveryAddress: "Alexandria",
    quantity: "2 cartons",
  });
const view = (query: Record<string, unknown> = {}) => sampleListSchema.parse(query);
const companies = async (query: Record<string, unknown> = {}) =>
  (await t.adminCaller().samples.page(view(query))).rows.map((row) => row.companyName);

describe("the owner's desk of sample requests", () => {
  test("lists newest first, unread until opened, searched by any field and filtered by status", async () => {
    const first = await request("Nile Hotels");
    await request("Delta Cafe");
    const page = await t.adminCaller().samples.page(view());
    expect(page).toMatchObject({ total: 2, unread: 2 });
    expect(page.rows.map((r) => [r.companyName, r.unread])).toEqual([
      ["Delta Cafe", true],
      ["Nile Hotels", true],
    ]);
    expect(await companies({ q: "nile" })).toEqual(["Nile Hotels"]);
    await t.adminCaller().samples.setStatus({ ids: [first.id], status: "sent" });
    expect(await companies({ status: "sent" })).toEqual(["Nile Hotels"]);
    expect(await companies({ status: "pending" })).toEqual(["Delta Cafe"]);
    const opened = await t.adminCaller().samples.open({ id: first.id });
    expect(opened.request).toMatchObject({ companyName: "Nile Hotels", status: "sent", unread: false });
    expect(await companies({ status: "unread" })).toEqual(["Delta Cafe"]);
    expect((await t.callerAs("helper").samples.page(view({ status: "unread" }))).total).toBe(2);
  });

  test("status changes and the archive are in the history with the notes, by whom; the same status again adds nothing", async () => {
    const { id } = await request("Nile Hotels");
    const other = await request("Delta Cafe");
    const admin = t.adminCaller();
    await admin.samples.addNote({ id, body: "Courier booked" });
    await t.callerAs("helper").samples.setStatus({ ids: [id, other.id], status: "sent" });
    await admin.samples.setStatus({ ids: [id], status: "sent" });
    await admin.samples.setStatus({ ids: [id], status: "declined" });
    await admin.samples.setArchived({ ids: [id], archived: true });
    const { notes } = await admin.samples.open({ id });
    expect(notes.map((n) => [n.kind, n.author, n.body])).toEqual([
      ["note", "admin", "Courier booked"],
      ["status", "helper", "Status: Pending → Sent"],
      ["status", "admin", "Status: Sent → Declined"],
      ["archived", "admin", "Archived"],
    ]);
    expect((await admin.samples.open({ id: other.id })).notes.map((n) => n.body)).toEqual([
      "Status: Pending → Sent",
    ]);
  });

  test("notes are kept with who wrote them, oldest first; a note on a missing request is NOT_FOUND", async () => {
    const { id } = await request("Nile Hotels");
    await t.adminCaller().samples.addNote({ id, body: "Posted by courier" });
    await t.callerAs("helper").samples.addNote({ id, body: "Delivered" });
    const { notes } = await t.adminCaller().samples.open({ id });
    expect(notes.map((n) => [n.author, n.body])).toEqual([
      ["admin", "Posted by courier"],
      ["helper", "Delivered"],
    ]);
    await expect(t.adminCaller().samples.addNote({ id: "nope", body: "x" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.adminCaller().samples.addNote({ id, body: " " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  test("archive, restore, read marks, delete, and the export of every row of a view", async () => {
    const a = await request("Nile Hotels");
    const b = await request("Delta Cafe");
    await t.adminCaller().samples.setArchived({ ids: [a.id], archived: true });
    expect(await companies()).toEqual(["Delta Cafe"]);
    expect(await companies({ status: "archived" })).toEqual(["Nile Hotels"]);
    await t.adminCaller().samples.setArchived({ ids: [a.id], archived: false });
    await t.adminCaller().samples.markAllRead();
    expect((await t.adminCaller().samples.page(view())).unread).toBe(0);
    await t.adminCaller().samples.setRead({ ids: [b.id], read: false });
    expect(await companies({ status: "unread" })).toEqual(["Delta Cafe"]);
    const exported = await t.adminCaller().samples.export(view({ size: 10 }));
    expect(exported.map((row) => row.companyName)).toEqual(["Delta Cafe", "Nile Hotels"]);
    await t.adminCaller().samples.remove({ ids: [a.id] });
    const left = t.db.select().from(sampleRequests).all();
    expect(left.map((r) => r.companyName)).toEqual(["Delta Cafe"]);
  });

  test("a bad status is BAD_REQUEST and changes nothing; without a session every desk call is UNAUTHORIZED", async () => {
    const { id } = await request("Nile Hotels");
    await expect(
      t.adminCaller().samples.setStatus({ ids: [id], status: "lost" as "sent" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(t.db.select().from(sampleRequests).get()?.status).toBe("pending");
    await expect(t.publicCaller().samples.page(view())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.publicCaller().samples.remove({ ids: [id] })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
