import { describe, expect, test } from "bun:test";
import { jsonLd, siteForEachTest } from "#tests/helpers/site-pages.ts";
import { origin } from "#tests/helpers/test-app.ts";

const { t, page: get } = await siteForEachTest({ PUBLIC_ORIGIN: origin });
const post = {
  title: "Choosing hotel napkins",
  excerpt: "Ply, size and fold.",
  content: "## Ply\n\nTwo-ply for the dining room.",
  published: true,
};

describe("the blog's pages", () => {
  test("a published post is a whole page: title, text, dates, canonical, hreflang and BlogPosting", async () => {
    await t.adminCaller().blog.create({ ...post, imageUrl: "/images/wide.png" });
    const { status, html } = await get("/blog/choosing-hotel-napkins");
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="mt-3 text-3xl');
    expect(html).toContain("Choosing hotel napkins</h1>");
    expect(html).toContain("<h2>Ply</h2>");
    expect(html).toContain(`<link rel="canonical" href="${origin}/blog/choosing-hotel-napkins"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="ar" href="${origin}/ar/blog/choosing-hotel-napkins"/>`,
    );
    expect(html).not.toContain('<script type="module"');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Choosing hotel napkins",
      description: "Ply, size and fold.",
      inLanguage: "en",
      image: `${origin}/img/1200/images/wide.png`,
    });
    expect(Date.parse(data.datePublished)).not.toBeNaN();
  });

  test("in Arabic a post shows its Arabic texts, or its English ones marked as English", async () => {
    const admin = t.adminCaller();
    await admin.blog.create({
      ...post,
      titleAr: "اختيار مناديل الفنادق",
      contentAr: "## الطبقات\n\nطبقتان.",
    });
    await admin.blog.create({ ...post, title: "Only in English", slug: "english-only" });
    const arabic = await get("/ar/blog/choosing-hotel-napkins");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("اختيار مناديل الفنادق</h1>");
    expect(arabic.html).toContain('<div class="post-body mt-8" lang="ar" dir="rtl"><h2>الطبقات</h2>');
    const fallback = await get("/ar/blog/english-only");
    expect(fallback.html).toContain('<article class="mx-auto max-w-3xl" lang="en" dir="ltr">');
    expect(fallback.html).toContain("Only in English</h1>");
  });

  test("drafts, unknown and malformed slugs answer the site's 404 page", async () => {
    await t.adminCaller().blog.create({ ...post, published: false });
    for (const path of [
      "/blog/choosing-hotel-napkins",
      "/blog/nothing-here",
      "/blog/Bad%20Slug",
      "/ar/blog/x--y",
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    expect((await get("/blog?page=0")).status).toBe(404);
    expect((await get("/blog?page=2")).status).toBe(404);
  });

  test("the index lists published posts, 12 a page, newest first, and follows edits at once", async () => {
    const admin = t.adminCaller();
    const empty = await get("/blog");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("No articles yet");
    for (let i = 1; i <= 13; i++) {
      await admin.blog.create({ ...post, title: `Post number ${i}` });
      t.advance(1000);
    }
    const first = await get("/blog");
    expect(first.html.match(/<li class="overflow-hidden/g)).toHaveLength(12);
    expect(first.html.indexOf("Post number 13")).toBeLessThan(first.html.indexOf("Post number 12"));
    expect(first.html).toContain('href="/blog?page=2"');
    const second = await get("/blog?page=2");
    expect(second.html).toContain("Post number 1<");
    const made = (await admin.blog.page({ q: "number 13" })).rows[0];
    await admin.blog.update({ id: made?.id ?? "", data: { ...post, title: "Renamed thirteen" } });
    expect((await get("/blog")).html).toContain("Renamed thirteen");
  });

  test("the Atom feed carries each language's newest posts with their text", async () => {
    await t.adminCaller().blog.create({ ...post, titleAr: "مناديل", contentAr: "نص عربي" });
    const en = await get("/blog/feed.xml");
    expect(en.type).toBe("application/atom+xml; charset=utf-8");
    expect(en.html).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(en.html).toContain("<title>Choosing hotel napkins</title>");
    expect(en.html).toContain(
      `<link rel="alternate" type="text/html" href="${origin}/blog/choosing-hotel-napkins"/>`,
    );
    expect(en.html).toContain("&lt;h2&gt;Ply&lt;/h2&gt;");
    const ar = await get("/ar/blog/feed.xml");
    expect(ar.html).toContain("<title>مناديل</title>");
  });

  test("the sitemap and the landing page show the blog only once a post is published", async () => {
    expect((await get("/sitemap.xml")).html).not.toContain("/blog");
    expect((await get("/")).html).not.toContain('id="blog"');
    await t.adminCaller().blog.create(post);
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain(`<loc>${origin}/blog/choosing-hotel-napkins</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/ar/blog/choosing-hotel-napkins</loc>`);
    const landing = (await get("/")).html;
    expect(landing).toContain('id="blog"');
    expect(landing).toContain('href="/blog/choosing-hotel-napkins"');
    expect(landing).toContain('href="/blog"');
    expect((await get("/ar")).html).toContain('href="/ar/blog/choosing-hotel-napkins"');
  });
});
