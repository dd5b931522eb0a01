import type { Deps } from "#server/context.ts";
import { wallClockOf } from "#shared/wall-clock.ts";

// A quote is valid through its date on the factory's clock.
export const todayOf = (deps: Deps) => wallClockOf(deps.now(), deps.settings.SITE_TIME_ZONE).date;
