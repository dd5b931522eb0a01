import type { PageAssets } from "./manifest";
import type { Lang } from "./site-text";

// The id main.tsx reads the server's query cache from.
export const stateElementId = "ssr-state";

type DocumentParts = {
  lang: Lang;
  assets: PageAssets;
  head: string;
  body?: string;
  // JSON text already escaped for a <script> block.
  state?: string;
  noindex?: boolean;
};

// CSS and the module script sit in the head: the CSS is the only thing that holds the first paint, the module
// script is deferred by nature and runs once the server's HTML is on screen.
export function htmlDocument({ lang, assets, head, body = "", state, noindex = false }: DocumentParts) {
  const links = [
    ...(assets.styles !== undefined
      ? [`<style>${assets.styles}</style>`]
      : assets.css.map((href) => `<link rel="stylesheet" href="${href}">`)),
    `<script type="module" src="${assets.script}"></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join("");
  const stateScript = state ? `<script type="application/json" id="${stateElementId}">${state}</script>` : "";
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    noindex ? '<meta name="robots" content="noindex">' : "",
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    head,
    links,
    "</head>",
    `<body><div id="root">${body}</div>${stateScript}</body>`,
    "</html>",
  ].join("");
}
