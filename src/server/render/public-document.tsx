import type { ReactNode } from "react";
import { type Lang, translator } from "#shared/i18n/index.ts";
import type { PageAssets } from "./manifest";
import { Css, htmlDocument, SiteStyles } from "./plain-page";
import { dirOf, PublicHeader } from "./public-header";
import { ViewPixel } from "./view-pixel";

// The document of the public pages that are plain server HTML with no script (the catalogue, docs/decisions/210;
// the blog, 135): the site's CSS and theme, the page's meta tags and language alternates, the public header, the
// page's main content, the footer and the view pixel.
export type PublicShell = { lang: Lang; assets: PageAssets; siteName: string; theme: string; origin: string };
export type PublicPage = {
  title: string;
  description: string;
  path: string;
  otherPath: string;
  // Extra head tags (Open Graph, JSON-LD, a feed).
  head?: ReactNode;
  // Kept out of search engines and out of the visit counts.
  noindex?: boolean;
  productsHref: string;
  // Links beside the footer's copyright line.
  footerLinks?: ReactNode;
};

export function publicDocument(shell: PublicShell, page: PublicPage, main: ReactNode) {
  const { lang, origin } = shell;
  const enPath = lang === "en" ? page.path : page.otherPath;
  const arPath = lang === "ar" ? page.path : page.otherPath;
  const t = translator(lang);
  return htmlDocument(
    shell.assets,
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles assets={shell.assets} />
        <Css css={shell.theme} />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        {page.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={origin + page.path} />
        <link rel="alternate" hrefLang="en" href={origin + enPath} />
        <link rel="alternate" hrefLang="ar" href={origin + arPath} />
        <link rel="alternate" hrefLang="x-default" href={origin + enPath} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {page.head}
      </head>
      {/* A column the height of the window at least, so the footer closes a short page at its bottom. */}
      <body
        className={`flex min-h-dvh flex-col bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : " font-sans"}`}
      >
        <PublicHeader
          lang={lang}
          siteName={shell.siteName}
          otherPath={page.otherPath}
          productsHref={page.productsHref}
        />
        <main id="main" className="site-container w-full flex-1 py-10 sm:py-14">
          {main}
        </main>
        <footer className="mt-16 bg-ink text-slate-300">
          <div className="site-container flex flex-wrap items-center justify-between gap-4 py-8 text-sm">
            <p>{`© ${shell.siteName}. ${t("rights")}`}</p>
            {page.footerLinks}
          </div>
        </footer>
        {!page.noindex && <ViewPixel />}
      </body>
    </html>,
  );
}
