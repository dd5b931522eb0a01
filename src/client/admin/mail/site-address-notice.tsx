import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTRPC } from "#client/lib/trpc.ts";

// On the dashboard until the site's address is known (docs/decisions/180): without it, mail has no links.
export function SiteAddressNotice() {
  const trpc = useTRPC();
  const state = useQuery(trpc.siteAddress.get.queryOptions()).data;
  if (!state || state.origin) return null;
  return (
    <section
      aria-labelledby="site-address-notice"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="site-address-notice" className="font-semibold">
        Set your website's address
      </h2>
      <p className="mt-1">
        Until it is set, emails cannot link to the website: your alerts come without links, newsletter
        sign-ups get no confirmation, quotes and campaigns cannot be sent, and search engines see no sitemap.{" "}
        <Link href="/settings" className="font-semibold underline">
          Set the site address in Settings
        </Link>
      </p>
    </section>
  );
}
