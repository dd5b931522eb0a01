import { expect, test } from "bun:test";
import { formatDate, formatDateTime, formatDay, formatDayTime } from "./format";

function inZone(tz: string, run: () => void) {
  const zone = process.env.TZ;
  process.env.TZ = tz;
  try {
    run();
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

test("a calendar day reads as the same day whatever the browser's time zone", () => {
  for (const tz of ["America/Los_Angeles", "Asia/Dubai", "UTC"])
    inZone(tz, () => expect(formatDay("2026-12-26")).toBe("26 December 2026"));
});

test("a booking's day and time on the factory's clock read as one date and a 24-hour time", () => {
  inZone("America/Los_Angeles", () =>
    expect(formatDayTime("2026-12-01", "10:00")).toBe("1 December 2026, 10:00"),
  );
});

test("an instant reads as a date and a 24-hour time on the browser's clock, written as every other date", () => {
  const at = "2026-11-26T15:54:00.000Z";
  inZone("UTC", () => {
    expect(formatDateTime(at)).toBe("26 November 2026, 15:54");
    expect(formatDate(at)).toBe("26 November 2026");
  });
  inZone("Asia/Riyadh", () => {
    expect(formatDateTime(at)).toBe("26 November 2026, 18:54");
    expect(formatDateTime(new Date("2026-11-26T21:05:00.000Z"))).toBe("27 November 2026, 00:05");
    expect(formatDate("2026-11-26T21:05:00.000Z")).toBe("27 November 2026");
  });
});
