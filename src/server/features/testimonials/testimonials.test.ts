import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { testimonials } from "#db/schema.ts";
import { type Refusal, testRefusals } from "#tests/helpers/refusals.ts";
import { scriptPost, sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});

const valid = {
  name: "Amira Haddad",
  experience: "Hotel manager",
  text: "Soft, strong and our guests notice.",
  rating: 4,
};
const post = (json: unknown) => t.request("/api/testimonials", { method: "POST", json });
const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { cookie } });
const stored = () => t.db.select().from(testimonials).all();
const byId = (id: string) => t.db.select().from(testimonials).where(eq(testimonials.id, id)).get();
const submitOne = (name: string) => sentByScript(t, "/testimonial", { ...valid, name });
const ratingMessage = "Rating must be a whole number from 1 to 5";

describe("submitting a testimonial", () => {
  test("POST /api/testimonials answers 201 with id, createdAt and the sent fields, stored unapproved", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), createdAt: expect.any(String), ...valid });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(byId(body.id)?.approved).toBe(false);
  });

  test("the site's script at /testimonial gets the same shape; experience is optional and rating defaults to 5", async () => {
    const body = await sentByScript(t, "/testimonial", { name: "Omar", text: "Great napkins for the cafe." });
    expect(body).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      name: "Omar",
      experience: null,
      text: "Great napkins for the cafe.",
      rating: 5,
    });
  });

  test("a visitor cannot set approved, id or createdAt", async () => {
    const sneaky = { ...valid, approved: true, id: "chosen-id", createdAt: "2000-01-01T00:00:00.000Z" };
    const body = await (await post(sneaky)).json();
    const viaScript = await sentByScript(t, "/testimonial", sneaky);
    for (const created of [body, viaScript]) {
      expect(created.id).not.toBe("chosen-id");
      expect(created.createdAt).not.toBe(sneaky.createdAt);
      expect(created).not.toHaveProperty("approved");
      expect(byId(created.id)?.approved).toBe(false);
    }
  });

  const refused: Refusal[] = [
    ["an empty name", { ...valid, name: "" }, "name", "Name is required"],
    ["a blank name", { ...valid, name: "   " }, "name", "Name is required"],
    ["no name", { text: valid.text, rating: 5 }, "name", "Name is required"],
    [
      "a 9-character text",
      { ...valid, text: "Too short" },
      "text",
      "Please share at least 10 characters about your experience",
    ],
    [
      "no text",
      { name: "Amira", rating: 5 },
      "text",
      "Please share at least 10 characters about your experience",
    ],
    ["rating 0", { ...valid, rating: 0 }, "rating", ratingMessage],
    ["rating 6", { ...valid, rating: 6 }, "rating", ratingMessage],
    ["rating 4.5", { ...valid, rating: 4.5 }, "rating", ratingMessage],
    ["rating as text", { ...valid, rating: "5" }, "rating", ratingMessage],
    ["a filled honeypot", { ...valid, website: "http://spam.example" }, "website", "Submission refused"],
  ];

  testRefusals(refused, {
    post,
    script: (input) => scriptPost(t, "/testimonial", input),
    stored,
  });
});

