import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Db } from "../db";
import { encodedBody } from "./compression";
import { ResponseCache } from "./response-cache";

// The public lists are read far more often than written: their JSON is built and compressed once per database
// change, then served as stored bytes. Only 200 answers are kept; the list itself never depends on the caller.
export function cachedPublicRead(db: Db): MiddlewareHandler<AppEnv> {
  const cache = new ResponseCache(db, 64);
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const body = await cache.get(c.req.url, async () => {
      await next();
      return c.res.status === 200 ? await c.res.clone().text() : undefined;
    });
    if (!body) return;
    const encoded = encodedBody(body, c.req.header("accept-encoding"));
    return new Response(encoded.bytes, {
      headers: { "content-type": "application/json", "cache-control": "no-cache", ...encoded.headers },
    });
  };
}
