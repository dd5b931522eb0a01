import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { appointmentSchema, appointmentStatusSchema } from "#shared/appointment-schema.ts";
import { appointmentListSchema } from "#shared/desk.ts";
import { mailContextOfCall } from "../mail/context";
import * as desk from "./desk";
import { book, setStatus } from "./service";

export const appointmentsRouter = router({
  // The browser's page language is both the refusal's and the later mail's.
  book: visitorProcedure
    .input(appointmentSchema("en"))
    .mutation(async ({ ctx, input }) =>
      book(ctx.deps, input, await mailContextOfCall(ctx), ctx.lang ?? "en"),
    ),
  page: adminProcedure.input(appointmentListSchema).query(({ ctx, input }) => desk.listPage(ctx.deps, input)),
  export: adminProcedure
    .input(appointmentListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps, input)),
  setStatus: adminProcedure
    .input(appointmentStatusSchema)
    .mutation(({ ctx, input }) => setStatus(ctx.deps, input.id, input.status)),
});
