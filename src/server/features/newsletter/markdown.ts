import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Markdown the owner writes, as HTML that can carry no script: marked renders it, sanitize-html keeps only plain
// text markup and http(s)/mailto links (docs/decisions/130).
export function markdownToHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { h1: "h2" },
  });
}

// The same text for a mail's plain part: the Markdown as written reads well enough.
export const markdownToText = (markdown: string) => markdown.trim();
