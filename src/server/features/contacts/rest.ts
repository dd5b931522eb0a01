import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { jsonBody, requireAdmin } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { contactInputSchema } from "#shared/schemas.ts";
import * as contacts from "./service";

export const contactsRest = new Hono<AppEnv>()
  .post("/contact", visitorGuard, async (c) => {
    const input = await jsonBody(c, contactInputSchema);
    return c.json(contacts.submit(c.get("deps").db, input, await mailContextOf(c)), 201);
  })
  .get("/contacts", requireAdmin, (c) => viaProcedure.call(c, (api) => api.contacts.list(c.req.query())));
