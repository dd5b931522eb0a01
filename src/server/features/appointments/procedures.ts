import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { appointmentMoveSchema, appointmentStatusSchema } from "#shared/appointment-schema.ts";
import { appointmentListSchema } from "#shared/desk.ts";
import { byIdSchema } from "#shared/schemas.ts";
import { availability } from "./capacity";
import * as desk from "./desk";
import { move } from "./move";
import { setStatus } from "./service";

export const appointmentsRouter = router({
  // What the booking form may offer: the days up to the horizon and the times already full (no visitor data).
  availability: publicProcedure.query(({ ctx }) => availability(ctx.deps)),
  page: adminProcedure.input(appointmentListSchema).query(({ ctx, input }) => desk.listPage(ctx.deps, input)),
  export: adminProcedure
    .input(appointmentListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps, input)),
  setStatus: adminProcedure
    .input(appointmentStatusSchema)
    .mutation(({ ctx, input }) => setStatus(ctx.deps, input.id, input.status)),
  // The same choices for moving one appointment, which does not count against itself.
  moveOptions: adminProcedure.input(byIdSchema).query(({ ctx, input }) => availability(ctx.deps, input.id)),
  move: adminProcedure.input(appointmentMoveSchema()).mutation(({ ctx, input }) => move(ctx.deps, input)),
});
