import { expect, test } from "bun:test";
import { facialTissue, quoteEnv, quoteSteps } from "#tests/helpers/quote-kit.ts";
import { everyPublicPage, siteForEachTest } from "#tests/helpers/site-pages.ts";

// Every public page wears the landing page's header and footer (issue 40): one component each, so the markup is
// the same everywhere but for what belongs to the page. Elsewhere the in-page links lead to the landing page's
// sections (/#contact), the language toggle to the page itself in the other language, and the link to the page
// itself is marked; React's text separators are not markup.
const { t } = await siteForEachTest(quoteEnv);

const partOf = (html: string, tag: "header" | "footer") => {
  const parts = html.match(new RegExp(`<${tag}[ >][\\s\\S]*?</${tag}>`, "g")) ?? [];
  return { count: parts.length, markup: parts[0] ?? "" };
};
const samePart = (markup: string) =>
  markup
    .replaceAll(/<!--.*?-->/g, "")
    .replaceAll(' aria-current="page"', "")
    .replaceAll(
      /href="[^"]*"( hrefLang="(?:en|ar)" lang="en")(?: rel="nofollow")?/g,
      'href="(other language)"$1',
    )
    .replaceAll(/href="\/(?:ar)?#/g, 'href="#');
// The footer's newsletter form, left out of the page that is that form.
const signUp = /<div class="site-container pb-12">[\s\S]*?<\/section><\/div>/;

test("every public page has the landing page's one header and one footer, in its language", async () => {
  await t.adminCaller().products.create({ ...facialTissue, slug: "soft-facial-tissue" });
  await t.adminCaller().blog.create({ title: "Napkins", excerpt: "Ply.", content: "Ply.", published: true });
  const { token } = await quoteSteps(t).sent();
  const pages = await everyPublicPage(t);
  for (const path of [`/quote/${token}`, `/ar/quote/${token}`, "/no-such-page", "/ar/no-such-page"])
    pages.push([path, await (await t.request(path)).text()]);
  const landing = {
    en: await (await t.request("/")).text(),
    ar: await (await t.request("/ar")).text(),
  };
  const expected = (lang: "en" | "ar") => ({
    header: samePart(partOf(landing[lang], "header").markup),
    footer: samePart(partOf(landing[lang], "footer").markup),
  });
  expect(expected("en").header).toContain(">Get in Touch</a>");
  expect(expected("ar").footer).toContain('href="#contact"');
  expect(pages.length).toBeGreaterThan(30);
  const different = pages.flatMap(([name, html]) => {
    const lang = html.startsWith('<!doctype html><html lang="ar"') ? "ar" : "en";
    const header = partOf(html, "header");
    const footer = partOf(html, "footer");
    const shown = { header: samePart(header.markup), footer: samePart(footer.markup) };
    const wanted = expected(lang);
    if (name.startsWith("POST") && name.endsWith("/newsletter"))
      wanted.footer = wanted.footer.replace(signUp, "");
    const same =
      header.count === 1 &&
      footer.count === 1 &&
      shown.header === wanted.header &&
      shown.footer === wanted.footer;
    return same ? [] : [name];
  });
  expect(different).toEqual([]);
}, 30_000);

test("a page marks its own link in the header, and its toggle leads to itself in the other language", async () => {
  await t.adminCaller().blog.create({ title: "Napkins", excerpt: "Ply.", content: "Ply.", published: true });
  const blog = await (await t.request("/ar/blog")).text();
  expect(blog).toContain('<a href="/ar/blog" class="site-focus rounded-full px-3.5');
  // The header's links, its phone menu's and the footer's.
  expect(blog.match(/href="\/ar\/blog"[^>]* aria-current="page"/g)).toHaveLength(3);
  expect(blog).toContain('<a href="/blog" hrefLang="en" lang="en" title="View this site in English"');
  const list = await (await t.request("/quote-list")).text();
  expect(list.match(/href="\/quote-list" aria-label="Quote list" aria-current="page"/g)).toHaveLength(2);
  const home = await (await t.request("/")).text();
  expect(home).not.toContain('aria-current="page"');
  expect(home).toContain('<a href="/language/ar" hrefLang="ar" lang="en" rel="nofollow"');
});

test("a kept page shows the header's and footer's news: the blog's link on the catalogue, a product's name on the blog", async () => {
  const tissue = await t.adminCaller().products.create({ ...facialTissue, slug: "soft-facial-tissue" });
  const blogLink = 'href="/blog" class="site-focus rounded-full';
  expect(await (await t.request("/products")).text()).not.toContain(blogLink);
  await t.adminCaller().blog.create({ title: "Napkins", excerpt: "Ply.", content: "Ply.", published: true });
  expect(await (await t.request("/products")).text()).toContain(blogLink);
  expect(await (await t.request("/blog")).text()).toContain(`>${facialTissue.name}</a>`);
  await t.adminCaller().products.update({ id: tissue.id, data: { name: "Renamed Tissue" } });
  expect(await (await t.request("/blog")).text()).toContain(">Renamed Tissue</a>");
});
