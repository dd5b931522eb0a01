import { z } from "zod";
import { mailContextOfCall } from "#server/features/mail/context.ts";
import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { inquiryInputSchema, inquiryStatusSchema, pageSchema } from "#shared/schemas.ts";
import * as inquiries from "./service";

export const inquiriesRouter = router({
  submit: visitorProcedure
    .input(inquiryInputSchema)
    .mutation(async ({ ctx, input }) => inquiries.submit(ctx.deps.db, input, await mailContextOfCall(ctx))),
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => inquiries.list(ctx.deps.db, input)),
  setStatus: adminProcedure
    .input(z.object({ id: z.string().min(1), ...inquiryStatusSchema.shape }))
    .mutation(({ ctx, input }) => inquiries.setStatus(ctx.deps.db, input.id, input.status)),
});
