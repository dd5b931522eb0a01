import { eq } from "drizzle-orm";
import { appointments } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound, parseInput } from "#server/core/errors.ts";
import { type AppointmentMove, appointmentMoveSchema } from "#shared/appointment-schema.ts";
import { instantOf } from "#shared/wall-clock.ts";
import { mailContext } from "../mail/context";
import { ensureRoom, isHolding } from "./capacity";
import { notifyVisitor } from "./mail";
import { bookingRules } from "./rules";
import { find, immediate, toAppointment } from "./service";

// The owner moves a pending or confirmed appointment to another time (docs/decisions/150): the same opening
// hours, horizon and room as a visitor's booking, the appointment itself not counted. The visitor is mailed the
// new time with the calendar file's update, in the row's transaction; the same time again changes nothing.
export async function move(deps: Deps, input: AppointmentMove) {
  const data = parseInput(appointmentMoveSchema(bookingRules(deps)), input);
  const known = find(deps, data.id);
  if (!known) throw notFound("Appointment");
  const mail = await mailContext(deps, known.lang === "ar" ? "ar" : "en");
  const at = instantOf(data, deps.settings.SITE_TIME_ZONE);
  const row = deps.db.transaction((tx) => {
    const current = tx.select().from(appointments).where(eq(appointments.id, data.id)).get();
    if (!current) throw notFound("Appointment");
    if (!isHolding(current.status)) {
      throw new AppError(409, "Only a pending or confirmed appointment can be moved; reopen it first");
    }
    if (current.preferredDate.getTime() === at) return current;
    ensureRoom(tx, deps.settings, at, "en", current.id);
    const updated = tx
      .update(appointments)
      .set({ preferredDate: new Date(at) })
      .where(eq(appointments.id, current.id))
      .returning()
      .get();
    if (!updated) throw notFound("Appointment");
    notifyVisitor(tx, mail, updated, "moved");
    return updated;
  }, immediate);
  return toAppointment(row, deps.settings.SITE_TIME_ZONE);
}
