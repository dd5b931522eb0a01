import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contacts } from "#db/schema.ts";
import { type Refusal, testRefusals } from "#tests/helpers/refusals.ts";
import { scriptPost, sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});

const valid = { name: "Karim Nasser", email: "karim@example.com", message: "Do you deliver to Alexandria?" };
const post = (json: unknown) => t.request("/api/contact", { method: "POST", json });
const stored = () => t.db.select().from(contacts).all();
const byId = (id: string) => t.db.select().from(contacts).where(eq(contacts.id, id)).get();

describe("sending a contact message", () => {
  test("POST /api/contact answers 201 with id, createdAt and the sent fields, and stores them", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), createdAt: expect.any(String), ...valid });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(byId(body.id)).toMatchObject(valid);
  });

  test("the site's script at /contact gets the same shape, with fields trimmed", async () => {
    const body = await sentByScript(t, "/contact", {
      ...valid,
      name: "  Lina  ",
      email: " lina@example.com ",
    });
    expect(body).toEqual({
      ...valid,
      id: expect.any(String),
      createdAt: expect.any(String),
      name: "Lina",
      email: "lina@example.com",
    });
  });

  test("a visitor cannot set id or createdAt", async () => {
    const sneaky = { ...valid, id: "chosen-id", createdAt: "2000-01-01T00:00:00.000Z" };
    const viaRest = await (await post(sneaky)).json();
    const viaScript = await sentByScript(t, "/contact", sneaky);
    for (const created of [viaRest, viaScript]) {
      expect(created.id).not.toBe("chosen-id");
      expect(byId(created.id)?.createdAt.getFullYear()).not.toBe(2000);
    }
    expect(byId("chosen-id")).toBeUndefined();
  });

  const refused: Refusal[] = [
    ["an empty name", { ...valid, name: "" }, "name", "Required"],
    ["no name", { email: valid.email, message: valid.message }, "name", "Required"],
    ["an empty message", { ...valid, message: "  " }, "message", "Required"],
    ["a malformed email", { ...valid, email: "karim-at-example" }, "email", "Invalid email"],
    ["no email", { name: valid.name, message: valid.message }, "email", "Required"],
    ["an empty email", { ...valid, email: " " }, "email", "Required"],
    ["a name over 100 characters", { ...valid, name: "n".repeat(101) }, "name", "Use at most 100 characters"],
    [
      "a message over 5,000 characters",
      { ...valid, message: "m".repeat(5001) },
      "message",
      "Use at most 5,000 characters",
    ],
    [
      "an email over 254 characters",
      { ...valid, email: `${"e".repeat(250)}@x.io` },
      "email",
      "Use at most 254 characters",
    ],
    ["a filled honeypot", { ...valid, website: "x" }, "website", "Submission refused"],
  ];

  testRefusals(refused, {
    post,
    script: (input) => scriptPost(t, "/contact", input),
    stored,
  });

  test("a body that is not JSON answers 415 or 400 and stores nothing", async () => {
    const before = stored().length;
    const text = await t.request("/api/contact", {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const broken = await t.request("/api/contact", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "The body is not valid JSON" });
    expect(stored().length).toBe(before);
  });
});

describe("the admin list", () => {
  test("GET /api/contacts answers every message, newest first", async () => {
    const first = await sentByScript(t, "/contact", { ...valid, name: "First" });
    const second = await sentByScript(t, "/contact", { ...valid, name: "Second" });
    const res = await t.request("/api/contacts", { headers: { cookie } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string }[];
    expect(list.length).toBe(stored().length);
    expect(list.slice(0, 2)).toEqual([second, first]);
    expect(await t.adminCaller().contacts.list()).toEqual(list as never);
  });

  test("?limit=&offset= answers one page in the same order", async () => {
    const all = (await (await t.request("/api/contacts", { headers: { cookie } })).json()) as {
      id: string;
    }[];
    const page = await t.request("/api/contacts?limit=1&offset=1", { headers: { cookie } });
    expect(await page.json()).toEqual([all[1]]);
    expect(await t.adminCaller().contacts.list({ limit: 1, offset: 1 })).toEqual([all[1]] as never);
  });

  test("messages stored in the same millisecond still come newest first", async () => {
    const createdAt = new Date("2020-01-01T00:00:00.000Z");
    const rows = ["Same time A", "Same time B"].map((name) =>
      t.db
        .insert(contacts)
        .values({ ...valid, name, createdAt })
        .returning()
        .get(),
    );
    const ids = (await t.adminCaller().contacts.list()).map((item) => item.id);
    expect(ids.slice(-2)).toEqual(rows.map((row) => row.id).reverse());
  });

  test("without a session: 401 on REST and UNAUTHORIZED on tRPC", async () => {
    const res = await t.request("/api/contacts");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Sign in required" });
    await expect(t.publicCaller().contacts.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
