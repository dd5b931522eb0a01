import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { siteHostOf } from "#server/core/site-host.ts";
import { jsonBody } from "#server/http/rest.ts";
import { beaconSchema } from "#shared/analytics.ts";

// The smallest transparent GIF: the no-JavaScript page's <noscript> image (docs/decisions/200).
const pixel = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (ch) =>
  ch.charCodeAt(0),
);
// Never kept by a browser, a CDN or the answer memo, so every view reaches the counter.
const uncached = { "cache-control": "no-store" };

// Every answer is the same whether the hit was counted or not (a crawler, Do Not Track, statistics off).
export const analyticsBeacon = new Hono<AppEnv>()
  .get("/v.gif", (c) => {
    const deps = c.get("deps");
    // The image's Referer is the page it is on (same origin, so the full address under the site's policy).
    const page = c.req.header("referer");
    const url = page ? URL.parse(page) : null;
    const siteHost = siteHostOf(c.req.url, deps.settings.PUBLIC_ORIGIN);
    if (url && url.hostname === siteHost) {
      deps.visits.count({
        headers: c.req.raw.headers,
        address: c.get("ip"),
        siteHost,
        page: url.pathname,
        location: url.href,
        referrer: undefined,
      });
    }
    return c.body(pixel, 200, { ...uncached, "content-type": "image/gif" });
  })
  .post("/v", async (c) => {
    const deps = c.get("deps");
    const beacon = await jsonBody(c, beaconSchema);
    deps.visits.count({
      headers: c.req.raw.headers,
      address: c.get("ip"),
      siteHost: siteHostOf(c.req.url, deps.settings.PUBLIC_ORIGIN),
      page: beacon.page,
      location: beacon.location,
      referrer: beacon.referrer,
      product: beacon.product,
    });
    return c.body(null, 204, uncached);
  });
