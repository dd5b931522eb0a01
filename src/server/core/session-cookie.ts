import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { limits } from "#shared/constants.ts";

export const sessionCookie = "sid";

export function setSessionCookie(c: Context, token: string | null) {
  // Creating c.res now makes Hono copy the cookie onto a Response the handler builds itself (the tRPC adapter).
  void c.res;
  // The site's origin: PUBLIC_ORIGIN when set (so an https site always gets a Secure cookie, whatever a proxy's
  // X-Forwarded-Proto says), else the request's own, read through a trusted proxy's headers.
  const secure = (c.get("origin") as string).startsWith("https:");
  if (token === null) {
    deleteCookie(c, sessionCookie, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
    return;
  }
  setCookie(c, sessionCookie, token, {
    path: "/",
    httpOnly: true,
    secure,
    sameSite: "Lax",
    maxAge: limits.sessionTtlMs / 1000,
  });
}
