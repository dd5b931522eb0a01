import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { noteSchema, sampleListSchema } from "#shared/desk.ts";
import { sampleStatusSchema } from "#shared/sample-request.ts";
import { inboxProcedures } from "../desk/procedures";
import * as desk from "./desk";

export const samplesRouter = router({
  ...inboxProcedures(sampleListSchema, desk),
  open: adminProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => desk.open(ctx.deps.db, ctx.user.id, input.id)),
  addNote: adminProcedure
    .input(noteSchema)
    .mutation(({ ctx, input }) => desk.addNote(ctx.deps.db, { ...input, user: ctx.user })),
  setStatus: adminProcedure
    .input(sampleStatusSchema)
    .mutation(({ ctx, input }) => desk.setStatus(ctx.deps.db, { ...input, user: ctx.user })),
});
