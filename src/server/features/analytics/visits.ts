import type { Conn } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import { countHit, dayClock, type Hit } from "./beacon";
import { VisitCounter } from "./counter";
import { DailySalt } from "./daily-salt";
import { productPages } from "./product-pages";

const flushEveryMs = 5_000;

// The site's own visit statistics (docs/decisions/200): hits are counted in memory and written every few
// seconds; at the day's end the counts are written and the day's salt and visitor hashes are dropped.
// catalogueVersion moves whenever a product changes (http/public-version.ts).
export function visitStats(db: Conn, settings: Settings, now: () => number, catalogueVersion: () => number) {
  const counter = new VisitCounter(db);
  const productOfPage = productPages(db, catalogueVersion);
  const salt = new DailySalt();
  const today = dayClock(settings.SITE_TIME_ZONE);
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    const day = today(now());
    if (counter.today && counter.today !== day) {
      counter.startDay(day);
      salt.forget();
    }
    return counter.flush();
  };

  return {
    count: (hit: Hit) => settings.VISIT_STATS && countHit(counter, salt, today(now()), hit, productOfPage),
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
