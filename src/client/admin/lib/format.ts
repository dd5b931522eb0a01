const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
export const formatDate = (value: string | Date) => date.format(new Date(value));

const day = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
// A calendar day (YYYY-MM-DD on the factory's clock: a booking, a quote's last valid day), read in UTC so the
// browser's own time zone never moves it to the day before.
export const formatDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
