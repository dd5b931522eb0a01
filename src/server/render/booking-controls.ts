import { inputClass } from "#client/components/site-ui/styles.ts";
import { escapeHtml as e } from "#shared/html.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";

// The booking form's own controls on the plain page (docs/decisions/150, 151): the browser's date picker from
// today to the last bookable day, and a list of the half hours inside any day's opening hours. The page has no script, so the list cannot
// follow the chosen day; the server says if the time does not fit that day. Nothing is `required`: a missing
// field is answered by the server under the field, in the visitor's language, like the other forms (013).
export type BookingChoices = { today: string; lastDate: string; slots: string[]; hours: string[] };

export function bookingControl(
  kind: "appointmentKind" | "date" | "time",
  attributes: string,
  value: string,
  lang: Lang,
  booking: BookingChoices,
) {
  const t = translator(lang);
  const option = (v: string, label: string) =>
    `<option value="${e(v)}"${v === value ? " selected" : ""}>${e(label)}</option>`;
  switch (kind) {
    case "appointmentKind":
      return `<select ${attributes} class="${inputClass}">${option("visit", t("kindVisit"))}${option("call", t("kindCall"))}</select>`;
    case "date":
      return `<input ${attributes} type="date" min="${booking.today}" max="${booking.lastDate}" class="${inputClass}" value="${e(value)}">`;
    case "time": {
      const empty = `<option value=""${value ? "" : " selected"} disabled>${e(t("chooseTimeOption"))}</option>`;
      return `<select ${attributes} class="${inputClass}">${empty}${booking.slots.map((slot) => option(slot, slot)).join("")}</select>`;
    }
  }
}

export function bookingIntro(lang: Lang, booking: BookingChoices) {
  const t = translator(lang);
  const hours = booking.hours.map((line) => `<li>${e(line)}</li>`).join("");
  return `<div class="sm:col-span-2 text-slate-600"><p>${e(t("bookIntro"))}</p><p class="mt-2 text-sm">${e(t("bookHoursNote"))}</p><ul class="mt-1 text-sm">${hours}</ul></div>`;
}
