import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { byIdSchema, changePasswordSchema, newAdminSchema } from "#shared/schemas.ts";
import { handOver } from "./owner";
import * as accounts from "./service";

// Your own account: the only admin call open before a one-time password is replaced is changePassword.
export const accountRouter = router({
  changePassword: adminProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await accounts.changePassword(
      ctx.deps.db,
      ctx.user,
      input.current,
      input.next,
      ctx.deps.settings.ARGON2_MEMORY_KIB,
    );
    return { ok: true };
  }),
  sessions: adminProcedure.query(({ ctx }) => accounts.sessionsOf(ctx.deps.db, ctx.user, ctx.deps.now())),
  endSession: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => accounts.endSessions(ctx.deps.db, ctx.user, input)),
  endOtherSessions: adminProcedure.mutation(({ ctx }) =>
    accounts.endSessions(ctx.deps.db, ctx.user, "others"),
  ),
});

export const usersRouter = router({
  list: adminProcedure.query(({ ctx }) => accounts.listUsers(ctx.deps.db, ctx.deps.now())),
  create: adminProcedure
    .input(newAdminSchema)
    .mutation(({ ctx, input }) =>
      accounts.createUser(ctx.deps.db, input.username, ctx.deps.settings.ARGON2_MEMORY_KIB),
    ),
  setDisabled: adminProcedure
    .input(byIdSchema.extend({ disabled: z.boolean() }))
    .mutation(({ ctx, input }) => accounts.setDisabled(ctx.deps.db, { ...input, actor: ctx.user })),
  rename: adminProcedure
    .input(byIdSchema.extend(newAdminSchema.shape))
    .mutation(({ ctx, input }) => accounts.renameUser(ctx.deps.db, { ...input, actor: ctx.user })),
  remove: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => accounts.removeUser(ctx.deps.db, ctx.user, input.id)),
  endSessions: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => accounts.endSessionsOfUser(ctx.deps.db, ctx.user, input.id)),
  makeOwner: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => handOver(ctx.deps.db, ctx.user.id, input.id)),
});