describe("lists", () => {
  test("the public list holds approved testimonials only, newest first, with the public fields", async () => {
    const [older, hidden, newer] = [
      await submitOne("Older"),
      await submitOne("Hidden"),
      await submitOne("Newer"),
    ];
    for (const { id } of [older, newer])
      await t.adminCaller().testimonials.setApproved({ id, approved: true });
    const res = await t.request("/api/testimonials");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(list.map((item) => item.id)).not.toContain(hidden.id);
    expect(list[0]).toEqual(newer);
    expect(await t.publicCaller().testimonials.list()).toEqual(list as never);
  });

  test("the admin list holds every testimonial with every column, newest first", async () => {
    await submitOne("First");
    await submitOne("Second");
    const res = await admin("/api/admin/testimonials");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; approved: boolean }[];
    const rows = stored();
    expect(list.map((item) => item.id)).toEqual(rows.map((row) => row.id).reverse());
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      "approved",
      "createdAt",
      "experience",
      "id",
      "name",
      "rating",
      "text",
    ]);
    expect(list.some((item) => !item.approved)).toBe(true);
    expect(await t.adminCaller().testimonials.adminList()).toEqual(list as never);
  });

  test("?limit=&offset= answers one page in the same order", async () => {
    const all = (await (await admin("/api/admin/testimonials")).json()) as { id: string }[];
    const page = (await (await admin("/api/admin/testimonials?limit=2&offset=1")).json()) as { id: string }[];
    expect(page.map((item) => item.id)).toEqual(all.slice(1, 3).map((item) => item.id));
    const viaTrpc = await t.adminCaller().testimonials.adminList({ limit: 2, offset: 1 });
    expect(viaTrpc.map((item) => item.id)).toEqual(page.map((item) => item.id));
    expect((await admin("/api/admin/testimonials?limit=0")).status).toBe(400);
  });

  test("rows stored in the same millisecond still come newest first", async () => {
    const createdAt = new Date("2020-01-01T00:00:00.000Z");
    const rows = ["Same time A", "Same time B"].map((name) =>
      t.db
        .insert(testimonials)
        .values({ ...valid, name, approved: true, createdAt })
        .returning()
        .get(),
    );
    const ids = (await t.publicCaller().testimonials.list()).map((item) => item.id);
    expect(ids.slice(-2)).toEqual(rows.map((row) => row.id).reverse());
  });
});

describe("approving and deleting", () => {
  test("PUT /api/admin/testimonials/:id approves and unapproves, answering the updated testimonial", async () => {
    const { id } = await submitOne("Reviewed");
    const approve = await admin(`/api/admin/testimonials/${id}`, { method: "PUT", json: { approved: true } });
    expect(approve.status).toBe(200);
    expect(await approve.json()).toEqual({ ...byId(id), approved: true, createdAt: expect.any(String) });
    expect((await t.publicCaller().testimonials.list()).map((item) => item.id)).toContain(id);
    const unapprove = await admin(`/api/admin/testimonials/${id}`, {
      method: "PUT",
      json: { approved: false },
    });
    expect((await unapprove.json()).approved).toBe(false);
    expect((await t.publicCaller().testimonials.list()).map((item) => item.id)).not.toContain(id);
  });

  test("approved is required and must be a boolean", async () => {
    const { id } = await submitOne("Pending");
    for (const json of [{}, { approved: "yes" }, { approved: 1 }]) {
      const res = await admin(`/api/admin/testimonials/${id}`, { method: "PUT", json });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("approved must be true or false");
    }
    expect(byId(id)?.approved).toBe(false);
  });

  test("tRPC setApproved and remove do the same for the admin", async () => {
    const { id } = await submitOne("Via tRPC");
    const updated = await t.adminCaller().testimonials.setApproved({ id, approved: true });
    expect(updated).toMatchObject({ id, approved: true, name: "Via tRPC" });
    expect(await t.adminCaller().testimonials.remove({ id })).toEqual({ id });
    expect(byId(id)).toBeUndefined();
  });

  test("DELETE /api/admin/testimonials/:id answers 204 with no body and removes it", async () => {
    const { id } = await submitOne("Removed");
    const res = await admin(`/api/admin/testimonials/${id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(byId(id)).toBeUndefined();
  });

  test("an unknown id answers 404 on both doors", async () => {
    for (const init of [{ method: "PUT", json: { approved: true } }, { method: "DELETE" }]) {
      const res = await admin("/api/admin/testimonials/no-such-id", init);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Testimonial not found" });
    }
    const caller = t.adminCaller().testimonials;
    await expect(caller.setApproved({ id: "no-such-id", approved: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.remove({ id: "no-such-id" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("without a session", () => {
  test("every admin REST call answers 401 and changes nothing", async () => {
    const { id } = await submitOne("Guarded");
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/api/admin/testimonials", {}],
      [`/api/admin/testimonials/${id}`, { method: "PUT", json: { approved: true } }],
      [`/api/admin/testimonials/${id}`, { method: "DELETE" }],
    ];
    for (const [path, init] of calls) {
      const res = await t.request(path, init);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Sign in required" });
    }
    expect(byId(id)?.approved).toBe(false);
  });

  test("every admin procedure answers UNAUTHORIZED and changes nothing", async () => {
    const { id } = await submitOne("Guarded too");
    const caller = t.publicCaller().testimonials;
    await expect(caller.adminList()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.setApproved({ id, approved: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.remove({ id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(byId(id)?.approved).toBe(false);
  });
});
