import { escapeHtml } from "#shared/html.ts";
import { heroImageSizes, imageSrc, imageSrcSet } from "#shared/image.ts";
import type { PageAssets } from "./manifest";
import { styleSlot, withPageCss } from "./page-css";
import type { Lang } from "./site-text";

type DocumentParts = {
  lang: Lang;
  assets: PageAssets;
  head: string;
  body?: string;
  // A server-rendered page React takes over (src/client/main.tsx reads the mark), with /page-state.json.
  hydrates?: boolean;
  noindex?: boolean;
  // The page's largest image, asked for before the inline CSS has arrived.
  heroImage?: string;
};

// The hero image's preload comes first, then the CSS (the only thing that holds the first paint) and the module
// script (deferred by nature), then titles, meta tags and structured data.
export function htmlDocument({
  lang,
  assets,
  head,
  body = "",
  hydrates = false,
  noindex = false,
  heroImage,
}: DocumentParts) {
  const links = [
    ...(assets.styles !== undefined
      ? [styleSlot, ...assets.css.map(inlinedStylesheet)]
      : assets.css.map((href) => `<link rel="stylesheet" href="${href}">`)),
    // A page that works before React only needs its entry script once a person shows up: it must not compete
    // with the hero image for the first round trips (docs/decisions/050).
    `<script type="module" src="${assets.script}"${hydrates ? ' fetchpriority="low"' : ""}></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join("");
  const page = [
    "<!doctype html>",
    `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    noindex ? '<meta name="robots" content="noindex">' : "",
    heroImage ? imagePreload(heroImage) : "",
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    links,
    head,
    "</head>",
    `<body><div id="root"${hydrates ? " data-hydrate" : ""}>${body}</div>${hydrates && !noindex ? viewPixel : ""}</body>`,
    "</html>",
  ].join("");
  return withPageCss(assets, page);
}

// Counts a view by a reader without scripts; with scripts the entry script sends a beacon instead
// (docs/decisions/200). The page is shared by everyone, so the image carries nothing about the visitor.
const viewPixel = '<noscript><img src="/v.gif" alt="" width="1" height="1"></noscript>';

function imagePreload(url: string) {
  const srcset = imageSrcSet(url);
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${heroImageSizes}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(imageSrc(url, 800))}"${responsive} fetchpriority="high">`;
}

// Names the stylesheet whose rules the page uses are in the <style> above. A disabled stylesheet is not fetched
// until the entry script turns it on, as React starts: what React adds (dialogs, toasts, an open menu) may use
// rules the page left out (docs/decisions/212). It is also there for Vite's preloader, which skips a stylesheet
// the page already links: without it, a lazy chunk that imports from the entry (they all do: the preloader lives
// there) would add the same CSS a second time once React loads.
const inlinedStylesheet = (href: string) => `<link rel="stylesheet" href="${href}" disabled>`;
