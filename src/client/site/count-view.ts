import type { Beacon } from "#shared/analytics.ts";

// One page view for the site's own statistics (docs/decisions/200): the path seen, the page's address (its
// campaign tags) and where the visitor came from, sent in a beacon's body, never in a URL. No cookie, no storage,
// no identifier: the server counts the request itself.
export function countView(product?: string) {
  const beacon: Beacon = {
    page: location.pathname,
    location: location.href,
    referrer: document.referrer,
    product,
  };
  try {
    navigator.sendBeacon("/v", new Blob([JSON.stringify(beacon)], { type: "application/json" }));
  } catch {
    // A browser without beacons is simply not counted.
  }
}
