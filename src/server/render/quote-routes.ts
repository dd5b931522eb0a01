import { type Context, Hono } from "hono";
import { siteHostOf } from "#server/core/site-host.ts";
import { contentLookup } from "#shared/content-text.ts";
import type { AppEnv } from "../context";
import { AppError } from "../core/errors";
import { texts } from "../features/content/service";
import { askAgainAction, quoteAnswerAction } from "../features/quotes/action";
import { markViewed, readByToken } from "../features/quotes/buyer";
import { storedDocument } from "../features/quotes/documents";
import type { Renewal } from "../features/quotes/renewal";
import { formDoor, type PageOf, type Status } from "../http/visitor-doors";
import type { FormState } from "./form-parts";
import { pageShell } from "./page-shell";
import type { Lang } from "./site-text";

// /quote/<token> and /ar/quote/<token>: the buyer reads the quote and answers it with a plain form post. Never
// cached: each page is one buyer's. An unknown or revoked token is the site's 404. Opening the page changes nothing;
// the first opening is recorded when the browser loads the page's image, <page>/seen.gif (docs/decisions/181).
const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex" };
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function quoteRoutes(distDir: string) {
  const routes = new Hono<AppEnv>();
  const show = async (
    c: Context<AppEnv>,
    lang: Lang,
    quote: ReturnType<typeof readByToken>,
    status: Status = 200,
    answered?: FormState,
  ) => {
    const db = c.get("deps").db;
    const { quotePage } = await import("./quote-page");
    const page = quotePage({
      ...(await pageShell(c, distDir, lang)),
      quote,
      action: c.req.path,
      terms: contentLookup(new Map(Object.entries(texts(db))), lang)("quote_terms"),
      hasPdf: storedDocument(db, quote.id, quote.revision) !== undefined,
      answered,
    });
    return c.html(page, status, noStore);
  };
  const opened = (c: Context<AppEnv>) => {
    try {
      return readByToken(c.get("deps"), c.req.param("token") ?? "");
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };

  for (const lang of ["en", "ar"] as const) {
    const path = `${lang === "ar" ? "/ar" : ""}/quote/:token`;
    routes.get(path, async (c, next) => {
      const quote = opened(c);
      return quote ? show(c, lang, quote) : next();
    });
    // Hono answers a HEAD with this GET handler: only a GET, an image really loaded, counts. The view is counted
    // for the statistics too, as the quote page of its language: the token never reaches the counts.
    routes.get(`${path}/seen.gif`, (c) => {
      const deps = c.get("deps");
      if (c.req.method === "GET") {
        markViewed(deps, c.req.param("token") ?? "");
        const page = `${lang === "ar" ? "/ar" : ""}/quote`;
        const siteHost = siteHostOf(c.req.url, deps.settings.PUBLIC_ORIGIN);
        const { headers } = c.req.raw;
        deps.visits.count({
          headers,
          address: c.get("ip"),
          siteHost,
          page,
          location: page,
          referrer: undefined,
        });
      }
      return c.body(pixel, 200, { ...noStore, "content-type": "image/gif" });
    });
    // The buyer's answer and "Ask for a new quote" (docs/decisions/160) are actions (features/quotes/action.ts):
    // a refused answer shows the page again with each message under its field in the page's language and what was
    // typed kept (docs/decisions/046); one answered already, expired or replaced shows the quote as it stands.
    const page: PageOf = (c) => (state, status) => {
      // The page has no place for a notice: past the visitor limit the answer is the API's 429, as it always was.
      if (status === 429) throw new AppError(429, state.notice ?? "");
      const quote = opened(c);
      if (!quote) return Promise.resolve(c.notFound());
      return show(c, lang, quote, status, status === 409 ? undefined : state);
    };
    const shown = async (c: Context<AppEnv>) => {
      const quote = opened(c);
      return quote ? show(c, lang, quote) : c.notFound();
    };
    routes.post(path, formDoor(quoteAnswerAction, lang, { page, taken: shown }));
    // Only a POST files anything; asking twice files nothing more.
    const renewed = async (c: Context<AppEnv>, renewal: Renewal) => {
      const { renewalPage } = await import("./quote-renewal-page");
      const back = path.replace(":token", c.req.param("token") ?? "");
      const html = renewalPage({ ...(await pageShell(c, distDir, lang)), renewal, back });
      return c.html(html, 200, noStore);
    };
    routes.post(`${path}/ask-again`, formDoor(askAgainAction, lang, { page, taken: renewed }));
  }
  return routes;
}
