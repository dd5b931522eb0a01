import type { Context } from "hono";
import type { AppEnv, Deps, RequestContext } from "#server/context.ts";
import { visitorLang } from "#server/core/visitor-lang.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { siteOrigin } from "../site-address/service";
import type { MailContext } from "./notify";

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
