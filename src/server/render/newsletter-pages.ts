import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { idOfToken } from "#server/features/newsletter/links.ts";
import { confirm, isSubscribed, unsubscribe } from "#server/features/newsletter/service.ts";
import type { Lang, MessageKey } from "#shared/i18n/index.ts";
import { pageShell } from "./page-shell";
import { langPrefix } from "./site-text";

// The links of newsletter mail (docs/decisions/130, 181). Opening a link only shows a page with one button; the
// button's POST confirms or unsubscribes. A link scanner that opens (GET or HEAD) every link of a mail so changes
// nothing. The unsubscribe POST is also what a mail client's one-click unsubscribe (RFC 8058) sends.
const noStore = { "cache-control": "no-store" };

async function page(
  c: Context<AppEnv>,
  distDir: string,
  lang: Lang,
  title: MessageKey,
  text: MessageKey,
  status: 200 | 404,
  button?: MessageKey,
) {
  const { messagePage } = await import("./plain-page");
  const html = messagePage(await pageShell(c, distDir, lang), { title, text, button });
  return c.html(html, status, noStore);
}

export function newsletterPages(distDir: string) {
  const routes = new Hono<AppEnv>();
  for (const lang of ["en", "ar"] as const) {
    const base = `${langPrefix(lang)}/newsletter`;
    const bad = (c: Context<AppEnv>) => page(c, distDir, lang, "newsletterLinkTitle", "newsletterLink", 404);
    routes.get(`${base}/confirm/:token`, (c) => {
      const id = idOfToken(c.get("deps"), "confirm", c.req.param("token"));
      if (!id || !isSubscribed(c.get("deps").db, id)) return bad(c);
      return page(
        c,
        distDir,
        lang,
        "confirmSubscriptionTitle",
        "confirmSubscriptionText",
        200,
        "confirmSubscriptionButton",
      );
    });
    routes.post(`${base}/confirm/:token`, (c) => {
      const id = idOfToken(c.get("deps"), "confirm", c.req.param("token"));
      if (!id || confirm(c.get("deps").db, id, c.get("deps").now()) !== "confirmed") return bad(c);
      return page(c, distDir, lang, "newsletterConfirmedTitle", "newsletterConfirmed", 200);
    });
    routes.get(`${base}/unsubscribe/:token`, (c) => {
      if (!idOfToken(c.get("deps"), "unsubscribe", c.req.param("token"))) return bad(c);
      return page(c, distDir, lang, "unsubscribeTitle", "unsubscribeText", 200, "unsubscribeButton");
    });
    routes.post(`${base}/unsubscribe/:token`, (c) => {
      const id = idOfToken(c.get("deps"), "unsubscribe", c.req.param("token"));
      if (!id || unsubscribe(c.get("deps").db, id) !== "unsubscribed") return bad(c);
      return page(c, distDir, lang, "unsubscribedTitle", "unsubscribed", 200);
    });
  }
  return routes;
}
