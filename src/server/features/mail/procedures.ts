import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { mailSettingsSchema } from "#shared/mail-settings.ts";
import { byIdSchema } from "#shared/schemas.ts";
import { mailStatus, sendTest } from "./admin";
import * as mail from "./outbox";
import { readMailSettings, saveMailSettings } from "./settings-store";

export const mailRouter = router({
  status: adminProcedure.query(({ ctx }) => mailStatus(ctx.deps.db, ctx.deps.settings)),
  list: adminProcedure.query(({ ctx }) =>
    mail.list(ctx.deps.db, { limit: 500 }).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  ),
  retry: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => {
    mail.retry(ctx.deps.db, input.id, ctx.deps.now());
    return { ok: true };
  }),
  sendHeld: adminProcedure.mutation(({ ctx }) => ({ count: mail.sendHeld(ctx.deps.db, ctx.deps.now()) })),
  settings: adminProcedure.query(({ ctx }) => readMailSettings(ctx.deps.db, ctx.deps.settings)),
  saveSettings: adminProcedure
    .input(mailSettingsSchema)
    .mutation(({ ctx, input }) => saveMailSettings(ctx.deps.db, input)),
  sendTest: adminProcedure
    .input(z.object({ to: z.email("Enter a valid email address").max(254) }))
    .mutation(({ ctx, input }) => sendTest(ctx.deps.settings, input.to)),
});
