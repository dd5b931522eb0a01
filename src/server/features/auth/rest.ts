import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody, requestContextOf } from "#server/http/rest.ts";
import { loginSchema } from "#shared/schemas.ts";
import { sessionState, signOut, throttledLogin } from "./service";

export const authRest = new Hono<AppEnv>()
  .get("/admin/check", (c) => c.json(sessionState(c.get("user"))))
  .post("/admin/login", async (c) => {
    const input = await jsonBody(c, loginSchema);
    const ctx = requestContextOf(c);
    const { token, user } = await throttledLogin(ctx.deps, {
      ...input,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    ctx.setSessionCookie(token);
    return c.json(sessionState(user));
  })
  .post("/admin/logout", (c) => {
    const ctx = requestContextOf(c);
    signOut(ctx);
    ctx.setSessionCookie(null);
    return c.json(sessionState(null));
  });
