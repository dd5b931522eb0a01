import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { contentDefaults, contentDefaultValue } from "#shared/content-keys.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({}, { prepare: ({ db }) => seed(db, { sampleData: false }) });
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});

const stored = (key: string) => t.db.select().from(siteContent).where(eq(siteContent.key, key)).get();
const put = (key: string, json: unknown, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/content/${key}`, { method: "PUT", json, headers });

describe("content list", () => {
  test("GET /api/content answers every key as { key, value, type, description }", async () => {
    const res = await t.request("/api/content");
    expect(res.status).toBe(200);
    const items = (await res.json()) as Record<string, unknown>[];
    expect(items.map((i) => i.key)).toEqual(contentDefaults.map((d) => d.key));
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(["description", "key", "type", "value"]);
    expect(items[0]).toEqual({ ...contentDefaults[0] });
  });

  test("tRPC content.list answers the same list to anyone", async () => {
    const rest = await (await t.request("/api/content")).json();
    expect(await t.publicCaller().content.list()).toEqual(rest);
  });

  test("tRPC content.texts answers each key's value and nothing else, for the pages' hydration state", async () => {
    await t.adminCaller().content.update({ key: "hero_title", value: "Softer than ever" });
    const texts = await t.publicCaller().content.texts();
    const list = await t.publicCaller().content.list();
    expect(texts).toEqual(Object.fromEntries(list.map((item) => [item.key, item.value])));
    expect(texts.hero_title).toBe("Softer than ever");
  });
});

describe("content update", () => {
  test("PUT /api/content/:key stores the value, sets updatedAt and answers the item", async () => {
    const before = stored("hero_title");
    t.advance(60_000);
    const res = await put("hero_title", { value: "  Tissue that works as hard as you do  " });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      key: "hero_title",
      value: "Tissue that works as hard as you do",
      type: "text",
      description: contentDefaults.find((d) => d.key === "hero_title")?.description,
      updatedAt: new Date(t.app.deps.now()).toISOString(),
    });
    expect(stored("hero_title")?.updatedAt.getTime()).toBeGreaterThan(
      before?.updatedAt.getTime() ?? Infinity,
    );
    const list = (await (await t.request("/api/content")).json()) as { key: string; value: string }[];
    expect(list.find((i) => i.key === "hero_title")?.value).toBe("Tissue that works as hard as you do");
  });

  test("tRPC content.update does the same for the admin", async () => {
    const item = await t.adminCaller().content.update({ key: "footer_tagline", value: "Made with care." });
    expect(item).toMatchObject({ key: "footer_tagline", value: "Made with care.", type: "text" });
    expect(stored("footer_tagline")?.value).toBe("Made with care.");
  });

  test("without a session: 401 and nothing stored", async () => {
    const res = await put("hero_subtitle", { value: "Hijacked" }, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Sign in required" });
    const update = t.publicCaller().content.update({ key: "hero_subtitle", value: "Hijacked" });
    await expect(update).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(stored("hero_subtitle")?.value).toBe(contentDefaultValue("hero_subtitle"));
  });

  test("an unknown key is 404 and creates nothing", async () => {
    const res = await put("no_such_key", { value: "x" });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Content key not found");
    await expect(t.adminCaller().content.update({ key: "no_such_key", value: "x" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(stored("no_such_key")).toBeUndefined();
  });

  test("an empty or missing value is 400 and keeps the stored one", async () => {
    for (const json of [{ value: "" }, { value: "   " }, {}]) {
      const res = await put("contact_title", json);
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe("value");
    }
    await expect(t.adminCaller().content.update({ key: "contact_title", value: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(stored("contact_title")?.value).toBe(contentDefaultValue("contact_title"));
  });
});

describe("colour values", () => {
  const good = [
    "#abc",
    "#0E7490",
    "hsl(190 89% 31%)",
    "hsl(190, 89%, 31%)",
    "190 89% 31%",
    "hsl(200deg 50.5% 40%)",
  ];
  const bad = [
    "red",
    "#12",
    "#12345g",
    "rgb(1,2,3)",
    "hsl(1 2 3)",
    "hsl(190 89% 31%",
    "#0e7490;background:red",
  ];

  test.each(good)("accepts %p", async (value) => {
    const res = await put("theme_primary", { value });
    expect(res.status).toBe(200);
    expect(stored("theme_primary")?.value).toBe(value);
  });

  test.each(bad)("refuses %p with an issue on value and stores nothing", async (value) => {
    const before = stored("theme_accent")?.value;
    const res = await put("theme_accent", { value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(`theme_accent: ${body.issues[0].message}`);
    expect(body.issues).toEqual([{ path: "value", message: expect.stringMatching(/hex colour/) }]);
    expect(stored("theme_accent")?.value).toBe(before as string);
  });

  test("tRPC refuses a bad colour the same way", async () => {
    await expect(t.adminCaller().content.update({ key: "theme_dark", value: "red" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(stored("theme_dark")?.value).toBe(contentDefaultValue("theme_dark"));
  });

  test("a text key takes a value that is no colour", async () => {
    expect((await put("shop_now_cta", { value: "red" })).status).toBe(200);
  });
});

describe("image values", () => {
  test.each([
    ["/images/new-hero.webp", "/images/new-hero.webp"],
    ["https://cdn.example.com/hero.jpg", "https://cdn.example.com/hero.jpg"],
    ["http://localhost/objects/uploads/abc?expires=123&sig=f00d", "/objects/uploads/abc"],
    ["http://localhost/objects/uploads/def", "/objects/uploads/def"],
  ])("stores %p as %p", async (value, expected) => {
    const res = await put("hero_image", { value });
    expect(res.status).toBe(200);
    expect((await res.json()).value).toBe(expected);
    expect(stored("hero_image")?.value).toBe(expected);
  });

  test.each([
    "javascript:alert(1)",
    "//evil.example/x.png",
    "ftp://example.com/x.png",
    "images/x.png",
    "http://[",
  ])("refuses %p with an issue on value and stores nothing", async (value) => {
    const res = await put("about_image", { value });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("value");
    expect(stored("about_image")?.value).toBe(contentDefaultValue("about_image"));
  });
});
