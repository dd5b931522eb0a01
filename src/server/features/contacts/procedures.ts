import { mailContextOfCall } from "#server/features/mail/context.ts";
import { visitorProcedure } from "#server/http/visitor-guard.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { contactListSchema } from "#shared/desk.ts";
import { contactInputSchema, pageSchema } from "#shared/schemas.ts";
import { inboxProcedures } from "../desk/procedures";
import * as desk from "./desk";
import * as contacts from "./service";

export const contactsRouter = router({
  submit: visitorProcedure
    .input(contactInputSchema)
    .mutation(async ({ ctx, input }) => contacts.submit(ctx.deps.db, input, await mailContextOfCall(ctx))),
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => contacts.list(ctx.deps.db, input)),
  ...inboxProcedures(contactListSchema, desk),
});
