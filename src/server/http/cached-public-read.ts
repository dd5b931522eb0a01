import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context";
import { publicCacheControl } from "../settings";
import { sendStaged } from "./compression";
import type { PublicData } from "./public-version";
import { ResponseCache } from "./response-cache";

// The public lists (and a blog post with its rendered text) are read far more often than written: their JSON is
// built and compressed once per change of the data it shows, under the render gate, then served as stored bytes.
// Only 200 answers are kept; the answer never depends on the caller. A page of a list (`?limit=`, `?offset=`) is
// read from the database each time, never kept: every number a caller makes up would be one more entry (issue 39).
// It is as shareable as the list for a CDN. Other query strings share the whole list's entry.
export function cachedPublicRead(deps: Deps, data: PublicData): MiddlewareHandler<AppEnv> {
  const cache = new ResponseCache(deps.db, [data], deps.renders, 64);
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    if (c.req.query("limit") !== undefined || c.req.query("offset") !== undefined) {
      await next();
      if (c.res.status === 200) c.res.headers.set("cache-control", publicCacheControl(deps.settings));
      return;
    }
    const key = c.req.path;
    let handled = false;
    const body = await cache.get(key, async () => {
      handled = true;
      await next();
      return c.res.status === 200 ? await c.res.clone().text() : undefined;
    });
    // An error answer is never shared: a request that only waited on someone else's render makes its own.
    if (!body) return handled ? undefined : next();
    const answer = sendStaged(c.req.raw, body, {
      "content-type": "application/json",
      "cache-control": publicCacheControl(deps.settings),
    });
    if (!handled) return answer;
    // This request ran the route itself, and Hono keeps a finished route's answer: replace it outright (assigning
    // over it would merge the two answers' headers).
    c.res = undefined;
    c.res = answer;
  };
}
