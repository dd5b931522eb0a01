import type { AppointmentInput } from "#shared/appointment-schema.ts";

// Days for booking tests, on the factory's clock (SITE_TIME_ZONE is UTC in tests): the sample opening hours are
// Monday to Friday 8-18, Saturday 9-16, Sunday closed.
const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// A day `days` from now, as a quote's validUntil takes it.
export const later = (days: number) => iso(Date.now() + days * dayMs);

// The first given weekday (0 Sunday ... 6 Saturday) at least `after` days from now.
export function nextWeekday(weekday: number, after = 2, now = Date.now()) {
  let at = now + after * dayMs;
  while (new Date(at).getUTCDay() !== weekday) at += dayMs;
  return iso(at);
}

export const nextMonday = (after?: number) => nextWeekday(1, after);
export const nextSunday = (after?: number) => nextWeekday(0, after);
export const yesterday = (now = Date.now()) => iso(now - dayMs);

export const booking = (overrides: Record<string, unknown> = {}): AppointmentInput => ({
  companyName: "Grand Hotel",
  contactPerson: "Layla Haddad",
  email: "layla@grand-hotel.example",
  phone: "+966 50 123 4567",
  kind: "visit",
  date: nextMonday(),
  time: "10:00",
  message: "We would like to see the napkin line.",
  ...overrides,
});
