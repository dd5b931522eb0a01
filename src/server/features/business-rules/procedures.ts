import { adminProcedure, router } from "#server/trpc/init.ts";
import { businessRulesInputSchema } from "#shared/business-rules.ts";
import { businessRulesState, saveBusinessRules } from "./service";

// The owner's business rules on the Settings screen: each one saved, or still its environment variable.
export const businessRulesRouter = router({
  // With the site's time zone, whose clock the digest hour is on.
  get: adminProcedure.query(({ ctx }) => ({
    ...businessRulesState(ctx.deps),
    timeZone: ctx.deps.settings.SITE_TIME_ZONE,
  })),
  save: adminProcedure
    .input(businessRulesInputSchema)
    .mutation(({ ctx, input }) => saveBusinessRules(ctx.deps, input)),
});
