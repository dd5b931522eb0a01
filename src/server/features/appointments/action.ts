import { visitorAction } from "#server/http/visitor-action.ts";
import { appointmentSchema } from "#shared/appointment-schema.ts";
import { mailContextOf } from "../mail/context";
import { bookingRules } from "./rules";
import { book } from "./service";

// A booking of a visit or a call (docs/decisions/150): POST /api/appointments, and the form at /book. Checked
// against the opening hours and the horizon already here, so a refused time shows under its field in the
// visitor's words; a time that filled up is the service's 409 on `time`.
export const bookingAction = visitorAction({
  schema: (lang, c) => appointmentSchema(lang, bookingRules(c.get("deps"))),
  save: async (c, data, { lang, mailLang }) =>
    book(c.get("deps"), data, await mailContextOf(c, mailLang), lang),
  answer: (booked) => [booked, 201],
});
