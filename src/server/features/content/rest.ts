import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { besideBody } from "#server/http/procedure-door.ts";
import { requireAdmin } from "#server/http/rest.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import * as content from "./service";

export const contentRest = new Hono<AppEnv>()
  .get("/content", (c) => c.json(content.list(c.get("deps").db)))
  .put("/content/:key", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.content.update(besideBody(body, { key: c.req.param("key") }))),
  );
