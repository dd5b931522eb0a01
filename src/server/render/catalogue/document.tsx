import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { blogPath } from "#shared/blog.ts";
import { productsPath } from "#shared/catalogue-paths.ts";
import { escapeHtml as e } from "#shared/html.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import type { PageAssets } from "../manifest";
import { SiteStyles } from "../plain-page";

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

export const otherLang = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");
const home = (lang: Lang) => (lang === "ar" ? "/ar" : "/");
const navClass = "site-focus rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand";

function Header({ shell, otherPath }: { shell: CatalogueShell; otherPath: string }) {
  const t = translator(shell.lang);
  const other = otherLang(shell.lang);
  const links: Array<[string, string]> = [
    [home(shell.lang), t("navHome")],
    [productsPath(shell.lang), t("navProducts")],
    [blogPath(shell.lang), t("navBlog")],
    [`${home(shell.lang)}#contact`, t("navContact")],
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="site-container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <a href={home(shell.lang)} className="site-focus rounded-md text-lg font-bold text-ink">
          {shell.siteName}
        </a>
        <nav aria-label={t("mainNav")}>
          <ul className="flex flex-wrap items-center gap-1">
            {links.map(([href, label]) => (
              <li key={href}>
                <a className={navClass} href={href}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <a
                className={siteButtonClass.ghost}
                href={otherPath}
                hrefLang={other}
                lang={other}
                dir={dirOf(other)}
              >
                {shell.lang === "ar" ? "English" : "العربية"}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function catalogueDocument(shell: CatalogueShell, meta: Meta, main: ReactNode) {
  const { lang, origin } = shell;
  const enPath = lang === "en" ? meta.path : meta.otherPath;
  const arPath = lang === "ar" ? meta.path : meta.otherPath;
  const t = translator(lang);
  const body = renderToStaticMarkup(
    <>
      <Header shell={shell} otherPath={meta.otherPath} />
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
  return [
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
}
