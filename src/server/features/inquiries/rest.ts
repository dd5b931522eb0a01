import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { adminOf, jsonBody, pageOf, requireAdmin } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { inquiryInputSchema, inquiryStatusSchema } from "#shared/schemas.ts";
import * as inquiries from "./service";

export const inquiriesRest = new Hono<AppEnv>()
  .post("/product-inquiries", visitorGuard, async (c) => {
    const input = await jsonBody(c, inquiryInputSchema);
    return c.json(inquiries.submit(c.get("deps").db, input, await mailContextOf(c)), 201);
  })
  .get("/product-inquiries", requireAdmin, (c) => c.json(inquiries.list(c.get("deps").db, pageOf(c))))
  .put("/product-inquiries/:id/status", requireAdmin, async (c) => {
    const { status } = await jsonBody(c, inquiryStatusSchema);
    return c.json(inquiries.setStatus(c.get("deps").db, c.req.param("id"), status, adminOf(c)));
  });
