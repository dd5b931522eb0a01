import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { entryLoaderSource } from "#server/core/entry-loader.ts";
import { heroImageSizes, imageSrc, imageSrcSet } from "#shared/image.ts";
import type { PageAssets } from "./manifest";
import { htmlDocument, SiteStyles } from "./plain-page";
import type { Lang } from "./site-text";

type DocumentParts = {
  lang: Lang;
  assets: PageAssets;
  head: ReactNode;
  // The page's markup as React streamed it, or nothing for the admin's shell.
  body?: string;
  // A server-rendered page React takes over (src/client/main.tsx reads the mark), with /page-state.json.
  hydrates?: boolean;
  noindex?: boolean;
  // The page's largest image, asked for before the inline CSS has arrived.
  heroImage?: string;
};

// The document of a page the React app runs in: the landing page and the admin's shell. React puts the hero
// image's preload first, then the meta tags and links, then the CSS (the only thing that holds the first paint)
// and the module script (deferred by nature), then the structured data.
export function appDocument({
  lang,
  assets,
  head,
  body = "",
  hydrates = false,
  noindex = false,
  heroImage,
}: DocumentParts) {
  const html = assets.styles ? linkedAtFold(body, assets.css) : body;
  return htmlDocument(
    assets,
    <html lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {noindex && <meta name="robots" content="noindex" />}
        {heroImage && <ImagePreload url={heroImage} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <SiteStyles assets={assets} />
        {assets.styles !== undefined &&
          assets.css.map((href) => <InlinedStylesheet key={href} href={href} />)}
        {/* A page that works before React only needs its entry script once it has painted or a person shows up:
            it must not compete with the hero image for the first round trips (docs/decisions/050). */}
        {hydrates ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own loader, allowed by its hash in the CSP.
          <script data-entry={assets.script} dangerouslySetInnerHTML={{ __html: entryLoaderSource }} />
        ) : (
          <>
            <script type="module" src={assets.script} />
            {assets.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
          </>
        )}
        {head}
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the markup React itself streamed for this page. */}
        <div id="root" data-hydrate={hydrates ? "" : undefined} dangerouslySetInnerHTML={{ __html: html }} />
        {hydrates && !noindex && <ViewPixel />}
      </body>
    </html>,
  );
}

// The inline CSS paints the header and the hero; the page's whole stylesheet (hashed, cached for a year) is linked
// right before the first section below the fold, which the server marks `data-fold`. A stylesheet in the body holds
// back only what comes after it, so the first screen paints without waiting for it, the page stays within one
// round trip (14 kB), and nothing below is ever shown unstyled, with or without script. The entry script removes
// the link before React hydrates (src/client/main.tsx). docs/decisions/053.
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
  appDocument({ lang: "en", assets, head: <title>Admin</title>, body: adminWithoutScripts, noindex: true });

// Counts a view by a reader without scripts; with scripts the entry script sends a beacon instead
// (docs/decisions/200). The page is shared by everyone, so the image carries nothing about the visitor.
const ViewPixel = () => (
  <noscript>
    <img src="/v.gif" alt="" width="1" height="1" />
  </noscript>
);

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
