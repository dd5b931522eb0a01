import { siteContent } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import type { BookingRules } from "#shared/appointment-schema.ts";
import { weeklyHours } from "#shared/booking-slots.ts";
import { contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { wallClockOf } from "#shared/wall-clock.ts";

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

// The opening hours the contact section shows, and the factory's clock now.
export const bookingRules = (deps: Pick<Deps, "db" | "settings" | "now">): BookingRules => ({
  week: weeklyHours(siteTextOf(deps.db, "en")),
  now: wallClockOf(deps.now(), deps.settings.SITE_TIME_ZONE),
});
