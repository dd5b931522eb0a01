import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { requireAdmin } from "#server/http/rest.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import * as categories from "./service";

export const categoriesRest = new Hono<AppEnv>()
  .get("/categories", (c) => c.json(categories.list(c.get("deps").db)))
  .post("/categories", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.categories.create(body), 201),
  )
  .put("/categories/:slug", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.categories.update({ slug: c.req.param("slug"), data: body })),
  )
  .delete("/categories/:slug", requireAdmin, (c) =>
    viaProcedure.call(
      c,
      (api) =>
        api.categories.remove({ slug: c.req.param("slug"), moveTo: c.req.query("moveTo") || undefined }),
      204,
    ),
  );
