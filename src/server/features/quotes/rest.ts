import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { askAgainAction, quoteAnswerAction, quoteRequestAction } from "./action";

// The buyer's side as JSON: sending a quote list (161), answering a quote (160) and asking again for an expired one
// (163); the owner's side is tRPC only.
export const quotesRest = new Hono<AppEnv>()
  .post("/quote-requests", restDoor(quoteRequestAction))
  .post("/quotes/:token/answer", restDoor(quoteAnswerAction))
  .post("/quotes/:token/ask-again", restDoor(askAgainAction));
