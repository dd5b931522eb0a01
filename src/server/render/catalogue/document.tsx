import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { productsPath } from "#shared/catalogue-paths.ts";
import { escapeHtml as e } from "#shared/html.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import type { PageAssets } from "../manifest";
import { withPageCss } from "../page-css";
import { SiteStyles } from "../plain-page";
import { dirOf, PublicHeader } from "../public-header";

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
  // Extra head tags (Open Graph, JSON-LD), already escaped.
  head?: string;
  noindex?: boolean;
};

export function catalogueDocument(shell: CatalogueShell, meta: Meta, main: ReactNode) {
  const { lang, origin } = shell;
  const enPath = lang === "en" ? meta.path : meta.otherPath;
  const arPath = lang === "ar" ? meta.path : meta.otherPath;
  const t = translator(lang);
  const body = renderToStaticMarkup(
    <>
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
    </>,
  );
  const page = [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dirOf(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    renderToStaticMarkup(<SiteStyles assets={shell.assets} />),
    `<style>${shell.theme}</style>`,
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : "",
    `<link rel="canonical" href="${e(origin + meta.path)}">`,
    `<link rel="alternate" hreflang="en" href="${e(origin + enPath)}">`,
    `<link rel="alternate" hreflang="ar" href="${e(origin + arPath)}">`,
    `<link rel="alternate" hreflang="x-default" href="${e(origin + enPath)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    meta.head ?? "",
    `</head><body class="bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : " font-sans"}">`,
    body,
    "</body></html>",
  ].join("");
  return withPageCss(shell.assets, page);
}
