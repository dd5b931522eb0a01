import { adminProcedure, router } from "#server/trpc/init.ts";
import { contactListSchema } from "#shared/desk.ts";
import { pageSchema } from "#shared/schemas.ts";
import { inboxProcedures } from "../desk/procedures";
import * as desk from "./desk";
import * as contacts from "./service";

export const contactsRouter = router({
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => contacts.list(ctx.deps.db, input)),
  ...inboxProcedures(contactListSchema, desk),
});
