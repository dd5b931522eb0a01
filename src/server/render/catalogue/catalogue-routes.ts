import { type Context, Hono } from "hono";
import { slugPattern } from "#shared/blog.ts";
import { catalogueQuerySchema, catalogueSearch } from "#shared/catalogue.ts";
import { productsPath } from "#shared/catalogue-paths.ts";
import type { AppEnv, Deps } from "../../context";
import * as catalogue from "../../features/catalogue/service";
import { publicList } from "../../features/downloads/service";
import { type StagedBody, sendStaged } from "../../http/compression";
import type { ResponseCache } from "../../http/response-cache";
import { publicCacheControl } from "../../settings";
import { pageShell } from "../page-shell";

// React and the pages' components load with the first catalogue page, not with the API (src/server/boot.test.ts).
let views: Promise<[typeof import("./catalogue-page"), typeof import("./product-page")]> | undefined;
const viewsOf = () => {
  views ??= Promise.all([import("./catalogue-page"), import("./product-page")]);
  return views;
};

// /products and /products/<slug> in both languages (docs/decisions/210). Pages are kept like the landing page until
// a product, a category or the site's content changes; a search is rendered per request and not kept, so no
// visitor's words fill the cache. An unknown or inactive slug falls through to the site's 404 in the page's
// language; an earlier slug answers 301 to the current one. A search is marked no-store, so neither the answer memo
// nor a shared cache keeps it in the place of the pages everyone reads. So the kept pages are bounded by the
// catalogue itself: its categories, four sorts and the pages each runs to (a page past the end leads to the last).
export function catalogueRoutes(deps: Deps, distDir: string, pages: ResponseCache) {
  const routes = new Hono<AppEnv>();
  const send = (c: Context<AppEnv>, body: StagedBody) =>
    sendStaged(c.req.raw, body, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": publicCacheControl(deps.settings),
    });

  for (const lang of ["en", "ar"] as const) {
    const base = productsPath(lang);
    routes.get(base, async (c) => {
      const asked = catalogueQuerySchema.parse(c.req.query());
      // A category no longer (or never) in the catalogue reads as none, like any unknown value: the whole catalogue,
      // from its kept page, so a made-up name is neither a render nor an entry of the cache (issue 39).
      const unknown = asked.category !== undefined && !catalogue.isCategory(deps.db, asked.category);
      const query = unknown ? { ...asked, category: undefined } : asked;
      // A page past the end (an old link, products since hidden) is the list's last page.
      if (query.page > 1) {
        const last = catalogue.pageCount(deps.db, query);
        if (query.page > last) return c.redirect(`${base}${catalogueSearch({ ...query, page: last })}`, 302);
      }
      const render = async () => {
        const categories = catalogue.categoriesWithCounts(deps.db);
        const found = catalogue.searchCatalogue(deps.db, query, lang);
        const [{ cataloguePage }] = await viewsOf();
        return cataloguePage(await pageShell(c, distDir, lang), { query, categories, ...found });
      };
      if (query.q) return c.html(await render(), 200, { "cache-control": "no-store" });
      const key = `catalogue:${lang}:${query.category ?? ""}:${query.sort}:${query.page}`;
      return send(c, await pages.get(key, render));
    });
    routes.get(`${base}/:slug`, async (c, next) => {
      const slug = c.req.param("slug");
      if (!slugPattern.test(slug)) return next();
      const body = await pages.get(`product:${lang}:${slug}`, async () => {
        const product = catalogue.findBySlug(deps.db, slug);
        if (!product) return undefined;
        const category = catalogue.categoriesWithCounts(deps.db).find((cat) => cat.slug === product.category);
        const [{ categoryNameIn }, { productPage, downloadsList }] = await viewsOf();
        const files = publicList(deps.db, product.id, lang);
        return productPage(await pageShell(c, distDir, lang), {
          product,
          categoryName: category ? categoryNameIn(category, lang) : product.category,
          related: catalogue.related(deps.db, product),
          downloads: downloadsList(files, lang),
        });
      });
      if (body) return send(c, body);
      const moved = catalogue.movedTo(deps.db, slug);
      return moved ? c.redirect(productsPath(lang, moved), 301) : next();
    });
  }
  return routes;
}
