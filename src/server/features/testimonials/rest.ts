import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { jsonBody, pageOf, requireAdmin } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { testimonialApprovalSchema, testimonialInputSchema } from "#shared/schemas.ts";
import * as testimonials from "./service";

export const testimonialsRest = new Hono<AppEnv>()
  .get("/testimonials", (c) => c.json(testimonials.listApproved(c.get("deps").db, pageOf(c))))
  .post("/testimonials", visitorGuard, async (c) => {
    const input = await jsonBody(c, testimonialInputSchema);
    return c.json(testimonials.submit(c.get("deps").db, input, await mailContextOf(c)), 201);
  })
  .get("/admin/testimonials", requireAdmin, (c) => c.json(testimonials.listAll(c.get("deps").db, pageOf(c))))
  .put("/admin/testimonials/:id", requireAdmin, async (c) => {
    const { approved } = await jsonBody(c, testimonialApprovalSchema);
    return c.json(testimonials.setApproved(c.get("deps").db, c.req.param("id"), approved));
  })
  .delete("/admin/testimonials/:id", requireAdmin, (c) => {
    testimonials.remove(c.get("deps").db, c.req.param("id"));
    return c.body(null, 204);
  });
