import { expect, test } from "bun:test";
import { writtenDate } from "./written-date";

test("a date reads as Intl.DateTimeFormat writes it in English and Arabic (Latin digits), on every day of four years", () => {
  const intl = {
    en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
    ar: new Intl.DateTimeFormat("ar-EG-u-nu-latn", { dateStyle: "long", timeZone: "UTC" }),
  };
  const day = 24 * 60 * 60 * 1000;
  const start = Date.UTC(2024, 0, 1);
  const days = Array.from({ length: 4 * 366 }, (_, i) => new Date(start + i * day + 13 * 60 * 60 * 1000));
  for (const lang of ["en", "ar"] as const)
    expect(days.map((d) => writtenDate(d.toISOString(), lang))).toEqual(
      days.map((d) => intl[lang].format(d)),
    );
  expect(writtenDate("2026-03-12T23:30:00.000Z", "ar")).toBe("12 مارس 2026");
});

test("a calendar day is that day, whatever the zone of the machine that writes it", () => {
  expect(writtenDate("2026-11-25", "en")).toBe("25 November 2026");
  expect(writtenDate("2026-11-25", "ar")).toBe("25 نوفمبر 2026");
});
