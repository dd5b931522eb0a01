import { describe, expect, test } from "bun:test";
import { blogPosts } from "#db/schema.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
const post = {
  title: "Choosing Hotel Napkins: 5 Tips!",
  excerpt: "What to look for.",
  content: "## Ply\n\nTwo-ply for the **dining room**.",
  published: true,
};
const send = async (method: string, path: string, json?: unknown, cookie?: string) => {
  const res = await t.request(path, { method, json, headers: cookie ? { cookie } : {} });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};
const stored = () => t.db.select().from(blogPosts).all();

describe("writing posts through both doors", () => {
  test("REST: the slug is made from the title, kept unique, and a first publication is dated", async () => {
    const cookie = await t.login();
    const first = await send("POST", "/api/blog", post, cookie);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ slug: "choosing-hotel-napkins-5-tips", published: true });
    expect(first.body.publishedAt).toBeString();
    const second = await send("POST", "/api/blog", { ...post, published: false }, cookie);
    expect(second.body).toMatchObject({ slug: "choosing-hotel-napkins-5-tips-2", publishedAt: null });

    const edited = await send(
      "PUT",
      `/api/blog/${second.body.id}`,
      { ...post, slug: "napkin-guide" },
      cookie,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug: "napkin-guide", published: true });
    expect((await send("DELETE", `/api/blog/${second.body.id}`, undefined, cookie)).status).toBe(204);
    expect(stored().map((p) => p.slug)).toEqual(["choosing-hotel-napkins-5-tips"]);
  });

  test("tRPC: a slug the owner typed must be free; an Arabic-only title still gets a slug", async () => {
    const admin = t.adminCaller();
    const made = await admin.blog.create({ ...post, slug: "napkins" });
    await expect(admin.blog.create({ ...post, slug: "napkins" })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      admin.blog.update({ id: made.id, data: { ...post, slug: "napkins" } }),
    ).resolves.toMatchObject({
      slug: "napkins",
    });
    const arabic = await admin.blog.create({ title: "مناديل الفنادق", content: "نص" });
    expect(arabic.slug).toBe("post");
    expect(stored()).toHaveLength(2);
  });

  test("bad input gets 400 with the field named and stores nothing, through both doors", async () => {
    const cookie = await t.login();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...post, title: "" }, "title"],
      [{ ...post, content: " " }, "content"],
      [{ ...post, slug: "Not A Slug" }, "slug"],
      [{ ...post, slug: "a--b" }, "slug"],
      [{ ...post, imageUrl: "javascript:alert(1)" }, "imageUrl"],
      [{ ...post, content: "x".repeat(100_001) }, "content"],
      [{ ...post, published: "yes" }, "published"],
    ];
    for (const [input, path] of bad) {
      const res = await send("POST", "/api/blog", input, cookie);
      expect(res.status, path).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
      await expect(t.adminCaller().blog.create(input as never)).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect((await send("PUT", "/api/blog/nope", post, cookie)).status).toBe(404);
    expect(stored()).toHaveLength(0);
  });

  test("visitors cannot write, read drafts or list the owner's view", async () => {
    const made = await t.adminCaller().blog.create({ ...post, published: false });
    expect((await send("POST", "/api/blog", post)).status).toBe(401);
    expect((await send("PUT", `/api/blog/${made.id}`, post)).status).toBe(401);
    expect((await send("DELETE", `/api/blog/${made.id}`)).status).toBe(401);
    expect((await send("GET", "/api/admin/blog")).status).toBe(401);
    await expect(t.publicCaller().blog.page({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await send("GET", `/api/blog/${made.slug}`)).status).toBe(404);
    await expect(t.publicCaller().blog.bySlug({ slug: made.slug })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("reading", () => {
  test("the public list holds published posts only, newest first, without their texts", async () => {
    const admin = t.adminCaller();
    await admin.blog.create({ ...post, title: "Older" });
    t.advance(1000);
    await admin.blog.create({ ...post, title: "Draft", published: false });
    await admin.blog.create({ ...post, title: "Newer" });
    const listed = (await send("GET", "/api/blog")).body;
    expect(listed.map((p: { title: string }) => p.title)).toEqual(["Newer", "Older"]);
    expect(listed[0]).not.toHaveProperty("content");
    expect((await t.publicCaller().blog.latest()).map((p) => p.title)).toEqual(["Newer", "Older"]);
    expect(
      (await send("GET", "/api/blog?limit=1&offset=1")).body.map((p: { title: string }) => p.title),
    ).toEqual(["Older"]);
    // The page is rendered on the server and the landing page asks for `latest`: no tRPC list for visitors.
    expect((await t.request("/trpc/blog.list")).status).toBe(404);
  });

  test("the owner's list pages, searches in both languages and filters drafts", async () => {
    const admin = t.adminCaller();
    await admin.blog.create({ ...post, title: "Kitchen towels", titleAr: "مناشف المطبخ" });
    await admin.blog.create({ ...post, title: "Draft about rolls", published: false });
    const drafts = await admin.blog.page({ status: "draft" });
    expect(drafts).toMatchObject({ total: 1, drafts: 1 });
    expect((await admin.blog.page({ q: "مناشف" })).rows.map((p) => p.title)).toEqual(["Kitchen towels"]);
    const rest = await send("GET", "/api/admin/blog?status=published&size=10", undefined, await t.login());
    expect(rest.body).toMatchObject({ total: 1, size: 10 });
    expect((await send("GET", "/api/admin/blog?size=7", undefined, await t.login())).status).toBe(400);
  });

  test("hostile Markdown is rendered harmless, in the post and in the preview", async () => {
    const hostile = [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      "[click](javascript:alert(3))",
      '<a href="https://example.com" onclick="alert(4)">out</a>',
      '<iframe src="https://evil.example"></iframe>',
      "![ok](/objects/uploads/pic.png)",
      "[elsewhere](https://example.org)",
    ].join("\n\n");
    const made = await t.adminCaller().blog.create({ ...post, content: hostile });
    const { html } = (await send("GET", `/api/blog/${made.slug}`)).body;
    const preview = (await t.adminCaller().blog.preview({ markdown: hostile })).html;
    for (const out of [html, preview]) {
      expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      expect(out).toContain('<img src="/objects/uploads/pic.png" alt="ok" loading="lazy" />');
      expect(out).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer">elsewhere</a>');
    }
  });
});
