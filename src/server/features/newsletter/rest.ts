import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { newsletterInputSchema } from "#shared/schemas.ts";
import { newsletterContextOf } from "./context";
import { subscribe } from "./service";

// 202 whatever the address's state: the answer says nothing about who is subscribed (docs/decisions/130).
export const newsletterRest = new Hono<AppEnv>().post("/newsletter", visitorGuard, async (c) => {
  const { email, source } = await jsonBody(c, newsletterInputSchema);
  subscribe(c.get("deps").db, await newsletterContextOf(c), email, source);
  return c.json({ ok: true }, 202);
});
