import { escapeHtml } from "#shared/html.ts";

// robots.txt and sitemap.xml: the two language versions of the one public page; the admin is kept out.
export const robotsTxt = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;

export function sitemapXml(origin: string) {
  const site = escapeHtml(origin);
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${site}/"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${site}/ar"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/"/>`,
  ].join("");
  const urls = [`${site}/`, `${site}/ar`].map((loc) => `<url><loc>${loc}</loc>${alternates}</url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
  ].join("\n");
}
