import type { ReactNode } from "react";
import { productsPath } from "#shared/catalogue-paths.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import type { PageAssets } from "../manifest";
import { Css, htmlDocument, SiteStyles } from "../plain-page";
import { dirOf, PublicHeader } from "../public-header";
import { ViewPixel } from "../view-pixel";

// The catalogue's pages are plain server HTML (docs/decisions/210): React renders the markup once with
// renderToStaticMarkup, no script is sent, and every action is a real link or a GET form.
export type CatalogueShell = {
  lang: Lang;
  assets: PageAssets;
  siteName: string;
  theme: string;
  origin: string;
  chatNumber: string;
};
export type Meta = {
  title: string;
  description: string;
  path: string;
  otherPath: string;
  // Extra head tags (Open Graph, JSON-LD).
  head?: ReactNode;
  noindex?: boolean;
};

export function catalogueDocument(shell: CatalogueShell, meta: Meta, main: ReactNode) {
  const { lang, origin } = shell;
  const enPath = lang === "en" ? meta.path : meta.otherPath;
  const arPath = lang === "ar" ? meta.path : meta.otherPath;
  const t = translator(lang);
  return htmlDocument(
    shell.assets,
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles assets={shell.assets} />
        <Css css={shell.theme} />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={origin + meta.path} />
        <link rel="alternate" hrefLang="en" href={origin + enPath} />
        <link rel="alternate" hrefLang="ar" href={origin + arPath} />
        <link rel="alternate" hrefLang="x-default" href={origin + enPath} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {meta.head}
      </head>
      <body className={`bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : " font-sans"}`}>
        <PublicHeader
          lang={shell.lang}
          siteName={shell.siteName}
          otherPath={meta.otherPath}
          productsHref={productsPath(shell.lang)}
        />
        <main id="main" className="site-container py-10 sm:py-14">
          {main}
        </main>
        <footer className="mt-16 bg-ink text-slate-300">
          <div className="site-container py-8 text-sm">
            <p>
              © {shell.siteName}. {t("rights")}
            </p>
          </div>
        </footer>
        {!meta.noindex && <ViewPixel />}
      </body>
    </html>,
  );
}
