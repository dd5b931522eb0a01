import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import { AppError, parseInput } from "#server/core/errors.ts";
import { sessionCookie, setSessionCookie } from "#server/core/session-cookie.ts";
import { visitorLang } from "#server/core/visitor-lang.ts";
import { pageSchema } from "#shared/schemas.ts";
import type { AppEnv, RequestContext } from "../context";
import { actorOf, auditedCall } from "../features/audit/calls";
import { passkeyFirst } from "../features/auth/passkey-policy";

// Reads a JSON body: 415 for another type, 400 for bad JSON.
export async function jsonOf(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, "Send the body as application/json");
  }
  try {
    return await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, "The body is not valid JSON");
  }
}

// A JSON body validated with the shared schema: 400 for bad fields.
export const jsonBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  parseInput(schema, await jsonOf(c));

export const pageOf = (c: Context) => parseInput(pageSchema, c.req.query());

// An admin's writes through REST are tRPC procedures (http/procedure-door.ts), recorded by adminProcedure.
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) throw new AppError(401, "Sign in required");
  if (user.mustChangePassword) throw new AppError(403, "Replace your one-time password first");
  if (user.mustAddPasskey) throw new AppError(403, passkeyFirst);
  await next();
};

export const requestContextOf = (c: Context<AppEnv>): RequestContext => ({
  deps: c.get("deps"),
  user: c.get("user"),
  ip: c.get("ip"),
  origin: c.get("origin"),
  lang: visitorLang(c.req.raw.headers),
  sessionToken: getCookie(c, sessionCookie),
  userAgent: c.req.header("user-agent") ?? "",
  setSessionCookie: (token) => setSessionCookie(c, token),
});

// For the REST doors that are no procedure: a backup's download, and an upload's signed PUT (sent by the admin's
// browser, so its session names who; the signed link alone names no one).
export function recordRestAction(c: Context<AppEnv>, action: string, input: Record<string, unknown>) {
  const user = c.get("user");
  const actor = user ? actorOf(user) : { id: null, username: "(signed link)" };
  auditedCall(c.get("deps").db, action, input)?.(requestContextOf(c), actor, input, {});
}
