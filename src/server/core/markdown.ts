import type { marked as Marked } from "marked";
import type SanitizeHtml from "sanitize-html";

const textTags = [
  "p",
  "br",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "hr",
  "code",
  "pre",
];

// Markdown the owner writes, as HTML that can carry no script: marked renders it, sanitize-html keeps only plain
// text markup and http(s)/mailto links (docs/decisions/130). A blog post may also hold tables and images (from
// this site or http(s)); its links to other sites leave without the page as referrer or opener
// (docs/decisions/135).
// Both packages are required on first use, not at start (docs/decisions/096).
export function markdownToHtml(markdown: string, { rich = false } = {}): string {
  const marked: typeof Marked = require("marked").marked;
  const sanitizeHtml: typeof SanitizeHtml = require("sanitize-html");
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: !rich });
  return sanitizeHtml(html, {
    allowedTags: rich ? [...textTags, "img", "table", "thead", "tbody", "tr", "th", "td"] : textTags,
    allowedAttributes: { a: rich ? ["href", "rel"] : ["href"], img: ["src", "alt", "title", "loading"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      h1: "h2",
      ...(rich
        ? {
            a: (tagName, attribs) => ({
              tagName,
              attribs: /^https?:/i.test(attribs.href ?? "")
                ? { ...attribs, rel: "nofollow noopener noreferrer" }
                : attribs,
            }),
            img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
          }
        : {}),
    },
  });
}

// The same text for a mail's plain part: the Markdown as written reads well enough.
export const markdownToText = (markdown: string) => markdown.trim();
