import { expect, test } from "bun:test";
import { allUpcoming } from "./next-appointments";

test("the dashboard's link to the upcoming appointments reads as English for one and for many", () => {
  expect(allUpcoming(1)).toBe("Open in Appointments");
  expect(allUpcoming(2)).toBe("All 2 upcoming");
  expect(allUpcoming(1200)).toBe("All 1,200 upcoming");
});
