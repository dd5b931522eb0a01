import { desc, eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import { campaignLinks } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import { type CampaignLinkInput, campaignHref, campaignLinkInputSchema } from "#shared/analytics.ts";

// The owner's own campaign links, each with the full address to print and its QR code (an SVG drawn here, so
// the admin's bundle carries no QR library). Without the site's address the link is root-relative and no QR code
// is drawn: a printed code must name the site.
export function listLinks(db: Conn, origin: string | undefined) {
  return db
    .select()
    .from(campaignLinks)
    .orderBy(desc(campaignLinks.createdAt))
    .all()
    .map((link) => {
      const href = campaignHref(origin ?? "", link);
      return {
        id: link.id,
        name: link.name,
        source: link.source,
        medium: link.medium,
        campaign: link.campaign,
        path: link.path,
        href,
        qrSvg: origin ? renderSVG(href, { ecc: "M", border: 2 }) : null,
      };
    });
}

export function addLink(db: Conn, input: CampaignLinkInput) {
  const link = campaignLinkInputSchema.parse(input);
  return db.insert(campaignLinks).values(link).returning({ id: campaignLinks.id }).get();
}

export function removeLink(db: Conn, id: string) {
  const gone = db.delete(campaignLinks).where(eq(campaignLinks.id, id)).returning().get();
  if (!gone) throw notFound("Campaign link");
  return { ok: true };
}
