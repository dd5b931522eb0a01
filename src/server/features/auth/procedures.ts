import { publicProcedure, router } from "#server/trpc/init.ts";
import { passkeySignInSchema } from "#shared/passkey-schemas.ts";
import { loginSchema } from "#shared/schemas.ts";
import { signInOptions, signInWithPasskey } from "../passkeys/sign-in";
import { sessionState, signOut, throttledLogin } from "./service";

export const authRouter = router({
  check: publicProcedure.query(({ ctx }) => sessionState(ctx.user)),
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await throttledLogin(ctx.deps, {
      ...input,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    ctx.setSessionCookie(token);
    return sessionState(user);
  }),
  passkeyOptions: publicProcedure.mutation(({ ctx }) => signInOptions(ctx.deps, ctx.origin, ctx.ip)),
  passkeyLogin: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await signInWithPasskey(ctx.deps, {
      signIn: input,
      ip: ctx.ip,
      origin: ctx.origin,
      userAgent: ctx.userAgent,
    });
    ctx.setSessionCookie(token);
    return sessionState(user);
  }),
  logout: publicProcedure.mutation(({ ctx }) => {
    signOut(ctx);
    ctx.setSessionCookie(null);
    return sessionState(null);
  }),
});
