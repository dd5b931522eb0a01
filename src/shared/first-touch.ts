import type { LeadSource } from "./lead-source";

// Reading a visit's source from a URL and a Referer, without zod: the site's entry script (src/client/main.tsx)
// runs this on the first page, and the server validates what it sends (lead-source.ts, docs/decisions/200).
const utm = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const tags = [...utm, "gclid", "fbclid"];

const parsed = (url: string, base?: string) => {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
};

const param = (url: URL, name: string) => {
  const value = url.searchParams.get(name)?.trim().toLowerCase().slice(0, 100);
  return value ? value : null;
};

// The landing page is its path alone: the query (campaign tags, click ids, anything else) is read, not kept.
export const pageOf = (path: string) => (path.length > 300 ? path.slice(0, 300) : path) || "/";

export const langOfPath = (path: string): LeadSource["lang"] =>
  path === "/ar" || path.startsWith("/ar/") ? "ar" : "en";

// The Referer's host when it is another site; the site's own pages and anything unreadable give null.
export function referrerHostOf(referrer: string | null | undefined, siteHost: string) {
  const url = referrer ? parsed(referrer) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return host && host !== siteHost.toLowerCase().replace(/^www\./, "") ? host.slice(0, 253) : null;
}

// Pure: the same landing URL and referrer always give the same source. siteHost is the site's own host name.
export function touchOf(landing: string, referrer: string | null | undefined, siteHost: string): LeadSource {
  const url = parsed(landing, "http://site.invalid") ?? new URL("http://site.invalid/");
  const [source, medium, campaign, term, content] = utm.map((name) => param(url, name));
  return {
    utmSource: source ?? null,
    utmMedium: medium ?? null,
    utmCampaign: campaign ?? null,
    utmTerm: term ?? null,
    utmContent: content ?? null,
    gclid: url.searchParams.has("gclid"),
    fbclid: url.searchParams.has("fbclid"),
    referrerHost: referrerHostOf(referrer, siteHost),
    landingPage: pageOf(url.pathname),
    lang: langOfPath(url.pathname),
  };
}

// The first touch as one page of the site sees it. A page reached from another page of the site (its Referer on
// this host) carries that page's address and campaign tags one step further; a page with tags of its own, or
// reached from elsewhere or from nowhere, is itself the landing page.
export function firstTouchFrom(page: string, referrer: string | null | undefined, siteHost: string) {
  const own = parsed(page, "http://site.invalid");
  const hasTags = own ? tags.some((name) => own.searchParams.has(name)) : false;
  const from = referrer ? parsed(referrer) : undefined;
  const web = from?.protocol === "http:" || from?.protocol === "https:";
  if (!hasTags && from && web && from.hostname !== "" && referrerHostOf(referrer, siteHost) === null) {
    return touchOf(`${from.pathname}${from.search}`, null, siteHost);
  }
  return touchOf(page, referrer, siteHost);
}

// The one word a visit's source is counted under: the campaign's own name for it, else the ad network a click
// id names, else the referring site, else "direct".
export function sourceLabel(source: LeadSource) {
  if (source.utmSource) return source.utmSource;
  if (source.gclid) return "google ads";
  if (source.fbclid) return "facebook ads";
  return source.referrerHost ?? "direct";
}
