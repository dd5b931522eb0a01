import { z } from "zod";

// What the page's script sends for a view (navigator.sendBeacon to POST /v): the path seen, the page's own
// address (its campaign tags) and document.referrer. Nothing else about the visitor is sent (docs/decisions/200).
export const beaconSchema = z.object({
  page: z.string().startsWith("/").max(300),
  location: z.string().max(2000),
  referrer: z.string().max(2000).default(""),
  product: z.string().min(1).max(100).optional(),
});
export type Beacon = z.input<typeof beaconSchema>;

const day = z.iso.date();
export const statsRangeSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: "The range ends before it starts", path: ["to"] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, {
    message: "Choose at most a year",
    path: ["from"],
  });
export type StatsRange = z.infer<typeof statsRangeSchema>;

// The period the owner asks for: the last 7, 30 or 90 days up to today on the factory's clock, where the days are
// counted (the admin's browser may be on another day), or any range of days.
export const statsPresets = [7, 30, 90] as const;
export const statsPeriodSchema = z.union([
  z.object({ lastDays: z.union(statsPresets.map((days) => z.literal(days))) }),
  statsRangeSchema,
]);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9._-]+$/, "Use letters a-z, digits, dots, dashes and underscores");

// The owner's own campaign links: "Trade fair 2027 QR" -> /?utm_source=fair&utm_campaign=2027.
export const campaignLinkInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  source: tag,
  medium: tag.or(z.literal("")).default(""),
  campaign: tag,
  path: z.enum(["/", "/ar"]).default("/"),
});
export type CampaignLinkInput = z.input<typeof campaignLinkInputSchema>;

export function campaignHref(
  origin: string,
  link: { source: string; medium: string; campaign: string; path: string },
) {
  const query = new URLSearchParams({ utm_source: link.source });
  if (link.medium) query.set("utm_medium", link.medium);
  query.set("utm_campaign", link.campaign);
  return `${origin}${link.path}?${query}`;
}
