import { blogPath, postIn } from "#shared/blog.ts";
import { escapeHtml as e } from "#shared/html.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { translator } from "#shared/i18n/index.ts";
import type { withHtml } from "../features/blog/reading";

type FullPost = ReturnType<typeof withHtml>;

// An Atom feed of the newest posts in one language, with each post's whole text.
export function atomFeed(posts: FullPost[], lang: Lang, origin: string, siteName: string) {
  const t = translator(lang);
  const self = `${origin}${blogPath(lang)}/feed.xml`;
  const updated = posts[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = posts.map((post) => {
    const texts = postIn(post, lang);
    const url = `${origin}${blogPath(lang, post.slug)}`;
    const html = lang === "ar" && post.htmlAr ? post.htmlAr : post.html;
    return [
      "<entry>",
      `<title>${e(texts.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `<id>${e(url)}</id>`,
      `<published>${e(post.publishedAt ?? post.createdAt)}</published>`,
      `<updated>${e(post.updatedAt)}</updated>`,
      texts.excerpt ? `<summary>${e(texts.excerpt)}</summary>` : "",
      `<content type="html">${e(html)}</content>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `<title>${e(`${siteName} · ${t("blogTitle")}`)}</title>`,
    `<subtitle>${e(t("blogIntro"))}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${e(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${e(`${origin}${blogPath(lang)}`)}"/>`,
    `<id>${e(self)}</id>`,
    `<updated>${e(updated)}</updated>`,
    `<author><name>${e(siteName)}</name></author>`,
    ...entries,
    "</feed>",
  ].join("\n");
}
