import { expect, test } from "bun:test";
import { nextDelay } from "./backoff";

const minute = 60_000;
const hour = 60 * minute;

test("retries wait 1 min, 5 min, 30 min, 2 h, then 6 h, and stop once three days would pass", () => {
  expect([1, 2, 3, 4, 5, 6].map(nextDelay)).toEqual([
    minute,
    5 * minute,
    30 * minute,
    2 * hour,
    6 * hour,
    6 * hour,
  ]);
  let attempts = 1;
  let elapsed = 0;
  for (let delay = nextDelay(attempts); delay !== null; delay = nextDelay(++attempts)) elapsed += delay;
  expect(elapsed).toBeLessThanOrEqual(72 * hour);
  expect(elapsed).toBeGreaterThan(66 * hour);
});
