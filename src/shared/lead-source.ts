import { z } from "zod";
import { firstTouchFrom, sourceLabel, touchOf } from "./first-touch";

export { langOfPath, pageOf, referrerHostOf, sourceLabel } from "./first-touch";

// Where a visit (and so a lead) came from, as the landing URL and the browser's Referer tell it, and nothing
// about the person: no address, no device, no identifier (docs/decisions/200, docs/privacy.md). Stored
// beside each lead (db/schema.ts) and counted by the visit statistics.
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

// Pure: the same landing URL and referrer always give the same source. siteHost is the site's own host name.
export const leadSourceOf = (landing: string, referrer: string | null | undefined, siteHost: string) =>
  leadSourceSchema.parse(touchOf(landing, referrer, siteHost));

// A page's own address and Referer, carrying a same-site Referer's tags one step (first-touch.ts).
export const firstTouchOf = (page: string, referrer: string | null | undefined, siteHost: string) =>
  leadSourceSchema.parse(firstTouchFrom(page, referrer, siteHost));

// A lead's source as a form sends it: whatever is missing or does not fit the shape is "unknown", stored as null
// under "direct", and never refuses the lead it came with.
export const leadSourceField = leadSourceSchema.nullish().catch(null);

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
