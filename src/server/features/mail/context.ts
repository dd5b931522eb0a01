import type { Context } from "hono";
import type { AppEnv, Deps, RequestContext } from "#server/context.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { siteOrigin } from "../site-address/service";
import type { MailContext } from "./notify";

// The page a visitor wrote from decides the confirmation's language: the Referer's path under /ar, else an
// Arabic Accept-Language. No field is added to the REST contract for it.
export function visitorLang(headers: Headers): Lang {
  const referer = headers.get("referer");
  if (referer) {
    try {
      return /^\/ar(\/|$)/.test(new URL(referer).pathname) ? "ar" : "en";
    } catch {}
  }
  return /^\s*ar\b/i.test(headers.get("accept-language") ?? "") ? "ar" : "en";
}

// Links in mail come from the site's one known address, never from the request that caused the mail: a visitor
// who sends a made-up Host must not get the owner a link to their own server (docs/decisions/180).
export const mailContext = async (deps: Deps, lang: Lang): Promise<MailContext> => ({
  settings: deps.settings,
  origin: siteOrigin(deps),
  lang,
  now: deps.now(),
  templates: await import("./templates"),
});

export const mailContextOf = (c: Context<AppEnv>, lang = visitorLang(c.req.raw.headers)) =>
  mailContext(c.get("deps"), lang);

export const mailContextOfCall = (ctx: RequestContext) => mailContext(ctx.deps, ctx.lang ?? "en");
