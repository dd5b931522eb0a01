import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { productCreateSchema, productEditSchema } from "#shared/catalogue.ts";
import { productListSchema } from "#shared/desk.ts";
import { byIdSchema, pageSchema } from "#shared/schemas.ts";
import * as desk from "./desk";
import * as products from "./service";

export const productsRouter = router({
  list: publicProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => products.listPublic(ctx.deps.db, input)),
  adminList: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => products.listAdmin(ctx.deps.db, input)),
  page: adminProcedure.input(productListSchema).query(({ ctx, input }) => desk.listPage(ctx.deps.db, input)),
  export: adminProcedure
    .input(productListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, input)),
  create: adminProcedure
    .input(productCreateSchema)
    .mutation(({ ctx, input }) => products.create(ctx.deps.db, input)),
  update: adminProcedure
    .input(byIdSchema.extend({ data: productEditSchema }))
    .mutation(({ ctx, input }) => products.update(ctx.deps.db, input.id, input.data)),
  remove: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => {
    products.remove(ctx.deps.db, input.id);
    return { id: input.id };
  }),
});
