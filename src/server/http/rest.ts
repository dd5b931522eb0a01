import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import { AppError, parseInput } from "#server/core/errors.ts";
import { sessionCookie, setSessionCookie } from "#server/core/session-cookie.ts";
import { visitorLang } from "#server/core/visitor-lang.ts";
import { pageSchema } from "#shared/schemas.ts";
import type { AppEnv, RequestContext } from "../context";
import { visitTouchOf } from "../features/analytics/lead-touch";
import { auditedRest } from "../features/audit/rest-calls";
import { passkeyFirst } from "../features/auth/passkey-policy";

// Reads a JSON body and validates it with the shared schema: 415 for another type, 400 for bad JSON or fields.
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, "Send the body as application/json");
  }
  let data: unknown;
  try {
    data = await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, "The body is not valid JSON");
  }
  return parseInput(schema, data);
}

export const pageOf = (c: Context) => parseInput(pageSchema, c.req.query());

const writes = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// An admin's writes through REST are recorded in the audit log once they succeed (docs/decisions/190).
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) throw new AppError(401, "Sign in required");
  if (user.mustChangePassword) throw new AppError(403, "Replace your one-time password first");
  if (user.mustAddPasskey) throw new AppError(403, passkeyFirst);
  if (writes.has(c.req.method)) await auditedRest(c, next);
  else await next();
};

// The signed-in admin behind requireAdmin.
export function adminOf(c: Context<AppEnv>) {
  const user = c.get("user");
  if (!user) throw new AppError(401, "Sign in required");
  return user;
}

export const requestContextOf = (c: Context<AppEnv>): RequestContext => ({
  deps: c.get("deps"),
  user: c.get("user"),
  ip: c.get("ip"),
  origin: c.get("origin"),
  lang: visitorLang(c.req.raw.headers),
  sessionToken: getCookie(c, sessionCookie),
  userAgent: c.req.header("user-agent") ?? "",
  visitTouch: () => visitTouchOf(c),
  setSessionCookie: (token) => setSessionCookie(c, token),
});
