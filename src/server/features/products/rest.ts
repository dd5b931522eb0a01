import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody, pageOf, requireAdmin } from "#server/http/rest.ts";
import { productCreateSchema, productEditSchema } from "#shared/catalogue.ts";
import * as products from "./service";

export const productsRest = new Hono<AppEnv>()
  .get("/products", (c) => c.json(products.listPublic(c.get("deps").db, pageOf(c))))
  .get("/admin/products", requireAdmin, (c) => c.json(products.listAdmin(c.get("deps").db, pageOf(c))))
  .post("/products", requireAdmin, async (c) => {
    const input = await jsonBody(c, productCreateSchema);
    return c.json(products.create(c.get("deps").db, input), 201);
  })
  .put("/products/:id", requireAdmin, async (c) => {
    const input = await jsonBody(c, productEditSchema);
    return c.json(products.update(c.get("deps").db, c.req.param("id"), input));
  })
  .delete("/products/:id", requireAdmin, (c) => {
    products.remove(c.get("deps").db, c.req.param("id"));
    return c.body(null, 204);
  });
