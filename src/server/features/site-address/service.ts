import { eq } from "drizzle-orm";
import { siteAddress } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";

// The site's one known address (docs/decisions/180): PUBLIC_ORIGIN, else what the owner saved in Settings, else
// none yet. Every absolute link the site writes (mail, feeds, sitemap, robots.txt, canonical and hreflang
// links, structured data) comes from here, never from a request's Host or X-Forwarded-Host.
export function siteOrigin(deps: Pick<Deps, "db" | "settings">): string | undefined {
  if (deps.settings.PUBLIC_ORIGIN) return deps.settings.PUBLIC_ORIGIN;
  return deps.db.select({ origin: siteAddress.origin }).from(siteAddress).where(eq(siteAddress.id, 1)).get()
    ?.origin;
}

// For mail the owner sends from the admin whose point is a link to the site (a quote, a newsletter): refused with
// 409, storing nothing, until the address is known.
export function originForLinks(origin: string | undefined) {
  if (!origin) {
    throw new AppError(
      409,
      "Set the site's address in Settings first: this email links to the website and needs it",
    );
  }
  return origin;
}

// What the Settings screen shows: the address in force and whether the environment fixes it.
export const siteAddressState = (deps: Pick<Deps, "db" | "settings">) => ({
  origin: siteOrigin(deps) ?? null,
  fromEnvironment: Boolean(deps.settings.PUBLIC_ORIGIN),
});

// Saving moves the pages' "content" counter (a trigger, db/migrations), so cached pages render again with it.
export function saveSiteAddress(deps: Pick<Deps, "db" | "settings" | "now">, origin: string) {
  if (deps.settings.PUBLIC_ORIGIN) {
    throw new AppError(
      409,
      "The site's address is set by PUBLIC_ORIGIN on the server and cannot be changed here",
    );
  }
  deps.db
    .insert(siteAddress)
    .values({ id: 1, origin, updatedAt: new Date(deps.now()) })
    .onConflictDoUpdate({ target: siteAddress.id, set: { origin, updatedAt: new Date(deps.now()) } })
    .run();
  return siteAddressState(deps);
}
