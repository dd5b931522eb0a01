import { publicProcedure, router } from "#server/trpc/init.ts";
import { loginSchema } from "#shared/schemas.ts";
import { sessionState, signOut, throttledLogin } from "./service";

export const authRouter = router({
  check: publicProcedure.query(({ ctx }) => sessionState(ctx.user)),
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await throttledLogin(ctx.deps, ctx.ip, input, ctx.userAgent);
    ctx.setSessionCookie(token);
    return sessionState(user);
  }),
  logout: publicProcedure.mutation(({ ctx }) => {
    signOut(ctx);
    ctx.setSessionCookie(null);
    return sessionState(null);
  }),
});
