import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { productFileInputSchema, productFileOrderSchema } from "#shared/product-files.ts";
import * as files from "./service";

const productId = z.object({ productId: z.string().min(1).max(64) });

// The owner's side of a product's downloads (docs/decisions/211); visitors read them with the product's page.
export const downloadsRouter = router({
  // Named for one product, so a URL is only signed for a product that exists (and the call has a JSON body).
  presign: adminProcedure
    .input(productId)
    .mutation(({ ctx, input }) => files.presign(ctx.deps, input.productId, ctx.origin)),
  list: adminProcedure
    .input(productId)
    .query(({ ctx, input }) => files.listFor(ctx.deps.db, input.productId)),
  add: adminProcedure
    .input(productFileInputSchema)
    .mutation(({ ctx, input }) => files.add(ctx.deps.db, input, ctx.origin)),
  remove: adminProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => files.remove(ctx.deps.db, input.id)),
  reorder: adminProcedure
    .input(productFileOrderSchema)
    .mutation(({ ctx, input }) => files.reorder(ctx.deps.db, input.productId, input.ids)),
});
