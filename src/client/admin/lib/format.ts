import { writtenDate } from "#shared/written-date.ts";

// The admin writes a date one way, as the quote PDF and the buyer's page do ("26 November 2026"), and a date with a
// time as that date and a 24-hour time ("26 November 2026, 15:54"), the way bookings and the Activity log read on
// the factory's clock (docs/decisions/042).
const pad = (n: number) => String(n).padStart(2, "0");

// A calendar day (YYYY-MM-DD on the factory's clock: a booking, a quote's last valid day) is that day wherever
// the browser is.
export const formatDay = (day: string) => writtenDate(day, "en");

// A day and time the server already gives on the factory's clock (an appointment, an Activity entry).
export const formatDayTime = (day: string, time: string) => `${formatDay(day)}, ${time}`;

const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

// An instant (a record's createdAt) on the browser's clock.
export const formatDate = (value: string | Date) => formatDay(localDay(new Date(value)));
export const formatDateTime = (value: string | Date) => {
  const d = new Date(value);
  return formatDayTime(localDay(d), `${pad(d.getHours())}:${pad(d.getMinutes())}`);
};
