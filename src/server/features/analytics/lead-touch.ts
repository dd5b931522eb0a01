import type { Context } from "hono";
import type { AppEnv } from "#server/context.ts";
import { siteHostOf } from "#server/core/site-host.ts";
import { type LeadSource, leadSourceSchema } from "#shared/lead-source.ts";
import { preferVisit } from "./visit-touches";

// The first touch of the live visit a request belongs to, by the same day's hash the counting uses
// (docs/decisions/200); undefined when there is none.
export function visitTouchOf(c: Context<AppEnv>) {
  const deps = c.get("deps");
  const siteHost = siteHostOf(c.req.url, deps.settings.PUBLIC_ORIGIN);
  return deps.visits.firstTouchOf({ headers: c.req.raw.headers, address: c.get("ip"), siteHost });
}

// A visitor's JSON input as sent, its `source` replaced by the visit's first touch (see preferVisit). Only
// the lead schemas have a `source`; the other visitor posts' schemas drop the key. Anything that is not an object
// is left for its schema to refuse.
export function withVisitTouch(input: unknown, visit: LeadSource | undefined) {
  if (!visit || typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const carried = leadSourceSchema.safeParse((input as { source?: unknown }).source);
  return { ...input, source: preferVisit(visit, carried.success ? carried.data : null) };
}
