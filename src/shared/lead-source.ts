import { z } from "zod";

// Where a visit (and so a lead) came from, as the landing URL and the browser's Referer tell it, and nothing
// about the person: no address, no device, no identifier (docs/decisions/200, docs/privacy.md). The same shape is
// meant to be stored beside each lead once the forms carry it.
const short = z.string().trim().max(100);

export const leadSourceSchema = z.object({
  utmSource: short.nullable(),
  utmMedium: short.nullable(),
  utmCampaign: short.nullable(),
  utmTerm: short.nullable(),
  utmContent: short.nullable(),
  // Whether an ad click id came along; the id itself is never kept.
  gclid: z.boolean(),
  fbclid: z.boolean(),
  // Another site's host name only; the visitor's own path on that site is not kept.
  referrerHost: z.string().max(253).nullable(),
  landingPage: z.string().max(300),
  lang: z.enum(["en", "ar"]),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

const utm = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

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
export function leadSourceOf(landing: string, referrer: string | null | undefined, siteHost: string) {
  const url = parsed(landing, "http://site.invalid") ?? new URL("http://site.invalid/");
  const [source, medium, campaign, term, content] = utm.map((name) => param(url, name));
  return leadSourceSchema.parse({
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
  });
}

// The one word a visit's source is counted under: the campaign's own name for it, else the ad network a click
// id names, else the referring site, else "direct".
export function sourceLabel(source: LeadSource) {
  if (source.utmSource) return source.utmSource;
  if (source.gclid) return "google ads";
  if (source.fbclid) return "facebook ads";
  return source.referrerHost ?? "direct";
}
