import type { Context } from "hono";
import type { AppEnv } from "#server/context.ts";
import { siteHostOf } from "#server/core/site-host.ts";
import { visitTouchOf } from "#server/features/analytics/lead-touch.ts";
import { preferVisit } from "#server/features/analytics/visit-touches.ts";
import { firstTouchOf, type LeadSource, leadSourceOfText } from "#shared/lead-source.ts";

// Where a plain form's visitor came from, without a cookie or a script (docs/decisions/200). A form page reads its
// own address and Referer (the page that linked to it, with that page's campaign tags); the form carries the result
// in a hidden field, and a post without one (a form on a cached page, such as the landing page's) reads the
// Referer of the post, which is the page the form was on. Either gives way to the first touch of the visit the post
// belongs to, when the counting remembers one (docs/decisions/200).
const siteHost = (c: Context<AppEnv>) => siteHostOf(c.req.url, c.get("deps").settings.PUBLIC_ORIGIN);

export const visitSourceOf = (c: Context<AppEnv>): LeadSource =>
  firstTouchOf(c.req.url, c.req.header("referer"), siteHost(c));

// What a post carried (its hidden field, else its own address and Referer), and the source its lead takes. A refused
// post's page echoes only the carried one: the visit's first touch may be another person's, behind the same address
// with the same browser (issue 39).
export function postedSourceOf(c: Context<AppEnv>, posted: string | undefined) {
  const carried: LeadSource = leadSourceOfText(posted) ?? visitSourceOf(c);
  return { carried, source: preferVisit(visitTouchOf(c), carried) };
}

// The hidden field's value: the same shape the site's script sends as JSON.
export const sourceFieldOf = (source: LeadSource) => JSON.stringify(source);
