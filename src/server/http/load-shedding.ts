import type { MiddlewareHandler } from "hono";
import { overloaded } from "./gate";

// Fixed bounds, sized for the 1-2 cores of cheap hosting; the soak test (scripts/bench/soak.ts) checks them together.
export const serverLimits = {
  concurrentRenders: 2,
  queuedRenders: 64,
  concurrentHashes: 2,
  queuedHashes: 16,
  // The longest a request waits on a render, a resize or a password hash before it is answered 503.
  slowWorkTimeoutMs: 10_000,
  inFlightRequests: 256,
};

// Past `inFlightRequests` unfinished requests, a new one is answered 503 with Retry-After at once rather than
// queued. Only requests that wait on something are ever unfinished for long, and those wait in a Gate, which
// bounds the wait; a cached answer passes here in a microsecond.
export function loadShedding(limit = serverLimits.inFlightRequests): MiddlewareHandler {
  let inFlight = 0;
  return async (_c, next) => {
    if (inFlight >= limit) throw overloaded();
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
