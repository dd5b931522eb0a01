import { days, hourKeys, openingHours } from "./opening-hours";
import { weekdayOf } from "./wall-clock";

// The times a visit or call may start: every half hour from opening until an hour before closing, by the opening
// hours the contact section shows (docs/decisions/150). A day whose line does not parse is closed.
export const slotMinutes = 30;
export const appointmentMinutes = 60;

export type WeeklyHours = Array<{ opens: number; closes: number } | null>;

const minutesOf = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

// From the English lines (day names and times read the same in both languages).
export function weeklyHours(englishText: (key: string) => string): WeeklyHours {
  const week: WeeklyHours = days.map(() => null);
  for (const spec of openingHours(hourKeys.map(englishText))) {
    for (const day of spec.dayOfWeek) {
      const index = days.findIndex((name) => day.endsWith(`/${name}`));
      week[index] = { opens: minutesOf(spec.opens), closes: minutesOf(spec.closes) };
    }
  }
  return week;
}

function slotsBetween(opens: number, closes: number) {
  const out: string[] = [];
  for (let at = opens; at + appointmentMinutes <= closes; at += slotMinutes) out.push(timeOf(at));
  return out;
}

export function slotsOn(week: WeeklyHours, date: string) {
  const hours = week[weekdayOf(date)];
  return hours ? slotsBetween(hours.opens, hours.closes) : [];
}

// Every start time of any open day, in order: the time list of a page that cannot change with the chosen date.
export function everySlot(week: WeeklyHours) {
  const all = new Set(week.flatMap((hours) => (hours ? slotsBetween(hours.opens, hours.closes) : [])));
  return [...all].sort();
}

export const isOpenDay = (week: WeeklyHours, date: string) => week[weekdayOf(date)] !== null;
