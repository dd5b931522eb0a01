import { Hono } from "hono";
import { contactInputSchema } from "../../../shared/schemas";
import type { AppEnv } from "../../context";
import { jsonBody, pageOf, requireAdmin } from "../../http/rest";
import { visitorGuard } from "../../http/visitor-guard";
import * as contacts from "./service";

export const contactsRest = new Hono<AppEnv>()
  .post("/contact", visitorGuard, async (c) => {
    const input = await jsonBody(c, contactInputSchema);
    return c.json(contacts.submit(c.get("deps").db, input), 201);
  })
  .get("/contacts", requireAdmin, (c) => c.json(contacts.list(c.get("deps").db, pageOf(c))));
