import { z } from "zod";
import { isOpenDay, slotsOn, type WeeklyHours } from "./booking-slots";
import type { Lang } from "./i18n/index";
import { validationMessages } from "./i18n/validation";
import { leadSourceField } from "./lead-source";
import { emailIn, honeypot, idSchema, optionalText, requiredText } from "./schemas";
import { textLimits } from "./visitor-limits";
import { isCalendarDate, type WallClock } from "./wall-clock";

export const appointmentKinds = ["visit", "call"] as const;
export const appointmentStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];
export type AppointmentStatus = (typeof appointmentStatuses)[number];

// What a booking is checked against: the opening hours, the factory's clock now and the last day a visitor may
// book (docs/decisions/150). The server passes its own; the browser passes the page's hours, its clock and, once
// it has arrived, the server's last day, so most mistakes show before anything is sent.
export type BookingRules = { week: WeeklyHours; now: WallClock; lastDate?: string };
type Messages = (typeof validationMessages)[Lang];

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

const whenFields = (m: Messages) => ({
  date: z.string({ error: m.chooseDate }).trim().refine(isCalendarDate, m.chooseDate),
  time: z.string({ error: m.chooseTime }).trim().regex(timeOfDay, m.chooseTime),
});

// A malformed day or time already has its message; the rules speak only of real ones.
const checkWhen =
  (m: Messages, rules: BookingRules) =>
  ({ date, time }: WallClock, ctx: z.RefinementCtx) => {
    const problem = (path: "date" | "time", message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!isCalendarDate(date)) return;
    if (date < rules.now.date) return problem("date", m.datePast);
    if (rules.lastDate && date > rules.lastDate)
      return problem("date", m.dateTooFar.replace("{date}", rules.lastDate));
    if (!isOpenDay(rules.week, date)) return problem("date", m.closedDay);
    if (!timeOfDay.test(time)) return;
    if (!slotsOn(rules.week, date).includes(time)) problem("time", m.outsideHours);
    else if (date === rules.now.date && time <= rules.now.time) problem("time", m.timePast);
  };

// "Book a visit or a call" (docs/decisions/150), with its messages in one language; the API speaks English.
export function appointmentSchema(lang: Lang, rules?: BookingRules) {
  const m = validationMessages[lang];
  const fields = z.object({
    companyName: requiredText(m, textLimits.companyName),
    contactPerson: requiredText(m, textLimits.personName),
    email: emailIn(m),
    phone: requiredText(m, textLimits.phone),
    kind: z.enum(appointmentKinds, { error: m.required }).default("visit"),
    ...whenFields(m),
    message: optionalText(m, textLimits.note),
    website: honeypot(lang),
    source: leadSourceField,
  });
  return rules ? fields.superRefine(checkWhen(m, rules)) : fields;
}

// The owner moves an appointment to another day and time, checked by the same rules (the admin reads English).
export function appointmentMoveSchema(rules?: BookingRules) {
  const m = validationMessages.en;
  const fields = z.object({ id: idSchema, ...whenFields(m) });
  return rules ? fields.superRefine(checkWhen(m, rules)) : fields;
}
export type AppointmentMove = z.output<ReturnType<typeof appointmentMoveSchema>>;

export type AppointmentInput = z.input<ReturnType<typeof appointmentSchema>>;
export type AppointmentData = z.output<ReturnType<typeof appointmentSchema>>;

export const appointmentStatusSchema = z.object({
  id: idSchema,
  status: z.enum(appointmentStatuses, {
    error: "Status must be pending, confirmed, completed or cancelled",
  }),
});
