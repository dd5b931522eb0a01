import { adminProcedure, router } from "#server/trpc/init.ts";
import { byIdSchema, productImageSchema } from "#shared/schemas.ts";
import { setProductImage, signUploadUrl } from "./service";

export const uploadsRouter = router({
  start: adminProcedure.mutation(({ ctx }) => ({ uploadURL: signUploadUrl(ctx.deps, ctx.origin) })),
  presign: adminProcedure.mutation(({ ctx }) => ({ url: signUploadUrl(ctx.deps, ctx.origin) })),
  productImage: adminProcedure
    .input(productImageSchema.extend(byIdSchema.shape))
    .mutation(({ ctx, input }) =>
      setProductImage(ctx.deps.db, { productId: input.id, imageURL: input.imageURL, origin: ctx.origin }),
    ),
});
