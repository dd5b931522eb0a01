import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { quoteAnswerSchema, quoteRequestInputSchema } from "#shared/quotes.ts";
import { acceptedPdf } from "../quote-documents/service";
import { todayOf } from "./context";
import { sendRequest } from "./requests";
import { answer, linkIsLive } from "./service";

// The buyer's side as JSON: sending a quote list (161) and answering a quote (160); the owner's side is tRPC only.
export const quotesRest = new Hono<AppEnv>()
  .post("/quote-requests", visitorGuard, async (c) => {
    const input = await jsonBody(c, quoteRequestInputSchema);
    return c.json(sendRequest(c.get("deps").db, input, await mailContextOf(c)), 201);
  })
  .post("/quotes/:token/answer", visitorGuard, async (c) => {
    const deps = c.get("deps");
    if (!linkIsLive(deps.db, c.req.param("token"))) throw notFound("Quote");
    const input = await jsonBody(c, quoteAnswerSchema);
    const pdf = await acceptedPdf(deps, c.req.param("token"), input);
    const done = answer(deps.db, c.req.param("token"), input, await mailContextOf(c), todayOf(deps), pdf);
    return c.json({ status: done.status });
  });
