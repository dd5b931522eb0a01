import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { quoteAnswerSchema } from "#shared/quotes.ts";
import { todayOf } from "./context";
import { answer } from "./service";

// The buyer's answer as JSON; the owner's side is tRPC only (docs/decisions/160).
export const quotesRest = new Hono<AppEnv>().post("/quotes/:token/answer", visitorGuard, async (c) => {
  const input = await jsonBody(c, quoteAnswerSchema);
  const deps = c.get("deps");
  const done = answer(deps.db, c.req.param("token"), input, await mailContextOf(c), todayOf(deps));
  return c.json({ status: done.status });
});
