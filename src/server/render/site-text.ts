import { contentLookup } from "../../client/lib/content";
import type { Lang } from "../../client/lib/i18n";

export type { Lang };
export type ContentList = { key: string; value: string }[];

// The very rule the page's components read their texts with, so meta tags and page always agree.
export const siteText = (content: ContentList, lang: Lang) =>
  contentLookup(new Map(content.map((item) => [item.key, item.value])), lang);

export const pagePath = (lang: Lang) => (lang === "ar" ? "/ar" : "/");

// Our own paths become absolute for crawlers and link previews; URLs hosted elsewhere stay as they are.
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEntities[ch] ?? ch);

// JSON inside a <script> block: "<" escaped so no value can close the element.
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
