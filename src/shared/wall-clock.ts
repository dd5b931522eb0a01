// Dates and times as the factory's clock shows them ("2026-12-01", "10:30") in an IANA time zone, and the
// instants they stand for. The visitor books in the factory's time: opening hours are local to it.
export type WallClock = { date: string; time: string };

const pad = (n: number) => String(n).padStart(2, "0");

function partsIn(ms: number, timeZone: string) {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const part = (type: string) => Number(format.formatToParts(ms).find((p) => p.type === type)?.value);
  return { y: part("year"), m: part("month"), d: part("day"), h: part("hour"), mi: part("minute") };
}

export function wallClockOf(ms: number, timeZone: string): WallClock {
  const p = partsIn(ms, timeZone);
  return { date: `${p.y}-${pad(p.m)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.mi)}` };
}

const asUtc = ({ date, time }: WallClock) => Date.parse(`${date}T${time}:00Z`);

// The zone's offset at an instant, then once more at the corrected instant, so a time next to a daylight-saving
// change still lands on the wall clock asked for.
export function instantOf(clock: WallClock, timeZone: string) {
  const wanted = asUtc(clock);
  const offsetAt = (ms: number) => asUtc(wallClockOf(ms, timeZone)) - ms;
  const first = wanted - offsetAt(wanted);
  return wanted - offsetAt(first);
}

export const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

// "2026-02-30" is not a day; Date.parse would quietly roll it over.
export function isCalendarDate(text: string) {
  const match = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text;
}

export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Monday is 0, as in opening-hours.ts.
export const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
