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

// An appointment is an hour, so one starting at `at` (ms) shares time with every start less than an hour away:
// how many of `starts` hold the factory at that time (docs/decisions/150).
export const heldAt = (starts: number[], at: number) =>
  starts.filter((start) => Math.abs(start - at) < appointmentMinutes * 60_000).length;

// What a visitor may choose from: today and the last bookable day on the factory's clock, the opening hours, and
// the start times already taken by as many appointments as one hour holds ("YYYY-MM-DD HH:MM").
export type Availability = { today: string; lastDate: string; week: WeeklyHours; full: string[] };
export const slotKey = (date: string, time: string) => `${date} ${time}`;
export const freeSlotsOn = (week: WeeklyHours, date: string, full: string[]) =>
  slotsOn(week, date).filter((time) => !full.includes(slotKey(date, time)));
