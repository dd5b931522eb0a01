import { productsPath } from "#shared/catalogue-paths.ts";
import { catalogueCurrency } from "#shared/catalogue-price.ts";
import { scriptJson } from "#shared/html.ts";
import { translator } from "#shared/i18n/index.ts";
import { imageSrc } from "#shared/image.ts";
import { productDescription, productName } from "#shared/product-text.ts";
import type { Shell } from "../site-page";
import { absolute } from "../site-text";
import type { ProductView } from "./product-page";

const shareImageWidth = 1200;
const short = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

// A product page's title, description, Open Graph tags and structured data (docs/decisions/210). The offer is
// there only when the page shows the price: the public product carries a null price otherwise, so no hidden price
// can reach the JSON-LD.
export function productHead(shell: Shell, { product, categoryName }: ProductView) {
  const { lang, origin, siteName } = shell;
  const name = productName(product, lang);
  // The owner's texts in the page's language only: an Arabic page without them takes its Arabic name, never the
  // English search-engine texts.
  const title = (lang === "ar" ? product.seoTitleAr : product.seoTitle) || `${name} | ${siteName}`;
  const description =
    (lang === "ar" ? product.seoDescriptionAr : product.seoDescription) ||
    short(productDescription(product, lang));
  const path = productsPath(lang, product.slug ?? "");
  const url = `${origin}${path}`;
  const images = (product.gallery.length > 0 ? product.gallery.map((g) => g.url) : [product.imageUrl]).filter(
    Boolean,
  );
  const image = images[0] ? absolute(origin, imageSrc(images[0], shareImageWidth)) : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description: productDescription(product, lang),
    sku: product.slug,
    category: categoryName,
    url,
    ...(images.length > 0
      ? { image: images.map((src) => absolute(origin, imageSrc(src, shareImageWidth))) }
      : {}),
    brand: { "@type": "Brand", name: siteName },
    ...(product.price !== null
      ? {
          offers: {
            "@type": "Offer",
            price: product.price,
            priceCurrency: catalogueCurrency,
            availability: "https://schema.org/InStock",
            url,
          },
        }
      : {}),
  };
  const t = translator(lang);
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      [t("navHome"), `${origin}${lang === "ar" ? "/ar" : "/"}`],
      [t("navProducts"), `${origin}${productsPath(lang)}`],
      [categoryName, `${origin}${productsPath(lang)}?category=${product.category}`],
      [name, url],
    ].map(([itemName, item], i) => ({ "@type": "ListItem", position: i + 1, name: itemName, item })),
  };
  const og = [
    ["og:type", "product"],
    ["og:site_name", siteName],
    ["og:title", title],
    ["og:description", description],
    ["og:url", url],
    ...(image ? [["og:image", image]] : []),
  ];
  const meta = og.map(([property, content]) => (
    <meta key={property} property={property} content={content ?? ""} />
  ));
  const jsonLd = (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes "<", so no value closes the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(crumbs) }} />
    </>
  );
  return { title, description, path, meta, jsonLd };
}
