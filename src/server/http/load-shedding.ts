import type { MiddlewareHandler } from "hono";
import { overloaded } from "./gate";

// Fixed bounds, sized for the 1-2 cores of cheap hosting; the soak test (scripts/soak.ts) checks them together.
export const serverLimits = {
  concurrentRenders: 2,
  queuedRenders: 64,
  concurrentHashes: 2,
  queuedHashes: 16,
  inFlightRequests: 256,
  readTimeoutMs: 10_000,
};

// The server protects itself: past `inFlightRequests` unfinished requests, a new one is answered 503 with
// Retry-After at once rather than queued; a read that takes longer than `readTimeoutMs` is answered 503 too.
// Writes are never cut short: their answer must say whether they were stored, so they run to the end.
export function loadShedding(limits = serverLimits): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= limits.inFlightRequests) throw overloaded();
    inFlight++;
    const done = next().finally(() => {
      inFlight--;
    });
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return done;
    let timer: Timer | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(overloaded()), limits.readTimeoutMs);
    });
    try {
      await Promise.race([done, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}
