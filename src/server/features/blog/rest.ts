import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { pageOf, requireAdmin } from "#server/http/rest.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { withHtml } from "./reading";
import * as blog from "./service";

// The blog's REST door (docs/decisions/135), over the same service as the tRPC procedures.
export const blogRest = new Hono<AppEnv>()
  .get("/blog", (c) => c.json(blog.listPublished(c.get("deps").db, pageOf(c))))
  .get("/blog/:slug", (c) => c.json(withHtml(blog.publishedBySlug(c.get("deps").db, c.req.param("slug")))))
  .get("/admin/blog", requireAdmin, (c) => viaProcedure.call(c, (api) => api.blog.page(c.req.query())))
  .get("/admin/blog/:id", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.blog.get({ id: c.req.param("id") })),
  )
  .post("/blog", requireAdmin, (c) => viaProcedure.send(c, (api, body) => api.blog.create(body), 201))
  .put("/blog/:id", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.blog.update({ id: c.req.param("id"), data: body })),
  )
  .delete("/blog/:id", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.blog.remove({ id: c.req.param("id") }), 204),
  );
