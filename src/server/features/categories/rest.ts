import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody, requireAdmin } from "#server/http/rest.ts";
import { categoryInputSchema } from "#shared/catalogue.ts";
import * as categories from "./service";

export const categoriesRest = new Hono<AppEnv>()
  .get("/categories", (c) => c.json(categories.list(c.get("deps").db)))
  .post("/categories", requireAdmin, async (c) => {
    const input = await jsonBody(c, categoryInputSchema);
    return c.json(categories.create(c.get("deps").db, input), 201);
  })
  .put("/categories/:slug", requireAdmin, async (c) => {
    const input = await jsonBody(c, categoryInputSchema);
    return c.json(categories.update(c.get("deps").db, c.req.param("slug"), input));
  })
  .delete("/categories/:slug", requireAdmin, (c) => {
    categories.remove(c.get("deps").db, c.req.param("slug"), c.req.query("moveTo") || undefined);
    return c.body(null, 204);
  });
