import { z } from "zod";
import { mailContextOfCall } from "#server/features/mail/context.ts";
import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { contactListSchema, idsSchema } from "#shared/desk.ts";
import { contactInputSchema, pageSchema } from "#shared/schemas.ts";
import * as desk from "./desk";
import * as contacts from "./service";

export const contactsRouter = router({
  submit: visitorProcedure
    .input(contactInputSchema)
    .mutation(async ({ ctx, input }) => contacts.submit(ctx.deps.db, input, await mailContextOfCall(ctx))),
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => contacts.list(ctx.deps.db, input)),
  page: adminProcedure
    .input(contactListSchema)
    .query(({ ctx, input }) => desk.listPage(ctx.deps.db, ctx.user.id, input)),
  export: adminProcedure
    .input(contactListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, ctx.user.id, input)),
  setRead: adminProcedure
    .input(idsSchema.extend({ read: z.boolean() }))
    .mutation(({ ctx, input }) => desk.setRead(ctx.deps.db, { ...input, userId: ctx.user.id })),
  markAllRead: adminProcedure.mutation(({ ctx }) => desk.markAllRead(ctx.deps.db, ctx.user.id)),
  setArchived: adminProcedure
    .input(idsSchema.extend({ archived: z.boolean() }))
    .mutation(({ ctx, input }) => desk.setArchived(ctx.deps.db, input.ids, input.archived)),
  remove: adminProcedure.input(idsSchema).mutation(({ ctx, input }) => desk.remove(ctx.deps.db, input.ids)),
});
