import { adminProcedure, router } from "#server/trpc/init.ts";
import { activityListSchema } from "#shared/desk.ts";
import { listPage, people } from "./desk";

// Read only: nothing in the admin changes or removes an entry (docs/decisions/190).
export const auditRouter = router({
  page: adminProcedure.input(activityListSchema).query(({ ctx, input }) => listPage(ctx.deps, input)),
  people: adminProcedure.query(({ ctx }) => people(ctx.deps.db)),
});
