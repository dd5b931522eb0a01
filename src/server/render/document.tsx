import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { entryLoaderSource } from "#server/core/entry-loader.ts";
import { heroImageSizes, imageSrc, imageSrcSet } from "#shared/image.ts";
import type { PageAssets } from "./manifest";
import { withPageCss } from "./page-css";
import { dirOf, type Lang } from "./site-text";

// The one document of every page the server writes, the landing page React takes over, every page no script
// runs on and the admin's empty shell: its head, its CSS, the page's markup and the view it counts
// (docs/decisions/050, 053, 202). React escapes every text and attribute value, so no page escapes by hand.

// What a page says about itself in the head.
export type PageHead = {
  title: string;
  description?: string;
  // The page's path and the same page's in the other language: an indexed page's canonical and hreflang links.
  path?: string;
  otherPath?: string;
  // Kept out of search engines, with no canonical link (and out of the visit counts, unless the page says so).
  noindex?: boolean;
  // Open Graph and other tags after the links, a feed.
  meta?: ReactNode;
  // The page's own CSS beside the owner's colours (the quote's print rules).
  css?: string;
  // schema.org data, last in the head.
  jsonLd?: ReactNode;
};

// `hydrates`: React takes the page over (the landing page, with /page-state.json); `app`: the admin's shell, which
// React draws from nothing; neither: a page without script.
type DocumentParts = {
  lang: Lang;
  assets: PageAssets;
  origin?: string;
  theme?: string;
  head: PageHead;
  // The page's markup: React's stream of the landing page, static markup of the others.
  body: string;
  script?: "hydrates" | "app";
  counted?: boolean;
  // The page's largest image, asked for before the inline CSS has arrived.
  heroImage?: string;
};

// React puts the hero image's preload first, then the meta tags and links, then the CSS (the only thing that holds
// the first paint) and the script (the loader, or the admin's module), then the page's texts and structured data.
export function pageDocument(parts: DocumentParts) {
  const { lang, assets, origin = "", head, script, heroImage } = parts;
  const hydrates = script === "hydrates";
  const html = hydrates && assets.styles ? linkedAtFold(parts.body, assets.css) : parts.body;
  const css = `${parts.theme ?? ""}${head.css ?? ""}`;
  return htmlDocument(
    assets,
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head.noindex && <meta name="robots" content="noindex" />}
        {heroImage && <ImagePreload url={heroImage} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <SiteStyles assets={assets} />
        {hydrates &&
          assets.styles !== undefined &&
          assets.css.map((href) => <InlinedStylesheet key={href} href={href} />)}
        {/* A page that works before React only needs its entry script once it has painted or a person shows up:
            it must not compete with the hero image for the first round trips (docs/decisions/050). */}
        {hydrates && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own loader, allowed by its hash in the CSP.
          <script data-entry={assets.script} dangerouslySetInnerHTML={{ __html: entryLoaderSource }} />
        )}
        {script === "app" && (
          <>
            <script type="module" src={assets.script} />
            {assets.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
          </>
        )}
        <title>{head.title}</title>
        {head.description !== undefined && <meta name="description" content={head.description} />}
        {!head.noindex && head.path !== undefined && head.otherPath !== undefined && (
          <Alternates lang={lang} origin={origin} path={head.path} otherPath={head.otherPath} />
        )}
        {head.meta}
        {css && <Css css={css} />}
        {head.jsonLd}
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the markup React itself rendered for this page. */}
        <div id="root" data-hydrate={hydrates ? "" : undefined} dangerouslySetInnerHTML={{ __html: html }} />
        {parts.counted && <ViewPixel withScript={hydrates} />}
      </body>
    </html>,
  );
}

const htmlDocument = (assets: PageAssets, page: ReactElement) =>
  `<!doctype html>${withPageCss(assets, renderToStaticMarkup(page))}`;

function Alternates({
  lang,
  origin,
  path,
  otherPath,
}: { lang: Lang; origin: string } & Record<string, string>) {
  const en = lang === "en" ? path : otherPath;
  const ar = lang === "ar" ? path : otherPath;
  return (
    <>
      <link rel="canonical" href={origin + path} />
      <link rel="alternate" hrefLang="en" href={origin + en} />
      <link rel="alternate" hrefLang="ar" href={origin + ar} />
      <link rel="alternate" hrefLang="x-default" href={origin + en} />
    </>
  );
}

// The site's CSS: inlined in production builds (the rules the page's markup uses fill this slot, page-css.ts),
// linked in development.
function SiteStyles({ assets }: { assets: PageAssets }) {
  if (assets.styles !== undefined) return <style data-page-css="" />;
  return assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

// Trusted CSS: the owner's colours as the landing page writes them, and a page's own print rules.
const Css = ({ css }: { css: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: colours pass cssColor (content-text.ts); print rules are ours.
  <style dangerouslySetInnerHTML={{ __html: css }} />
);

// The inline CSS paints the header and the hero; the page's whole stylesheet (hashed, cached for a year) is linked
// right before the first section below the fold, which the server marks `data-fold`. A stylesheet in the body holds
// back only what comes after it, so the first screen paints without waiting for it, the page stays within one
// round trip (14 kB), and nothing below is ever shown unstyled, with or without script. docs/decisions/053.
function linkedAtFold(body: string, hrefs: string[]) {
  const mark = body.indexOf(' data-fold=""');
  if (mark < 0 || hrefs.length === 0) return body;
  const fold = body.lastIndexOf("<", mark);
  const links = renderToStaticMarkup(hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />));
  return body.slice(0, fold) + links + body.slice(fold);
}

// The back office's page: nothing to paint before React, nothing to list; without scripts it says why it is blank.
const adminWithoutScripts = renderToStaticMarkup(
  <noscript>
    <p className="p-8 text-center text-slate-700">
      The admin needs JavaScript: turn it on for this site in your browser, then reload the page.
    </p>
  </noscript>,
);
export const adminShellDocument = (assets: PageAssets) =>
  pageDocument({
    lang: "en",
    assets,
    head: { title: "Admin", noindex: true },
    body: adminWithoutScripts,
    script: "app",
  });

// Counts a view (docs/decisions/200): on a page React takes over, the entry script sends a beacon and the image is
// for a reader without scripts. The page is shared by everyone, so the image carries nothing about the visitor.
function ViewPixel({ withScript }: { withScript: boolean }) {
  const image = <img src="/v.gif" alt="" width={1} height={1} hidden={!withScript} />;
  return withScript ? <noscript>{image}</noscript> : image;
}

function ImagePreload({ url }: { url: string }) {
  const srcset = imageSrcSet(url);
  return (
    <link
      rel="preload"
      as="image"
      href={imageSrc(url, 800)}
      imageSrcSet={srcset || undefined}
      imageSizes={srcset ? heroImageSizes : undefined}
      fetchPriority="high"
    />
  );
}

// Names the stylesheet whose rules the page uses are in the <style> above. A disabled stylesheet is not fetched
// until the entry script turns it on, as React starts: what React adds (dialogs, toasts, an open menu) may use
// rules the page left out (docs/decisions/053). It is also there for Vite's preloader, which skips a stylesheet
// the page already links: without it, a lazy chunk that imports from the entry (they all do: the preloader lives
// there) would add the same CSS a second time once React loads.
// React's types know `disabled` on a <link> only as the DOM property, so it goes in as a plain attribute.
const disabled = { disabled: true };
const InlinedStylesheet = ({ href }: { href: string }) => <link rel="stylesheet" href={href} {...disabled} />;
