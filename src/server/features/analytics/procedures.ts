import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { campaignLinkInputSchema, statsPeriodSchema } from "#shared/analytics.ts";
import { siteOrigin } from "../site-address/service";
import { addLink, listLinks, removeLink } from "./links";
import { statsReport } from "./report";

export const analyticsRouter = router({
  report: adminProcedure.input(statsPeriodSchema).query(({ ctx, input }) => statsReport(ctx.deps, input)),
  links: adminProcedure.query(({ ctx }) => listLinks(ctx.deps.db, siteOrigin(ctx.deps))),
  addLink: adminProcedure
    .input(campaignLinkInputSchema)
    .mutation(({ ctx, input }) => addLink(ctx.deps.db, input)),
  removeLink: adminProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) => removeLink(ctx.deps.db, input.id)),
});
