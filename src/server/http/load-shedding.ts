import type { MiddlewareHandler } from "hono";
import { overloaded, serverLimits } from "#server/core/gate.ts";

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
