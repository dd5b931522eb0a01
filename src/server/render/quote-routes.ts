import { type Context, Hono } from "hono";
import { siteHostOf } from "#server/core/site-host.ts";
import { contentLookup } from "#shared/content-text.ts";
import { quoteAnswerSchemaIn } from "#shared/quotes.ts";
import type { AppEnv } from "../context";
import { AppError } from "../core/errors";
import { texts } from "../features/content/service";
import { mailContextOf } from "../features/mail/context";
import { acceptedPdf } from "../features/quote-documents/service";
import { answer, linkIsLive, markViewed, readByToken } from "../features/quotes/buyer";
import { storedDocument } from "../features/quotes/documents";
import { askAgain } from "../features/quotes/renewal";
import { admitVisitor } from "../http/visitor-guard";
import type { FormState } from "./form-parts";
import { pageShell } from "./page-shell";
import { fieldErrors, formValues } from "./plain-post";
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
    status: 200 | 400 | 409 = 200,
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
    routes.post(path, async (c, next) => {
      const deps = c.get("deps");
      // The token before the body: a made-up link costs a lookup, not a read of whatever it was sent.
      if (!linkIsLive(deps.db, c.req.param("token") ?? "")) return next();
      admitVisitor(deps, c.get("ip"));
      const { answer: choice, comment = "", name = "", po = "" } = await formValues(c);
      const values = { comment, name, po };
      // Refused, as the site's other plain forms are: the page again, the message under its field in the page's
      // language and what was typed kept (docs/decisions/046).
      const parsed = quoteAnswerSchemaIn(lang).safeParse({ ...values, answer: choice });
      if (!parsed.success) {
        const quote = opened(c);
        const errors = fieldErrors(
          parsed.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message })),
        );
        return quote ? show(c, lang, quote, 400, { values, errors }) : next();
      }
      const input = parsed.data;
      try {
        const token = c.req.param("token") ?? "";
        const pdf = await acceptedPdf(deps, token, input);
        answer(deps, { token, answer: input, mail: await mailContextOf(c, lang), pdf });
      } catch (error) {
        // Answered already, expired or replaced: the page shows the quote as it stands.
        if (!(error instanceof AppError && error.status === 409)) throw error;
        const quote = opened(c);
        return quote ? show(c, lang, quote, 409) : next();
      }
      const quote = opened(c);
      return quote ? show(c, lang, quote) : next();
    });
    // "Ask for a new quote" (docs/decisions/160): only a POST files anything; asking twice files nothing more.
    routes.post(`${path}/ask-again`, async (c, next) => {
      const deps = c.get("deps");
      const token = c.req.param("token") ?? "";
      if (!linkIsLive(deps.db, token)) return next();
      admitVisitor(deps, c.get("ip"));
      try {
        const renewal = askAgain(deps, { token, mail: await mailContextOf(c, lang) });
        const { renewalPage } = await import("./quote-renewal-page");
        const page = renewalPage({
          ...(await pageShell(c, distDir, lang)),
          renewal,
          back: path.replace(":token", token),
        });
        return c.html(page, 200, noStore);
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) throw error;
        const quote = opened(c);
        return quote ? show(c, lang, quote, 409) : next();
      }
    });
  }
  return routes;
}
