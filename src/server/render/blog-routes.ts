import { type Context, Hono } from "hono";
import { slugPattern } from "#shared/blog.ts";
import type { AppEnv, Deps } from "../context";
import { withHtml } from "../features/blog/reading";
import * as blog from "../features/blog/service";
import { siteOrigin } from "../features/site-address/service";
import { type StagedBody, sendStaged } from "../http/compression";
import type { ResponseCache } from "../http/response-cache";
import { publicCacheControl } from "../settings";
import { atomFeed, feedPosts } from "./blog-feed";
import { pageShell } from "./page-shell";
import type { Lang } from "./site-text";

const perPage = 12;
const atom = "application/atom+xml; charset=utf-8";

// /blog, /blog/<slug> and /blog/feed.xml in both languages (docs/decisions/135). Pages are cached like the
// landing page, until a published post or the site's content changes; a draft or unknown slug falls through to
// the site's 404 page.
export function blogRoutes(deps: Deps, distDir: string, pages: ResponseCache) {
  const routes = new Hono<AppEnv>();
  const shellOf = async (c: Context<AppEnv>, lang: Lang) => ({
    ...(await pageShell(c, distDir, lang)),
    origin: siteOrigin(deps) ?? "",
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
      // A page past the last post is the site's 404 before the cache is asked: nothing is rendered for it.
      const offset = (page - 1) * perPage;
      if (!page || (page > 1 && blog.listPublished(deps.db, { limit: 1, offset }).length === 0))
        return next();
      const body = await pages.get(`blog:${lang}:${page}`, async () => {
        const posts = blog.listPublished(deps.db, { limit: perPage + 1, offset });
        const { blogIndexPage } = await import("./blog-pages");
        return blogIndexPage(await shellOf(c, lang), posts.slice(0, perPage), page, posts.length > perPage);
      });
      return send(c, body);
    });
    // Kept like the pages and rendered under the same gate, with the links on the site's address (relative until
    // it is known); saving the address renders it again.
    routes.get(`${base}/feed.xml`, async (c) => {
      const feed = await pages.get(`feed:${lang}`, async () => {
        const { siteName } = await pageShell(c, distDir, lang);
        return atomFeed(await feedPosts(deps.db, lang), lang, siteOrigin(deps) ?? "", siteName);
      });
      return sendStaged(c.req.raw, feed, {
        "content-type": atom,
        "cache-control": publicCacheControl(deps.settings),
      });
    });
    routes.get(`${base}/:slug`, async (c, next) => {
      const slug = c.req.param("slug");
      if (!slugPattern.test(slug)) return next();
      const body = await pages.get(`post:${lang}:${slug}`, async () => {
        const post = blog.findPublished(deps.db, slug);
        const { blogPostPage } = await import("./blog-pages");
        return post ? blogPostPage(await shellOf(c, lang), withHtml(post)) : undefined;
      });
      return body ? send(c, body) : next();
    });
  }
  return routes;
}
