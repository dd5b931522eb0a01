import { blogPath } from "#shared/blog.ts";
import { productsPath } from "#shared/catalogue-paths.ts";
import { escapeHtml } from "#shared/html.ts";

type Listed = { slug: string; updatedAt: string };
// The catalogue's pages: each active product's slug and each category's (docs/decisions/210).
type Catalogue = { products: string[]; categories: string[] };

// robots.txt and sitemap.xml: the two language versions of the landing page and, once there are posts, of the
// blog and of each published post (docs/decisions/135); the admin is kept out. A sitemap is named only once the
// site's address is known, as it must be an absolute URL (docs/decisions/180).
export const robotsTxt = (origin: string | undefined) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /language/\n${origin ? `\nSitemap: ${origin}/sitemap.xml\n` : ""}`;

export function sitemapXml(
  origin: string,
  posts: Listed[] = [],
  catalogue: Catalogue = { products: [], categories: [] },
) {
  const site = escapeHtml(origin);
  const pair = (en: string, ar: string, lastmod?: string) => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${site}${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${site}${ar}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${en}"/>`,
    ].join("");
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return [en, ar].map((path) => `<url><loc>${site}${path}</loc>${modified}${alternates}</url>`);
  };
  const urls = [
    ...pair("/", "/ar"),
    ...(posts.length > 0 ? pair(blogPath("en"), blogPath("ar"), posts[0]?.updatedAt) : []),
    ...posts.flatMap((post) => pair(blogPath("en", post.slug), blogPath("ar", post.slug), post.updatedAt)),
    ...pair(productsPath("en"), productsPath("ar")),
    ...catalogue.categories.flatMap((slug) =>
      pair(`${productsPath("en")}?category=${slug}`, `${productsPath("ar")}?category=${slug}`),
    ),
    ...catalogue.products.flatMap((slug) => pair(productsPath("en", slug), productsPath("ar", slug))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
  ].join("\n");
}
