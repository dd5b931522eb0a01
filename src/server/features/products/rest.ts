import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { pageOf, requireAdmin } from "#server/http/rest.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import * as products from "./service";

export const productsRest = new Hono<AppEnv>()
  .get("/products", (c) => c.json(products.listPublic(c.get("deps").db, pageOf(c))))
  .get("/admin/products", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.products.adminList(c.req.query())),
  )
  .post("/products", requireAdmin, (c) => viaProcedure.send(c, (api, body) => api.products.create(body), 201))
  .put("/products/:id", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) => api.products.update({ id: c.req.param("id"), data: body })),
  )
  .delete("/products/:id", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.products.remove({ id: c.req.param("id") }), 204),
  );
