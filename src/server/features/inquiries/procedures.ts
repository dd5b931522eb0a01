import { adminProcedure, router } from "#server/trpc/init.ts";
import { idsSchema, inquiryListSchema, noteSchema } from "#shared/desk.ts";
import { byIdSchema, inquiryStatusSchema, pageSchema } from "#shared/schemas.ts";
import { inboxProcedures } from "../desk/procedures";
import * as desk from "./desk";
import * as inquiries from "./service";

export const inquiriesRouter = router({
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => inquiries.list(ctx.deps.db, input)),
  setStatus: adminProcedure
    .input(byIdSchema.extend(inquiryStatusSchema.shape))
    .mutation(({ ctx, input }) => inquiries.setStatus(ctx.deps.db, input.id, input.status, ctx.user)),
  ...inboxProcedures(inquiryListSchema, desk),
  open: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => desk.open(ctx.deps.db, ctx.user.id, input.id)),
  addNote: adminProcedure
    .input(noteSchema)
    .mutation(({ ctx, input }) => desk.addNote(ctx.deps.db, { ...input, user: ctx.user })),
  setStatusOf: adminProcedure
    .input(idsSchema.extend(inquiryStatusSchema.shape))
    .mutation(({ ctx, input }) => desk.setStatusOf(ctx.deps.db, { ...input, user: ctx.user })),
});
