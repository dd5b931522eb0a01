const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
export const formatDate = (value: string | Date) => date.format(new Date(value));

// Case-insensitive match of a typed search against any of the given fields.
export function matchesText(query: string, fields: Array<string | null | undefined>) {
  const needle = query.trim().toLowerCase();
  return needle === "" || fields.some((field) => field?.toLowerCase().includes(needle));
}
