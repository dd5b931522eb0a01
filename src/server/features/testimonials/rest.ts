import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { besideBody } from "#server/http/procedure-door.ts";
import { pageOf, requireAdmin } from "#server/http/rest.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { testimonialAction } from "./action";
import * as testimonials from "./service";

export const testimonialsRest = new Hono<AppEnv>()
  .get("/testimonials", (c) => c.json(testimonials.listApproved(c.get("deps").db, pageOf(c))))
  .post("/testimonials", restDoor(testimonialAction))
  .get("/admin/testimonials", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.testimonials.adminList(c.req.query())),
  )
  .put("/admin/testimonials/:id", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) =>
      api.testimonials.setApproved(besideBody(body, { id: c.req.param("id") })),
    ),
  )
  .delete("/admin/testimonials/:id", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.testimonials.remove({ id: c.req.param("id") }), 204),
  );
