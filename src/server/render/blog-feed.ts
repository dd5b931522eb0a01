import { blogPath, postIn } from "#shared/blog.ts";
import { escapeHtml as e } from "#shared/html.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { translator } from "#shared/i18n/index.ts";
import type { Db } from "../db";
import { postHtml } from "../features/blog/reading";
import { type BlogPost, newestPosts } from "../features/blog/service";

type FeedPost = BlogPost & { html: string };
const feedSize = 20;

// The 20 newest posts, each rendered in the feed's language only, one post a turn: a long post's Markdown takes
// tens of milliseconds, and between two of them the server answers whatever else waits (docs/decisions/182).
export async function feedPosts(db: Db, lang: Lang): Promise<FeedPost[]> {
  const posts: FeedPost[] = [];
  for (const post of newestPosts(db, feedSize)) {
    await new Promise((resolve) => setImmediate(resolve));
    posts.push({ ...post, html: postHtml(lang === "ar" && post.contentAr ? post.contentAr : post.content) });
  }
  return posts;
}

// An Atom feed of the newest posts in one language, with each post's whole text.
export function atomFeed(posts: FeedPost[], lang: Lang, origin: string, siteName: string) {
  const t = translator(lang);
  const self = `${origin}${blogPath(lang)}/feed.xml`;
  const updated = posts[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = posts.map((post) => {
    const texts = postIn(post, lang);
    const url = `${origin}${blogPath(lang, post.slug)}`;
    return [
      "<entry>",
      `<title>${e(texts.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `<id>${e(url)}</id>`,
      `<published>${e(post.publishedAt ?? post.createdAt)}</published>`,
      `<updated>${e(post.updatedAt)}</updated>`,
      texts.excerpt ? `<summary>${e(texts.excerpt)}</summary>` : "",
      `<content type="html">${e(post.html)}</content>`,
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
