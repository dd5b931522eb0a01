import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody, requireAdmin } from "#server/http/rest.ts";
import { contentUpdateSchema } from "#shared/schemas.ts";
import * as content from "./service";

export const contentRest = new Hono<AppEnv>()
  .get("/content", (c) => c.json(content.list(c.get("deps").db)))
  .put("/content/:key", requireAdmin, async (c) => {
    const { value } = await jsonBody(c, contentUpdateSchema);
    const deps = c.get("deps");
    return c.json(
      content.update(deps.db, { key: c.req.param("key"), value, now: deps.now(), origin: c.get("origin") }),
    );
  });
