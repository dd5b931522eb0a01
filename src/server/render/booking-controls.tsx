import { inputClass } from "#client/components/site-ui/styles.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";

// The booking form's own controls on the plain page (docs/decisions/150): the browser's date picker from
// today to the last bookable day, and a list of the half hours inside any day's opening hours. The page has no script, so the list cannot
// follow the chosen day; the server says if the time does not fit that day. Nothing is `required`: a missing
// field is answered by the server under the field, in the visitor's language, like the other forms (013).
export type BookingChoices = { today: string; lastDate: string; slots: string[]; hours: string[] };

// The id, name and error links every control of the plain forms carries.
export type ControlAttributes = {
  id: string;
  name: string;
  "aria-invalid"?: "true";
  "aria-describedby"?: string;
};

type ControlProps = {
  kind: "date" | "time";
  attributes: ControlAttributes;
  value: string;
  lang: Lang;
  booking: BookingChoices;
};

export function BookingControl({ kind, attributes, value, lang, booking }: ControlProps) {
  const t = translator(lang);
  switch (kind) {
    case "date":
      return (
        <input
          {...attributes}
          type="date"
          min={booking.today}
          max={booking.lastDate}
          className={inputClass}
          defaultValue={value}
        />
      );
    case "time":
      return (
        // A refused time that is not among the free ones shows the placeholder, never the first time on the list.
        <select
          {...attributes}
          className={inputClass}
          defaultValue={booking.slots.includes(value) ? value : ""}
        >
          <option value="" disabled>
            {t("chooseTimeOption")}
          </option>
          {booking.slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      );
  }
}

export function BookingIntro({ lang, booking }: { lang: Lang; booking: BookingChoices }) {
  const t = translator(lang);
  return (
    <div className="sm:col-span-2 text-slate-600">
      <p>{t("bookIntro")}</p>
      <p className="mt-2 text-sm">{t("bookHoursNote")}</p>
      <ul className="mt-1 text-sm">
        {booking.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
