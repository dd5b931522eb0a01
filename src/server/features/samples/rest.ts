import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { sampleRequestInputSchema } from "#shared/sample-request.ts";
import { mailContextOf } from "../mail/context";
import { request } from "./service";

// Public sample requests (docs/decisions/211); the owner's side is tRPC only, like the other desk lists.
export const samplesRest = new Hono<AppEnv>().post("/sample-requests", visitorGuard, async (c) => {
  const input = await jsonBody(c, sampleRequestInputSchema);
  return c.json(request(c.get("deps").db, input, await mailContextOf(c), "en"), 201);
});
