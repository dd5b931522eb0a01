import { z } from "zod";
import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { idsSchema, noteSchema, sampleListSchema } from "#shared/desk.ts";
import { sampleRequestInputSchema, sampleStatusSchema } from "#shared/sample-request.ts";
import { mailContextOfCall } from "../mail/context";
import * as desk from "./desk";
import { request } from "./service";

export const samplesRouter = router({
  request: visitorProcedure
    .input(sampleRequestInputSchema)
    .mutation(async ({ ctx, input }) => request(ctx.deps.db, input, await mailContextOfCall(ctx))),
  page: adminProcedure
    .input(sampleListSchema)
    .query(({ ctx, input }) => desk.listPage(ctx.deps.db, ctx.user.id, input)),
  export: adminProcedure
    .input(sampleListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, ctx.user.id, input)),
  open: adminProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => desk.open(ctx.deps.db, ctx.user.id, input.id)),
  addNote: adminProcedure
    .input(noteSchema)
    .mutation(({ ctx, input }) => desk.addNote(ctx.deps.db, { ...input, user: ctx.user })),
  setStatus: adminProcedure
    .input(sampleStatusSchema)
    .mutation(({ ctx, input }) => desk.setStatus(ctx.deps.db, input.ids, input.status)),
  setRead: adminProcedure
    .input(idsSchema.extend({ read: z.boolean() }))
    .mutation(({ ctx, input }) => desk.setRead(ctx.deps.db, { ...input, userId: ctx.user.id })),
  markAllRead: adminProcedure.mutation(({ ctx }) => desk.markAllRead(ctx.deps.db, ctx.user.id)),
  setArchived: adminProcedure
    .input(idsSchema.extend({ archived: z.boolean() }))
    .mutation(({ ctx, input }) => desk.setArchived(ctx.deps.db, input.ids, input.archived)),
  remove: adminProcedure.input(idsSchema).mutation(({ ctx, input }) => desk.remove(ctx.deps.db, input.ids)),
});
