import { expect, test } from "bun:test";
import { openingHours } from "./opening-hours";

test("the shown opening hours become schema.org specifications; closed days and free text add nothing", () => {
  expect(
    openingHours([
      "Monday - Friday: 8:00 AM - 6:00 PM",
      "Saturday: 9:00 AM - 4:00 PM",
      "Sunday: Closed",
      "Call us any time",
      "Sat: 12 pm - 12:30 am",
    ]),
  ).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
        (d) => `https://schema.org/${d}`,
      ),
      opens: "08:00",
      closes: "18:00",
    },
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Saturday"],
      opens: "09:00",
      closes: "16:00",
    },
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Saturday"],
      opens: "12:00",
      closes: "00:30",
    },
  ]);
});
