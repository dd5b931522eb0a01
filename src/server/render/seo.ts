import { productsPath } from "#shared/catalogue-paths.ts";
import { categoryLabels, type ProductCategory } from "#shared/constants.ts";
import { escapeHtml, scriptJson } from "#shared/html.ts";
import { imageSrc } from "#shared/image.ts";
import { hourKeys, openingHours } from "#shared/opening-hours.ts";
import { productName } from "#shared/product-text.ts";
import type { Product } from "../features/products/service";
import { absolute, type ContentTexts, type Lang, pagePath, siteText } from "./site-text";

type PublicProduct = Pick<
  Product,
  "id" | "name" | "nameAr" | "description" | "descriptionAr" | "category" | "price" | "imageUrl" | "slug"
>;

const locales: Record<Lang, string> = { en: "en_US", ar: "ar_AR" };
const shareImageWidth = 1200;

// Head tags for a public page: title, description, canonical, hreflang, Open Graph and Twitter card.
export function metaTags(content: ContentTexts, lang: Lang, origin: string) {
  const text = siteText(content, lang);
  const company = text("footer_company_name");
  const title = `${company} | ${text("hero_title")}`;
  const description = text("hero_description");
  const url = `${origin}${pagePath(lang)}`;
  const image = absolute(origin, imageSrc(text("hero_image"), shareImageWidth));
  const other: Lang = lang === "ar" ? "en" : "ar";
  const tags: [string, Record<string, string>][] = [
    ["meta", { name: "description", content: description }],
    ["link", { rel: "canonical", href: url }],
    ["link", { rel: "alternate", hreflang: "en", href: `${origin}/` }],
    ["link", { rel: "alternate", hreflang: "ar", href: `${origin}/ar` }],
    ["link", { rel: "alternate", hreflang: "x-default", href: `${origin}/` }],
    ["meta", { property: "og:type", content: "website" }],
    ["meta", { property: "og:site_name", content: company }],
    ["meta", { property: "og:title", content: title }],
    ["meta", { property: "og:description", content: description }],
    ["meta", { property: "og:url", content: url }],
    ["meta", { property: "og:image", content: image }],
    ["meta", { property: "og:image:alt", content: title }],
    ["meta", { property: "og:locale", content: locales[lang] }],
    ["meta", { property: "og:locale:alternate", content: locales[other] }],
    ["meta", { name: "twitter:card", content: "summary_large_image" }],
    ["meta", { name: "twitter:title", content: title }],
    ["meta", { name: "twitter:description", content: description }],
    ["meta", { name: "twitter:image", content: image }],
    ["meta", { name: "twitter:image:alt", content: title }],
    ["meta", { name: "theme-color", content: text("theme_primary") }],
  ];
  const rendered = tags.map(([tag, attrs]) => {
    const pairs = Object.entries(attrs).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} ${pairs.join(" ")}>`;
  });
  return `<title>${escapeHtml(title)}</title>${rendered.join("")}`;
}

// schema.org data: the company as a LocalBusiness with the opening hours the contact section shows, and the
// active products whose price is shown, each with its USD offer. A product whose price the owner hides (the public
// list carries a null price) is left out: Google's product snippets need an offer, a review or a rating, and
// the page has none of these for it (see docs/decisions/014).
export function structuredData(content: ContentTexts, products: PublicProduct[], lang: Lang, origin: string) {
  const text = siteText(content, lang);
  const company = text("footer_company_name");
  const organization = {
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: company,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: text("contact_phone"),
    email: text("contact_email"),
    sameAs: [text("contact_facebook"), text("contact_instagram")].filter((url) => /^https?:\/\//i.test(url)),
    image: absolute(origin, imageSrc(text("hero_image"), shareImageWidth)),
    openingHoursSpecification: openingHours(hourKeys.map(siteText(content, "en"))),
  };
  const items = products
    .flatMap((p) => (p.price === null ? [] : [p]))
    .map((p) => ({
      "@type": "Product",
      name: productName(p, lang),
      description: (lang === "ar" && p.descriptionAr) || p.description,
      category: categoryLabels[p.category as ProductCategory] ?? p.category,
      ...(p.imageUrl ? { image: absolute(origin, imageSrc(p.imageUrl, 800)) } : {}),
      brand: { "@type": "Brand", name: company },
      manufacturer: { "@id": organization["@id"] },
      offers: {
        "@type": "Offer",
        price: p.price,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: p.slug ? `${origin}${productsPath(lang, p.slug)}` : `${origin}${pagePath(lang)}#products`,
      },
    }));
  const graph = { "@context": "https://schema.org", "@graph": [organization, ...items] };
  return `<script type="application/ld+json">${scriptJson(graph)}</script>`;
}
