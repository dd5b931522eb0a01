import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { seed } from "#db/seed.ts";
import * as markdown from "#server/core/markdown.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest, makeTestApp, origin, type TestApp } from "#tests/helpers/test-app.ts";

const distDir = await makeFakeDist();
const prepare = ({ db }: TestApp) => seed(db, { sampleData: false });
const t = appForEachTest({ PUBLIC_ORIGIN: origin }, { distDir, prepare });
const renders = spyOn(markdown, "markdownToHtml");
afterEach(() => renders.mockClear());

const publish = async (app: Pick<TestApp, "adminCaller" | "advance">, n: number, content = "Two-ply.") => {
  for (let i = 1; i <= n; i++) {
    app.advance(1000);
    await app.adminCaller().blog.create({
      title: `Post ${i}`,
      titleAr: `مقال ${i}`,
      content,
      contentAr: content,
      published: true,
    });
  }
};
const entries = (feed: string) => [...feed.matchAll(/<title>(Post \d+)<\/title>/g)].map((m) => m[1]);

describe("the blog's feeds and post JSON under load", () => {
  test("each is rendered under the render gate once, then served as kept until the next blog write", async () => {
    await publish(t, 3);
    const gate = spyOn(t.app.deps.renders, "run");
    renders.mockClear();
    for (let round = 0; round < 2; round++) {
      expect((await t.request("/blog/feed.xml")).status).toBe(200);
      expect((await t.request("/ar/blog/feed.xml")).status).toBe(200);
      expect((await t.request("/api/blog/post-2")).status).toBe(200);
    }
    // Three posts in each feed's language, and one post's two texts.
    expect(renders).toHaveBeenCalledTimes(3 + 3 + 2);
    expect(gate).toHaveBeenCalledTimes(3);

    const newest = (await t.adminCaller().blog.bySlug({ slug: "post-3" })).id;
    const data = { title: "Post 3, revised", slug: "post-3", content: "Three-ply.", published: true };
    await t.adminCaller().blog.update({ id: newest, data });
    renders.mockClear();
    expect(await (await t.request("/blog/feed.xml")).text()).toContain("Post 3, revised");
    expect(renders).toHaveBeenCalledTimes(3);
  });

  test("a feed holds the 20 newest posts", async () => {
    await publish(t, 22);
    const feed = await (await t.request("/blog/feed.xml")).text();
    expect(entries(feed)).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${22 - i}`));
  });

  test("with PUBLIC_ORIGIN a feed is shareable and revalidates with a 304", async () => {
    await publish(t, 1);
    const first = await t.request("/blog/feed.xml");
    expect(first.headers.get("cache-control")).not.toContain("no-store");
    expect(first.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await t.request("/blog/feed.xml", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  test("without a known address no request's host reaches the links, and one render serves every host", async () => {
    const app = await makeTestApp({}, { distDir, prepare });
    try {
      await publish(app, 2);
      renders.mockClear();
      const a = await (await app.app.request("http://a.example/blog/feed.xml")).text();
      const b = await (await app.app.request("http://b.example:8080/blog/feed.xml")).text();
      expect(a).toContain('<link rel="alternate" type="text/html" href="/blog/post-2"/>');
      expect(a).not.toContain("a.example");
      expect(b).toBe(a);
      // One render of the feed: each of its two posts once.
      expect(renders).toHaveBeenCalledTimes(2);
    } finally {
      app.db.$client.close();
    }
  });

  test("while a feed of long posts renders, the server gets a turn between two posts", async () => {
    const paragraph = `Soft **two-ply** tissue, [made here](https://example.com), in ${"many words ".repeat(40)}\n\n`;
    await publish(t, 20, `## Ply\n\n${paragraph.repeat(40)}- one\n- two\n`);
    // The Markdown modules load on first use: that one long turn is not what is measured.
    await t.request("/ar/blog/feed.xml");
    // Counted in renders, not in milliseconds: at each turn the probe notes how many posts were rendered so far;
    // a render that yields between posts lets it see every count from 1 to 19, one in a single go none of them.
    renders.mockClear();
    const seen = new Set<number>();
    let probing = true;
    const probe = () => {
      seen.add(renders.mock.calls.length);
      if (probing) setImmediate(probe);
    };
    setImmediate(probe);
    expect((await t.request("/blog/feed.xml")).status).toBe(200);
    probing = false;
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toHaveBeenCalledTimes(20);
    for (let rendered = 1; rendered < 20; rendered++) expect(seen).toContain(rendered);
  });
});
