import { adminProcedure, router } from "#server/trpc/init.ts";
import { backupNow, backupOverview } from "./service";

export const backupsRouter = router({
  overview: adminProcedure.query(({ ctx }) => backupOverview(ctx.deps)),
  create: adminProcedure.mutation(async ({ ctx }) => {
    const { path: _path, ...made } = await backupNow(ctx.deps);
    return made;
  }),
});
