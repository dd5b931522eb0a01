import { z } from "zod";
import { mailContextOfCall } from "#server/features/mail/context.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { quoteListSchema } from "#shared/desk.ts";
import { quoteInputSchema } from "#shared/quotes.ts";
import { byIdSchema, idSchema } from "#shared/schemas.ts";
import { pdfToSend } from "../quote-documents/service";
import { siteOrigin } from "../site-address/service";
import { todayOf } from "./context";
import * as desk from "./desk";
import { draftFrom } from "./drafts";
import { openRequests } from "./requests";
import { revise } from "./revisions";
import * as quotes from "./service";

export const quotesRouter = router({
  requests: adminProcedure.query(({ ctx }) => openRequests(ctx.deps.db)),
  page: adminProcedure
    .input(quoteListSchema)
    .query(({ ctx, input }) => desk.listPage(ctx.deps.db, input, todayOf(ctx.deps), siteOrigin(ctx.deps))),
  get: adminProcedure.input(byIdSchema).query(({ ctx, input }) => quotes.get(ctx.deps, input.id)),
  currencies: adminProcedure.query(({ ctx }) => ctx.deps.settings.QUOTE_CURRENCIES),
  // A new quote's fields filled from an inquiry, or from every line of the buyer's request it belongs to.
  draftFrom: adminProcedure
    .input(z.object({ inquiryId: idSchema }))
    .query(({ ctx, input }) => draftFrom(ctx.deps, input.inquiryId)),
  create: adminProcedure.input(quoteInputSchema).mutation(({ ctx, input }) => quotes.create(ctx.deps, input)),
  update: adminProcedure
    .input(byIdSchema.extend({ data: quoteInputSchema }))
    .mutation(({ ctx, input }) => quotes.update(ctx.deps, input.id, input.data)),
  duplicate: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => quotes.duplicate(ctx.deps, input.id)),
  remove: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => {
    quotes.remove(ctx.deps.db, input.id);
    return { id: input.id };
  }),
  send: adminProcedure.input(byIdSchema).mutation(async ({ ctx, input }) => {
    const pdf = await pdfToSend(ctx.deps, input.id);
    const mail = await mailContextOfCall(ctx);
    return quotes.send(ctx.deps, { id: input.id, author: ctx.user.username, mail, pdf });
  }),
  // Changing a sent quote: the draft of its next revision (docs/decisions/160).
  revise: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => revise(ctx.deps, input.id)),
  revoke: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => quotes.revoke(ctx.deps, input.id)),
});
