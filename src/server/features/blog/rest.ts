import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { parseInput } from "#server/core/errors.ts";
import { jsonBody, pageOf, requireAdmin } from "#server/http/rest.ts";
import { blogPostInputSchema } from "#shared/blog-schema.ts";
import { blogListSchema } from "#shared/desk.ts";
import * as desk from "./desk";
import { withHtml } from "./reading";
import * as blog from "./service";

// The blog's REST door (docs/decisions/135), over the same service as the tRPC procedures.
export const blogRest = new Hono<AppEnv>()
  .get("/blog", (c) => c.json(blog.listPublished(c.get("deps").db, pageOf(c))))
  .get("/blog/:slug", (c) => c.json(withHtml(blog.publishedBySlug(c.get("deps").db, c.req.param("slug")))))
  .get("/admin/blog", requireAdmin, (c) =>
    c.json(desk.listPage(c.get("deps").db, parseInput(blogListSchema, c.req.query()))),
  )
  .get("/admin/blog/:id", requireAdmin, (c) => c.json(blog.get(c.get("deps").db, c.req.param("id"))))
  .post("/blog", requireAdmin, async (c) => {
    const input = await jsonBody(c, blogPostInputSchema);
    return c.json(blog.create(c.get("deps"), input), 201);
  })
  .put("/blog/:id", requireAdmin, async (c) => {
    const input = await jsonBody(c, blogPostInputSchema);
    return c.json(blog.update(c.get("deps"), c.req.param("id"), input));
  })
  .delete("/blog/:id", requireAdmin, (c) => {
    blog.remove(c.get("deps").db, c.req.param("id"));
    return c.body(null, 204);
  });
