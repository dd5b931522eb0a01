import { expect, test } from "bun:test";
import { formatDay } from "./format";

test("a calendar day reads as the same day whatever the browser's time zone", () => {
  const zone = process.env.TZ;
  for (const tz of ["America/Los_Angeles", "Asia/Dubai", "UTC"]) {
    process.env.TZ = tz;
    expect(formatDay("2026-12-26")).toBe("Sat, 26 Dec 2026");
  }
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
