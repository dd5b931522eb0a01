import { addressGroupOf } from "#server/core/address-group.ts";
import type { Conn } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import { type LeadSource, leadSourceOf } from "#shared/lead-source.ts";
import { countHit, dayClock, type Hit } from "./beacon";
import { VisitCounter } from "./counter";
import { DailySalt } from "./daily-salt";
import { productPages } from "./product-pages";
import { isAutomated, isPrefetch, optedOut } from "./signals";
import { VisitTouches } from "./visit-touches";

const flushEveryMs = 5_000;

// The site's own visit statistics (docs/decisions/200): hits are counted in memory and written every few
// seconds; at the day's end the counts are written and the day's salt, visitor hashes and visits are dropped.
// catalogueVersion moves whenever a product changes (http/public-version.ts).
export function visitStats(db: Conn, settings: Settings, now: () => number, catalogueVersion: () => number) {
  const counter = new VisitCounter(db);
  const productOfPage = productPages(db, catalogueVersion);
  const salt = new DailySalt();
  const touches = new VisitTouches();
  const today = dayClock(settings.SITE_TIME_ZONE);
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    const day = today(now());
    if (counter.today && counter.today !== day) {
      counter.startDay(day);
      salt.forget();
      touches.forget();
    }
    return counter.flush();
  };

  // A visit is held against its address's quota by the same day's hash of the address alone (no browser).
  const remembering =
    (day: string, at: number, { address, siteHost }: Pick<Hit, "address" | "siteHost">) =>
    (visitor: number, source: LeadSource) =>
      touches.seen(day, visitor, source, at, () =>
        salt.visitorOf(day, addressGroupOf(address), "", siteHost),
      );

  return {
    count(hit: Hit) {
      if (!settings.VISIT_STATS) return false;
      const at = now();
      const day = today(at);
      return countHit(counter, salt, day, hit, productOfPage, remembering(day, at, hit));
    },
    // A page asked for from another site's link: its Referer is that site, which the page's counting image cannot
    // see (the image's Referer is the page). So a visit without JavaScript takes its first touch here, under the
    // same day's hash and kept the same way; the view itself is still counted by the image or the beacon.
    landed(hit: Omit<Hit, "page" | "product">) {
      const { headers, address, siteHost } = hit;
      const userAgent = headers.get("user-agent") ?? "";
      if (!settings.VISIT_STATS || optedOut(headers) || isPrefetch(headers) || isAutomated(userAgent)) return;
      const at = now();
      const day = today(at);
      const visitor = salt.visitorOf(day, address, userAgent, siteHost);
      remembering(day, at, hit)(visitor, leadSourceOf(hit.location, hit.referrer, siteHost));
    },
    // The first touch of the live visit a lead's request belongs to (docs/decisions/200); none for a visitor who
    // asked not to be counted or a bot, as they were never remembered.
    firstTouchOf({ headers, address, siteHost }: Pick<Hit, "headers" | "address" | "siteHost">) {
      const userAgent = headers.get("user-agent") ?? "";
      if (!settings.VISIT_STATS || optedOut(headers) || isAutomated(userAgent)) return undefined;
      const at = now();
      const day = today(at);
      return touches.touchOf(day, salt.visitorOf(day, address, userAgent, siteHost), at);
    },
    // Also called before the admin reads the statistics, so they include the last few seconds.
    flush: tick,
    start() {
      timer ??= setInterval(tick, flushEveryMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      tick();
    },
  };
}
export type VisitStats = ReturnType<typeof visitStats>;
