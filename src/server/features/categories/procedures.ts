import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { categoryInputSchema, categorySlugSchema } from "#shared/catalogue.ts";
import * as categories from "./service";

const bySlug = z.object({ slug: categorySlugSchema });

export const categoriesRouter = router({
  list: publicProcedure.query(({ ctx }) => categories.list(ctx.deps.db)),
  listForOwner: adminProcedure.query(({ ctx }) => categories.listForOwner(ctx.deps.db)),
  create: adminProcedure
    .input(categoryInputSchema)
    .mutation(({ ctx, input }) => categories.create(ctx.deps.db, input)),
  update: adminProcedure
    .input(bySlug.extend({ data: categoryInputSchema }))
    .mutation(({ ctx, input }) => categories.update(ctx.deps.db, input.slug, input.data)),
  remove: adminProcedure
    .input(bySlug.extend({ moveTo: categorySlugSchema.optional() }))
    .mutation(({ ctx, input }) => {
      categories.remove(ctx.deps.db, input.slug, input.moveTo);
      return { slug: input.slug };
    }),
});
