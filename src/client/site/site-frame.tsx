import type { ReactNode } from "react";
import { useSite } from "./site-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// What every public page is framed in, the landing page React takes over and the server's pages no script runs on
// alike: the skip link, the site's header, the page's main content and the site's footer (docs/decisions/050).
export function SiteFrame({ signUp, children }: { signUp: ReactNode; children: ReactNode }) {
  const { t } = useSite();
  return (
    <>
      <a
        href="#main"
        className="site-focus sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter signUp={signUp} />
    </>
  );
}
