import { siteContent } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import type { BookingRules } from "#shared/appointment-schema.ts";
import { weeklyHours } from "#shared/booking-slots.ts";
import { contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { addDays, wallClockOf } from "#shared/wall-clock.ts";
import { businessRules } from "../business-rules/service";

export const siteTextOf = (db: Pick<Conn, "select">, lang: Lang) =>
  contentLookup(
    new Map(
      db
        .select()
        .from(siteContent)
        .all()
        .map((r) => [r.key, r.value]),
    ),
    lang,
  );

// The opening hours the contact section shows, the factory's clock now and the last day the booking horizon
// (Settings, else BOOKING_HORIZON_DAYS) away from today (docs/decisions/150).
export function bookingRules(deps: Pick<Deps, "db" | "settings" | "now">): Required<BookingRules> {
  const now = wallClockOf(deps.now(), deps.settings.SITE_TIME_ZONE);
  return {
    week: weeklyHours(siteTextOf(deps.db, "en")),
    now,
    lastDate: addDays(now.date, businessRules(deps).bookingHorizonDays),
  };
}
