import { z } from "zod";
import { productImageSchema } from "../../../shared/schemas";
import { adminProcedure, router } from "../../trpc/init";
import { setProductImage, signUploadUrl } from "./service";

export const uploadsRouter = router({
  start: adminProcedure.mutation(({ ctx }) => ({ uploadURL: signUploadUrl(ctx.deps, ctx.origin) })),
  presign: adminProcedure.mutation(({ ctx }) => ({ url: signUploadUrl(ctx.deps, ctx.origin) })),
  productImage: adminProcedure
    .input(productImageSchema.extend({ id: z.string().min(1) }))
    .mutation(({ ctx, input }) => setProductImage(ctx.deps.db, input.id, input.imageURL, ctx.origin)),
});
