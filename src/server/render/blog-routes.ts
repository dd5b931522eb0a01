import { type Context, Hono } from "hono";
import { slugPattern } from "#shared/blog.ts";
import { escapeHtml } from "#shared/html.ts";
import type { AppEnv, Deps } from "../context";
import { withHtml } from "../features/blog/reading";
import * as blog from "../features/blog/service";
import { type StagedBody, sendStaged } from "../http/compression";
import type { ResponseCache } from "../http/response-cache";
import { publicCacheControl } from "../settings";
import { atomFeed, feedPosts } from "./blog-feed";
import { blogIndexPage, blogPostPage } from "./blog-pages";
import { pageShell } from "./form-routes";
import type { Lang } from "./site-text";

const perPage = 12;
const atom = "application/atom+xml; charset=utf-8";
// Without PUBLIC_ORIGIN a feed's links take each request's origin: the feed is kept with this in their place.
const originSlot = `origin-${crypto.randomUUID()}`;

// /blog, /blog/<slug> and /blog/feed.xml in both languages (docs/decisions/135). Pages are cached like the
// landing page, until a published post or the site's content changes; a draft or unknown slug falls through to
// the site's 404 page.
export function blogRoutes(deps: Deps, distDir: string, pages: ResponseCache) {
  const routes = new Hono<AppEnv>();
  const origin = deps.settings.PUBLIC_ORIGIN ?? "";
  const shellOf = async (c: Context<AppEnv>, lang: Lang) => ({
    ...(await pageShell(c, distDir, lang)),
    origin,
  });
  const send = (c: Context<AppEnv>, body: StagedBody) =>
    sendStaged(c.req.raw, body, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": publicCacheControl(deps.settings),
    });

  for (const lang of ["en", "ar"] as const) {
    const base = lang === "ar" ? "/ar/blog" : "/blog";
    routes.get(base, async (c, next) => {
      const raw = c.req.query("page") ?? "1";
      const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 0;
      if (!page) return next();
      const body = await pages.get(`blog:${lang}:${page}`, async () => {
        const posts = blog.listPublished(deps.db, { limit: perPage + 1, offset: (page - 1) * perPage });
        if (posts.length === 0 && page > 1) return undefined;
        return blogIndexPage(await shellOf(c, lang), posts.slice(0, perPage), page, posts.length > perPage);
      });
      return body ? send(c, body) : next();
    });
    // Kept like the pages, and rendered under the same gate; a made-up Host header gets its own links, never a
    // render of its own.
    routes.get(`${base}/feed.xml`, async (c) => {
      const fixed = deps.settings.PUBLIC_ORIGIN;
      const feed = await pages.get(`feed:${lang}`, async () => {
        const { siteName } = await pageShell(c, distDir, lang);
        return atomFeed(await feedPosts(deps.db, lang), lang, fixed ?? originSlot, siteName);
      });
      if (fixed) {
        return sendStaged(c.req.raw, feed, {
          "content-type": atom,
          "cache-control": publicCacheControl(deps.settings),
        });
      }
      const text = new TextDecoder()
        .decode(feed.current.raw)
        .replaceAll(originSlot, escapeHtml(c.get("origin")));
      return c.body(text, 200, { "content-type": atom, "cache-control": "no-store" });
    });
    routes.get(`${base}/:slug`, async (c, next) => {
      const slug = c.req.param("slug");
      if (!slugPattern.test(slug)) return next();
      const body = await pages.get(`post:${lang}:${slug}`, async () => {
        const post = blog.findPublished(deps.db, slug);
        return post ? blogPostPage(await shellOf(c, lang), withHtml(post)) : undefined;
      });
      return body ? send(c, body) : next();
    });
  }
  return routes;
}
