import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { quoteAnswerSchema, quoteRequestInputSchema } from "#shared/quotes.ts";
import { acceptedPdf } from "../quote-documents/service";
import { answer, linkIsLive } from "./buyer";
import { askAgain } from "./renewal";
import { sendRequest } from "./requests";

// The buyer's side as JSON: sending a quote list (161), answering a quote (160) and asking again for an expired one
// (163); the owner's side is tRPC only.
export const quotesRest = new Hono<AppEnv>()
  .post("/quote-requests", visitorGuard, async (c) => {
    const input = await jsonBody(c, quoteRequestInputSchema);
    return c.json(sendRequest(c.get("deps"), { data: input, mail: await mailContextOf(c) }), 201);
  })
  .post("/quotes/:token/answer", visitorGuard, async (c) => {
    const deps = c.get("deps");
    if (!linkIsLive(deps.db, c.req.param("token"))) throw notFound("Quote");
    const input = await jsonBody(c, quoteAnswerSchema);
    const token = c.req.param("token");
    const pdf = await acceptedPdf(deps, token, input);
    const done = answer(deps, { token, answer: input, mail: await mailContextOf(c), pdf });
    return c.json({ status: done.status });
  })
  // "Ask for a new quote" from an expired quote (docs/decisions/160): 201 when filed, 200 when asked already.
  .post("/quotes/:token/ask-again", visitorGuard, async (c) => {
    const deps = c.get("deps");
    const token = c.req.param("token");
    if (!linkIsLive(deps.db, token)) throw notFound("Quote");
    const renewal = askAgain(deps, { token, mail: await mailContextOf(c) });
    return c.json(renewal, renewal.status === "filed" ? 201 : 200);
  });
