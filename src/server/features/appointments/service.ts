import { eq } from "drizzle-orm";
import { appointments } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { notFound, parseInput } from "#server/core/errors.ts";
import {
  type AppointmentInput,
  type AppointmentStatus,
  appointmentSchema,
} from "#shared/appointment-schema.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { storedSource } from "#shared/lead-source.ts";
import { instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { mailContext } from "../mail/context";
import type { MailContext } from "../mail/notify";
import { ensureRoom, isHolding } from "./capacity";
import { notifyBooking, notifyVisitor } from "./mail";
import { bookingRules } from "./rules";

type Row = typeof appointments.$inferSelect;
type BookingDeps = Pick<Deps, "db" | "settings" | "now">;
// The count of a time's bookings and the write that adds one must see the same rows (docs/decisions/150).
export const immediate = { behavior: "immediate" } as const;

// What the admin reads: the instants as ISO text, and the booked date and time on the factory's clock.
export const toAppointment = (row: Row, timeZone: string) => ({
  ...row,
  ...wallClockOf(row.preferredDate.getTime(), timeZone),
  preferredDate: row.preferredDate.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
export type Appointment = ReturnType<typeof toAppointment>;

// Every door checks the fields with the shared schema first; this adds what needs the server: the opening hours
// today's date on the factory's clock, the booking horizon and the room left at that time (docs/decisions/150,
// 151). `messages` is the language of a refusal; the mail's language (the page's) is kept with the row for the
// mail the visitor gets once the owner confirms. The row and its mail are stored together or not at all (080).
export function book(deps: BookingDeps, input: AppointmentInput, mail: MailContext, messages: Lang) {
  const data = parseInput(appointmentSchema(messages, bookingRules(deps)), input);
  const at = instantOf(data, deps.settings.SITE_TIME_ZONE);
  const row = deps.db.transaction((tx) => {
    ensureRoom(tx, deps.settings, at, messages);
    const inserted = tx
      .insert(appointments)
      .values({
        companyName: data.companyName,
        contactPerson: data.contactPerson,
        email: data.email,
        phone: data.phone,
        kind: data.kind,
        preferredDate: new Date(at),
        message: data.message,
        lang: mail.lang,
        ...storedSource(data.source),
      })
      .returning()
      .get();
    notifyBooking(tx, mail, inserted);
    return inserted;
  }, immediate);
  return { id: row.id, status: row.status };
}

export const find = (deps: Pick<Deps, "db">, id: string) =>
  deps.db.select().from(appointments).where(eq(appointments.id, id)).get();

// Confirming a pending appointment mails the visitor the appointment with an .ics file; cancelling a confirmed one
// mails the cancellation that removes it from their calendar. Reopening a completed one (back to confirmed) sends
// nothing. The mail is written in the same transaction as the status. Reopening a cancelled or completed one takes
// its hour back, so it needs room there like a new booking.
export async function setStatus(deps: Deps, id: string, status: AppointmentStatus) {
  const known = find(deps, id);
  if (!known) throw notFound("Appointment");
  const mail = await mailContext(deps, known.lang === "ar" ? "ar" : "en");
  const row = deps.db.transaction((tx) => {
    const current = tx.select().from(appointments).where(eq(appointments.id, id)).get();
    const previous = current?.status;
    if (current && !isHolding(current.status) && isHolding(status)) {
      ensureRoom(tx, deps.settings, current.preferredDate.getTime(), "en", id);
    }
    const updated = tx.update(appointments).set({ status }).where(eq(appointments.id, id)).returning().get();
    if (!updated) throw notFound("Appointment");
    if (status === "confirmed" && previous === "pending") notifyVisitor(tx, mail, updated, "confirmed");
    if (status === "cancelled" && previous === "confirmed") notifyVisitor(tx, mail, updated, "cancelled");
    return updated;
  }, immediate);
  return toAppointment(row, deps.settings.SITE_TIME_ZONE);
}
