import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { requireAdmin } from "#server/http/rest.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { contactAction } from "./action";

export const contactsRest = new Hono<AppEnv>()
  .post("/contact", restDoor(contactAction))
  .get("/contacts", requireAdmin, (c) => viaProcedure.call(c, (api) => api.contacts.list(c.req.query())));
