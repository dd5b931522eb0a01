import { contactInputSchema, pageSchema } from "../../../shared/schemas";
import { visitorProcedure } from "../../http/visitor-guard";
import { adminProcedure, router } from "../../trpc/init";
import * as contacts from "./service";

export const contactsRouter = router({
  submit: visitorProcedure
    .input(contactInputSchema)
    .mutation(({ ctx, input }) => contacts.submit(ctx.deps.db, input)),
  list: adminProcedure
    .input(pageSchema.optional())
    .query(({ ctx, input }) => contacts.list(ctx.deps.db, input)),
});
