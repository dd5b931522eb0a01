import { describe, expect, test } from "bun:test";
import { DailySalt } from "./daily-salt";
import { type DeviceClass, deviceClassOf, isAutomated } from "./signals";

describe("the visitor hash", () => {
  test("is the same for the same address, browser and site on one day", () => {
    const salt = new DailySalt();
    const a = salt.visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.0", "tissue.example");
    expect(salt.visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.0", "tissue.example")).toBe(a);
    expect(salt.visitorOf("2026-11-25", "1.2.3.5", "Mozilla/5.0", "tissue.example")).not.toBe(a);
    expect(salt.visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.1", "tissue.example")).not.toBe(a);
    expect(salt.visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.0", "other.example")).not.toBe(a);
  });

  test("changes with the day, and a forgotten salt is not found again", () => {
    const salt = new DailySalt();
    const monday = salt.visitorOf("2026-11-23", "1.2.3.4", "Mozilla/5.0", "s");
    expect(salt.visitorOf("2026-11-24", "1.2.3.4", "Mozilla/5.0", "s")).not.toBe(monday);
    const tuesday = salt.visitorOf("2026-11-24", "1.2.3.4", "Mozilla/5.0", "s");
    salt.forget();
    expect(salt.visitorOf("2026-11-24", "1.2.3.4", "Mozilla/5.0", "s")).not.toBe(tuesday);
  });

  test("is not the address: two salts give unrelated hashes for the same visitor", () => {
    const one = new DailySalt().visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.0", "s");
    const two = new DailySalt().visitorOf("2026-11-25", "1.2.3.4", "Mozilla/5.0", "s");
    expect(one).not.toBe(two);
  });
});

describe("the request's own signals", () => {
  test("browsers are people; crawlers and tools are not", () => {
    expect(
      isAutomated("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15"),
    ).toBe(false);
    expect(isAutomated("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(true);
    expect(isAutomated("facebookexternalhit/1.1")).toBe(true);
    expect(isAutomated("python-requests/2.31")).toBe(true);
  });

  test.each<[string, DeviceClass]>([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148", "phone"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile Safari", "phone"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)", "tablet"],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131 Safari", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131", "desktop"],
  ])("the device class of %p is %p", (userAgent, device) => {
    expect(deviceClassOf(userAgent)).toBe(device);
  });
});
