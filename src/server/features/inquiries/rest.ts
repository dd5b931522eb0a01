import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { besideBody } from "#server/http/procedure-door.ts";
import { requireAdmin } from "#server/http/rest.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { inquiryAction } from "./action";

export const inquiriesRest = new Hono<AppEnv>()
  .post("/product-inquiries", restDoor(inquiryAction))
  .get("/product-inquiries", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.inquiries.list(c.req.query())),
  )
  .put("/product-inquiries/:id/status", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.inquiries.setStatus(besideBody(body, { id: c.req.param("id") }))),
  );
