import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { backupKeyInputSchema, bucketSettingsSchema } from "#shared/backup-bucket.ts";
import { bucketSilence } from "./bucket-overdue";
import { enterBackupKey, makeBackupKey, saveBucket, testBucket } from "./bucket-service";
import { backupNow, backupOverview } from "./service";

export const backupsRouter = router({
  overview: adminProcedure.query(({ ctx }) => backupOverview(ctx.deps)),
  create: adminProcedure.mutation(async ({ ctx }) => {
    const { path: _path, ...made } = await backupNow(ctx.deps);
    return made;
  }),
  // For the dashboard: since when no copy has reached the bucket, when that is more than 48 hours.
  silence: adminProcedure.query(({ ctx }) => bucketSilence(ctx.deps, ctx.deps.now()) ?? null),
  // The off-site bucket and the key its copies are sealed with (docs/decisions/105).
  saveBucket: adminProcedure
    .input(bucketSettingsSchema)
    .mutation(({ ctx, input }) => saveBucket(ctx.deps, input)),
  testBucket: adminProcedure.mutation(({ ctx }) => testBucket(ctx.deps)),
  makeKey: adminProcedure
    .input(z.object({ replace: z.boolean().optional() }).strict())
    .mutation(({ ctx, input }) => makeBackupKey(ctx.deps, input)),
  enterKey: adminProcedure
    .input(backupKeyInputSchema)
    .mutation(({ ctx, input }) => enterBackupKey(ctx.deps, input)),
});
