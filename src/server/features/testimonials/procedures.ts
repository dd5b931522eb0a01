import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { idsSchema, testimonialListSchema } from "#shared/desk.ts";
import { byIdSchema, pageSchema, testimonialApprovalSchema } from "#shared/schemas.ts";
import * as desk from "./desk";
import * as testimonials from "./service";

export const testimonialsRouter = router({
  list: publicProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => testimonials.listApproved(ctx.deps.db, input)),
  adminList: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => testimonials.listAll(ctx.deps.db, input)),
  setApproved: adminProcedure
    .input(byIdSchema.extend(testimonialApprovalSchema.shape))
    .mutation(({ ctx, input }) => testimonials.setApproved(ctx.deps.db, input.id, input.approved)),
  page: adminProcedure
    .input(testimonialListSchema)
    .query(({ ctx, input }) => desk.listPage(ctx.deps.db, input)),
  export: adminProcedure
    .input(testimonialListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, input)),
  setApprovedOf: adminProcedure
    .input(idsSchema.extend(testimonialApprovalSchema.shape))
    .mutation(({ ctx, input }) => desk.setApprovedOf(ctx.deps.db, input.ids, input.approved)),
  removeMany: adminProcedure
    .input(idsSchema)
    .mutation(({ ctx, input }) => desk.removeMany(ctx.deps.db, input.ids)),
  remove: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => {
    testimonials.remove(ctx.deps.db, input.id);
    return { id: input.id };
  }),
});
