import type { Context } from "hono";
import type { AppEnv, RequestContext } from "#server/context.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { mailContext, mailContextOf } from "../mail/context";
import type { NewsletterContext } from "./service";

export const newsletterContextOf = async (c: Context<AppEnv>, lang?: Lang): Promise<NewsletterContext> => ({
  deps: c.get("deps"),
  mail: await mailContextOf(c, lang),
});

export const newsletterContextOfCall = async (ctx: RequestContext): Promise<NewsletterContext> => ({
  deps: ctx.deps,
  mail: await mailContext(ctx.deps, ctx.lang ?? "en"),
});
