import { and, gt, inArray, lt, ne } from "drizzle-orm";
import { appointments } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import type { AppointmentStatus } from "#shared/appointment-schema.ts";
import { type Availability, appointmentMinutes, heldAt, slotKey, slotsOn } from "#shared/booking-slots.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { businessRules } from "../business-rules/service";
import { bookingRules } from "./rules";

type Reader = Pick<Conn, "select">;
const hourMs = appointmentMinutes * 60_000;
// A pending or confirmed appointment holds its hour; a cancelled or completed one frees it.
export const isHolding = (status: AppointmentStatus) => status === "pending" || status === "confirmed";
const holding = inArray(appointments.status, ["pending", "confirmed"]);

function startsBetween(db: Reader, from: number, to: number, except?: string) {
  return db
    .select({ at: appointments.preferredDate })
    .from(appointments)
    .where(
      and(
        holding,
        gt(appointments.preferredDate, new Date(from)),
        lt(appointments.preferredDate, new Date(to)),
        except ? ne(appointments.id, except) : undefined,
      ),
    )
    .all()
    .map((row) => row.at.getTime());
}

// Called inside the write's transaction (begun IMMEDIATE, so no other write comes between the count and the
// insert): refuses a time that as many appointments as the slot's capacity already hold. `except` is the one being
// moved.
export function ensureRoom(tx: Reader, settings: Deps["settings"], at: number, lang: Lang, except?: string) {
  const starts = startsBetween(tx, at - hourMs, at + hourMs, except);
  if (heldAt(starts, at) < businessRules({ db: tx, settings }).bookingSlotCapacity) return;
  const message = validationMessages[lang].slotFull;
  throw new AppError(409, message, [{ path: "time", message }]);
}

// The choices a visitor (or the owner moving `except`) is offered: the start times of the days with bookings
// that are full, from now to the last bookable day.
export function availability(deps: Pick<Deps, "db" | "settings" | "now">, except?: string): Availability {
  const rules = bookingRules(deps);
  const capacity = businessRules(deps).bookingSlotCapacity;
  const zone = deps.settings.SITE_TIME_ZONE;
  const end = instantOf({ date: addDays(rules.lastDate, 1), time: "00:00" }, zone);
  const starts = startsBetween(deps.db, deps.now() - hourMs, end + hourMs, except);
  const days = new Set(starts.map((at) => wallClockOf(at, zone).date).filter((d) => d >= rules.now.date));
  const full = [...days].sort().flatMap((date) =>
    slotsOn(rules.week, date)
      .filter((time) => heldAt(starts, instantOf({ date, time }, zone)) >= capacity)
      .map((time) => slotKey(date, time)),
  );
  return { today: rules.now.date, lastDate: rules.lastDate, week: rules.week, full };
}
