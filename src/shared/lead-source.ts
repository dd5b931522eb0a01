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

// A lead's source as a form sends it (docs/decisions/201): whatever is missing or does not fit the shape is
// "unknown", stored as null under "direct", and never refuses the lead it came with.
export const leadSourceField = leadSourceSchema.nullish().catch(null);

const tags = [...utm, "gclid", "fbclid"];

// The first touch as one page of the site sees it. A page reached from another page of the site (its Referer on
// this host) carries that page's address and campaign tags one step further; a page with tags of its own, or
// reached from elsewhere or from nowhere, is itself the landing page.
export function firstTouchOf(page: string, referrer: string | null | undefined, siteHost: string) {
  const own = parsed(page, "http://site.invalid");
  const hasTags = own ? tags.some((name) => own.searchParams.has(name)) : false;
  const from = referrer ? parsed(referrer) : undefined;
  const web = from?.protocol === "http:" || from?.protocol === "https:";
  if (!hasTags && from && web && from.hostname !== "" && referrerHostOf(referrer, siteHost) === null) {
    return leadSourceOf(`${from.pathname}${from.search}`, null, siteHost);
  }
  return leadSourceOf(page, referrer, siteHost);
}

// A hidden form field holds the source as JSON; anything else is no source.
export function leadSourceOfText(text: string | undefined) {
  if (!text) return null;
  try {
    const source = leadSourceSchema.safeParse(JSON.parse(text));
    return source.success ? source.data : null;
  } catch {
    return null;
  }
}

// The two columns each lead table keeps (db/schema.ts).
export const storedSource = (source: LeadSource | null | undefined) => ({
  source: source ?? null,
  sourceKey: source ? sourceLabel(source) : "direct",
});
