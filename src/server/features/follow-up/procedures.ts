import { adminProcedure, router } from "#server/trpc/init.ts";
import { followUpInputSchema } from "#shared/follow-up.ts";
import { businessRules } from "../business-rules/service";
import { todayOf } from "../quotes/context";
import { followUpsDue } from "./due";
import { openFollowUps, setFollowUp } from "./service";

// The dashboard's "Follow up today" and the quote screen's follow-up dates (docs/decisions/164).
export const followUpRouter = router({
  today: adminProcedure.query(({ ctx }) =>
    followUpsDue(ctx.deps.db, {
      today: todayOf(ctx.deps),
      timeZone: ctx.deps.settings.SITE_TIME_ZONE,
      followUpDays: businessRules(ctx.deps).followUpDays,
    }),
  ),
  dates: adminProcedure.query(({ ctx }) => openFollowUps(ctx.deps.db)),
  set: adminProcedure
    .input(followUpInputSchema)
    .mutation(({ ctx, input }) => setFollowUp(ctx.deps.db, input)),
});
