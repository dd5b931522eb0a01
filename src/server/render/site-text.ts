import { contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";

export type { Lang };
// Each content key with its value, as content.texts gives it.
export type ContentTexts = Record<string, string>;

// The very rule the page's components read their texts with, so meta tags and page always agree.
export const siteText = (content: ContentTexts, lang: Lang) =>
  contentLookup(new Map(Object.entries(content)), lang);

export const pagePath = (lang: Lang) => (lang === "ar" ? "/ar" : "/");
export const langPrefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

// Our own paths become absolute for crawlers and link previews; URLs hosted elsewhere stay as they are.
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

export const otherLang = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");
// The same page in the other language: /ar/contact and /contact.
export const otherLangPath = (lang: Lang, path: string) =>
  lang === "ar" ? path.replace(/^\/ar(?=\/|$)/, "") || "/" : `/ar${path === "/" ? "" : path}`;
