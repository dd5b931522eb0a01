import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { entryLoaderHash } from "#server/core/entry-loader.ts";
import { AppError } from "#server/core/errors.ts";
import { sessionCookie } from "#server/core/session-cookie.ts";
import type { AppEnv, Deps } from "../context";
import { loadSession } from "../features/auth/service";
import type { Settings } from "../settings";

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The one inline script is the public pages' entry loader, named by its hash (core/entry-loader.ts).
    scriptSrc: ["'self'", entryLoaderHash],
    // Theme colours arrive as an inline <style>; React also writes style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Owners may paste product and content images hosted elsewhere; the validation takes http(s) URLs (the API
    // contract), so the policy shows both. On an https site browsers upgrade an http image or, failing that,
    // the admin shows its placeholder.
    imgSrc: ["'self'", "data:", "https:", "http:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  crossOriginResourcePolicy: "same-origin",
  // Headers for software gone a decade (Internet Explorer's download prompt and XSS filter, Flash's cross-domain
  // policies): every answer carried them, and on a page they are bytes of its first round trip (decision 050).
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
});

// The origin this request was made to: PUBLIC_ORIGIN, else the Host (through a trusted proxy's headers). It judges
// same-origin writes and the cookie's Secure flag, where the browser's own view is what counts; links the site
// writes come from the site's address instead (features/site-address, docs/decisions/180).
function requestOrigin(c: Context, deps: Deps) {
  if (deps.settings.PUBLIC_ORIGIN) return deps.settings.PUBLIC_ORIGIN;
  const url = new URL(c.req.url);
  if (deps.settings.TRUST_PROXY) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    return `${proto ?? url.protocol.slice(0, -1)}://${host ?? url.host}`;
  }
  return url.origin;
}

// Each trusted proxy appends the address it was reached from to X-Forwarded-For, so with TRUST_PROXY_HOPS proxies in
// front the client's address is that many entries from the right; whatever stands further left, the client wrote.
// socketIp is the connection's own address, which Bun knows for the Request it received.
export type SocketIp = (req: Request) => string;
export function clientIpOf(req: Request, settings: Settings, socketIp: SocketIp) {
  if (settings.TRUST_PROXY) {
    const entries = (req.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries.at(-settings.TRUST_PROXY_HOPS) ?? entries[0];
    if (forwarded) return forwarded;
  }
  return socketIp(req);
}

export const requestContext =
  (deps: Deps, socketIp: SocketIp): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set("deps", deps);
    c.set("ip", clientIpOf(c.req.raw, deps.settings, socketIp));
    c.set("origin", requestOrigin(c, deps));
    const token = getCookie(c, sessionCookie);
    c.set("user", token ? loadSession(deps.db, token, deps.now()) : null);
    await next();
  };

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// A newsletter's one-click unsubscribe (RFC 8058) is posted by the reader's mail service, from its own origin; its
// authority is the signed link, never a cookie.
const oneClickUnsubscribe = /^(\/ar)?\/newsletter\/unsubscribe\/[^/]+$/;

// A browser names where a write comes from; anything but our own origin is refused, whatever cookie it carries.
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method) && !oneClickUnsubscribe.test(c.req.path)) {
    const origin = c.req.header("origin");
    const crossSite = c.req.header("sec-fetch-site") === "cross-site";
    if (crossSite || (origin && origin !== c.get("origin"))) {
      throw new AppError(403, "Cross-site request refused");
    }
  }
  await next();
};

// Nothing is stored by a browser or a shared cache unless its route says so: admin answers (contacts, inquiries,
// products, testimonials, through REST or tRPC), form answers and errors all carry personal data or are one-off.
// Public pages, lists, built files and images set their own Cache-Control.
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
};
