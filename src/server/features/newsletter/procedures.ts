import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { subscriberListSchema } from "#shared/desk.ts";
import { byIdSchema, campaignInputSchema, idSchema } from "#shared/schemas.ts";
import * as campaigns from "./campaigns";
import { newsletterContextOfCall } from "./context";
import * as desk from "./desk";

export const newsletterRouter = router({
  subscribers: adminProcedure
    .input(subscriberListSchema)
    .query(({ ctx, input }) => desk.listPage(ctx.deps.db, input)),
  exportSubscribers: adminProcedure
    .input(subscriberListSchema)
    .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, input)),
  campaigns: adminProcedure.query(({ ctx }) => campaigns.list(ctx.deps.db)),
  saveCampaign: adminProcedure
    .input(campaignInputSchema.extend({ id: idSchema.optional() }))
    .mutation(({ ctx, input: { id, ...input } }) => campaigns.save(ctx.deps.db, id, input)),
  preview: adminProcedure
    .input(campaignInputSchema.extend({ lang: z.enum(["en", "ar"]) }))
    .mutation(async ({ ctx, input: { lang, ...input } }) =>
      campaigns.preview(await newsletterContextOfCall(ctx), input, lang),
    ),
  sendTest: adminProcedure
    .input(byIdSchema)
    .mutation(async ({ ctx, input }) =>
      campaigns.sendTest(ctx.deps.db, await newsletterContextOfCall(ctx), input.id),
    ),
  send: adminProcedure
    .input(byIdSchema)
    .mutation(async ({ ctx, input }) =>
      campaigns.send(ctx.deps.db, await newsletterContextOfCall(ctx), input.id),
    ),
});
