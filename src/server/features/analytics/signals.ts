// What a beacon request's own headers say about whether and how to count it. Nothing here is stored: the
// User-Agent only picks a device class and is mixed into the day's visitor hash (docs/decisions/200).

// Crawlers, link previews, monitors, scripts and headless browsers name themselves in their User-Agent; a browser
// always starts with "Mozilla/".
const automated =
  /bot|crawl|spider|slurp|headless|lighthouse|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|scrapy|phantom|selenium|puppeteer|playwright/i;

export function isAutomated(userAgent: string) {
  return !userAgent.startsWith("Mozilla/") || automated.test(userAgent);
}

// Do Not Track and Global Privacy Control are honoured: such a visit is not counted at all.
export function optedOut(headers: Headers) {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

// A page the browser only fetched ahead of time was not seen.
export function isPrefetch(headers: Headers) {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|android(?!.*mobile)/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return "phone";
  return "desktop";
}
