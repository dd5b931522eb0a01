import { z } from "zod";
import { mailContextOfCall } from "#server/features/mail/context.ts";
import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { pageSchema, testimonialApprovalSchema, testimonialInputSchema } from "#shared/schemas.ts";
import * as testimonials from "./service";

const byId = z.object({ id: z.string().min(1) });

export const testimonialsRouter = router({
  list: publicProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => testimonials.listApproved(ctx.deps.db, input)),
  adminList: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => testimonials.listAll(ctx.deps.db, input)),
  submit: visitorProcedure
    .input(testimonialInputSchema)
    .mutation(async ({ ctx, input }) =>
      testimonials.submit(ctx.deps.db, input, await mailContextOfCall(ctx)),
    ),
  setApproved: adminProcedure
    .input(byId.extend(testimonialApprovalSchema.shape))
    .mutation(({ ctx, input }) => testimonials.setApproved(ctx.deps.db, input.id, input.approved)),
  remove: adminProcedure.input(byId).mutation(({ ctx, input }) => {
    testimonials.remove(ctx.deps.db, input.id);
    return { id: input.id };
  }),
});
