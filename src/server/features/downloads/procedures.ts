import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { productFileInputSchema, productFileOrderSchema } from "#shared/product-files.ts";
import { signUploadUrl } from "../uploads/service";
import * as files from "./service";

const productId = z.object({ productId: z.string().min(1).max(64) });

// The owner's side of a product's downloads (docs/decisions/211); visitors read them with the product's page.
export const downloadsRouter = router({
  presign: adminProcedure.mutation(({ ctx }) => ({ url: signUploadUrl(ctx.deps, ctx.origin, "pdf") })),
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
