import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { besideBody } from "#server/http/procedure-door.ts";
import { jsonBody, requireAdmin } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { inquiryInputSchema } from "#shared/schemas.ts";
import * as inquiries from "./service";

export const inquiriesRest = new Hono<AppEnv>()
  .post("/product-inquiries", visitorGuard, async (c) => {
    const input = await jsonBody(c, inquiryInputSchema);
    return c.json(inquiries.submit(c.get("deps").db, input, await mailContextOf(c)), 201);
  })
  .get("/product-inquiries", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.inquiries.list(c.req.query())),
  )
  .put("/product-inquiries/:id/status", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.inquiries.setStatus(besideBody(body, { id: c.req.param("id") }))),
  );
