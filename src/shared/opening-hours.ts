// The opening hours as schema.org reads them, parsed from the lines the contact section shows (the English
// values: day names and times are the same in both languages). A line that does not read like
// "Monday - Friday: 8:00 AM - 6:00 PM" (a closed day, or the owner's own wording) adds nothing.
// The content keys of the three lines the contact section shows.
export const hourKeys = ["contact_hours_weekdays", "contact_hours_saturday", "contact_hours_sunday"];
export const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const line =
  /^\s*([a-z]+)(?:\s*[-–]\s*([a-z]+))?\s*:\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*[-–]\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*$/i;

const dayOf = (name: string) =>
  days.find((day) => day.toLowerCase().startsWith(name.toLowerCase().slice(0, 3)));

function time24(text: string) {
  const match = text.match(/(\d{1,2})(?::(\d{2}))?\s*([ap])/i);
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]?.toLowerCase() === "p" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

export type OpeningHours = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

export function openingHours(lines: string[]): OpeningHours[] {
  return lines.flatMap((text) => {
    const match = text.match(line);
    const first = match?.[1] ? dayOf(match[1]) : undefined;
    const last = match?.[2] ? dayOf(match[2]) : first;
    const opens = match?.[3] ? time24(match[3]) : undefined;
    const closes = match?.[4] ? time24(match[4]) : undefined;
    if (!first || !last || !opens || !closes) return [];
    const from = days.indexOf(first);
    const to = days.indexOf(last);
    if (to < from) return [];
    const dayOfWeek = days.slice(from, to + 1).map((day) => `https://schema.org/${day}`);
    return [{ "@type": "OpeningHoursSpecification" as const, dayOfWeek, opens, closes }];
  });
}
