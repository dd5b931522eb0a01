import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NewsletterForm } from "#client/site/newsletter-form.tsx";
import { type Site, SiteProvider } from "#client/site/site-context.tsx";
import { SiteFrame } from "#client/site/site-frame.tsx";
import { translator } from "#shared/i18n/index.ts";
import { type PageHead, pageDocument } from "./document";
import type { Shell } from "./page-shell";
import { dirOf, otherLang, pagePath } from "./site-text";

export type { Shell };
// `counted`: a view for the visit statistics (every indexed page, and a form page opened rather than posted);
// `signUp`: the footer's newsletter form, left out of the page that is that form.
export type Page = PageHead & { counted?: boolean; signUp?: boolean };

// Nothing on a page without script opens a dialog: its links lead to their own pages.
const none = () => {};

// Every page but the landing page: the landing page's header and footer around the page's main content, rendered
// by the same components with no script to run. The header's links lead to the landing page's sections, its
// language toggle to this page in the other language (or, for a page that has no such twin, to the language
// switch), and it marks the link to this page (docs/decisions/050, 013).
export function sitePage(shell: Shell, page: Page, main: ReactNode) {
  const { lang } = shell;
  const site: Site = {
    lang,
    t: translator(lang),
    text: shell.text,
    openInquiry: none,
    openBooking: none,
    openQuoteList: none,
    openSample: none,
    sections: pagePath(lang),
    languageHref: page.otherPath ?? `/language/${otherLang(lang)}`,
    current: page.path,
    hasPosts: shell.hasPosts,
    footerProducts: shell.footerProducts,
  };
  // The main content takes what the window has to spare (the skip link and the fixed header stand out of the
  // grid), so the footer closes even a short page at the window's bottom.
  const body = renderToStaticMarkup(
    <div
      lang={lang}
      dir={dirOf(lang)}
      className={`grid min-h-dvh grid-rows-[1fr_auto] bg-slate-50 ${lang === "ar" ? "font-arabic" : "font-sans"}`}
    >
      <SiteProvider value={site}>
        <SiteFrame signUp={page.signUp === false ? null : <NewsletterForm />}>
          {/* Under the fixed header, as the landing page's hero is. */}
          <div className="pt-16 text-ink lg:pt-[4.5rem]">
            <div className="site-container py-10 sm:py-14">{main}</div>
          </div>
        </SiteFrame>
      </SiteProvider>
    </div>,
  );
  const counted = page.counted ?? !page.noindex;
  return pageDocument({
    lang,
    assets: shell.assets,
    origin: shell.origin,
    theme: shell.theme,
    head: page,
    body,
    counted,
  });
}
