import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, type MessageKey, translator } from "#shared/i18n/index.ts";
import type { PageAssets } from "./manifest";
import { withPageCss } from "./page-css";
import { LanguageLink } from "./public-header";
import { pagePath } from "./site-text";
import { ViewPixel } from "./view-pixel";

// The one way the server writes HTML: JSX components rendered to static markup, which escapes every text and
// attribute value, so no page calls an escaping helper by hand.
// The routes import the pages when they first render one, so the API starts without React (boot.test.ts).
// The inline CSS is the one part of a page made from the rest of it: the rules its markup uses go into the slot
// SiteStyles left (docs/decisions/053).
export const htmlDocument = (assets: PageAssets, page: ReactElement) =>
  `<!doctype html>${withPageCss(assets, renderToStaticMarkup(page))}`;

// The site's CSS: inlined in production builds (filled in by htmlDocument), linked in development.
export function SiteStyles({ assets }: { assets: PageAssets }) {
  if (assets.styles !== undefined) return <style data-page-css="" />;
  return assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

// Trusted CSS: the owner's colours as the landing page writes them, or the page's own print rules.
export const Css = ({ css }: { css: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: colours pass cssColor (content-text.ts); print rules are ours.
  <style dangerouslySetInnerHTML={{ __html: css }} />
);

// The head of a page no search engine should list: a form's answer, a quote, a newsletter link.
export function PrivateHead({ assets, css, title }: { assets: PageAssets; css: string; title: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <SiteStyles assets={assets} />
      <Css css={css} />
      <title>{title}</title>
    </head>
  );
}

// `counted`: the page is a view for the visit statistics (a form page opened, not the answer to a post).
export type Shell = { lang: Lang; assets: PageAssets; siteName: string; theme: string; counted?: boolean };

// The site's name heading a page without script: a link to the home page in the page's language.
export function SiteNameLink({ lang, siteName, size }: { lang: Lang; siteName: string; size: string }) {
  return (
    <a href={pagePath(lang)} className={`site-focus shrink-0 rounded-md font-bold text-ink ${size}`}>
      {siteName}
    </a>
  );
}

// `otherPath`: the same page in the other language, for a page that has one (a form's).
type PlainPageProps = Shell & { title: string; homeButton: boolean; otherPath?: string; children: ReactNode };

// A page of the site without script: its header, one card with a title, and the site's CSS and colours.
export function PlainPage(props: PlainPageProps) {
  const { lang, title, assets, siteName, theme, homeButton, counted, otherPath, children } = props;
  const t = translator(lang);
  const home = pagePath(lang);
  return (
    <html lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      <PrivateHead assets={assets} css={theme} title={`${title} | ${siteName}`} />
      <body className={`bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : ""}`}>
        <header className="border-b border-slate-200 bg-white">
          {/* On a narrow phone the links take a row of their own rather than break the site's name. */}
          <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4">
            <SiteNameLink lang={lang} siteName={siteName} size="text-lg" />
            <span className="ms-auto flex items-center gap-1 whitespace-nowrap">
              {otherPath && <LanguageLink lang={lang} href={otherPath} />}
              <a href={home} className={siteButtonClass.ghost}>
                {t("backHome")}
              </a>
            </span>
          </div>
        </header>
        <main id="main" className="mx-auto max-w-3xl px-4 py-10">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
            {children}
            {homeButton && (
              <p className="mt-8">
                <a href={home} className={siteButtonClass.primary}>
                  {t("backHome")}
                </a>
              </p>
            )}
          </div>
        </main>
        {counted && <ViewPixel />}
      </body>
    </html>
  );
}

type MessagePageProps = Shell & { title: MessageKey; text: MessageKey; button?: MessageKey };

// A page that says one thing, with a button that posts back to the same address when there is something to do
// (the newsletter's links, docs/decisions/130): opening it changes nothing.
export function messagePage({ title, text, button, ...shell }: MessagePageProps) {
  const t = translator(shell.lang);
  return htmlDocument(
    shell.assets,
    <PlainPage {...shell} title={t(title)} homeButton={button === undefined}>
      <p className="mt-4 text-lg text-slate-700" role="status">
        {t(text)}
      </p>
      {button && (
        <form method="post" className="mt-6">
          <button type="submit" className={siteButtonClass.primary}>
            {t(button)}
          </button>
        </form>
      )}
    </PlainPage>,
  );
}
