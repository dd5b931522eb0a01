import { productsPath } from "#shared/catalogue-paths.ts";
import { mailHref, phoneHref, profileHref } from "#shared/contact-links.ts";
import { scriptJson } from "#shared/html.ts";
import { imageSrc } from "#shared/image.ts";
import { hourKeys, openingHours } from "#shared/opening-hours.ts";
import type { Product } from "../features/products/service";
import { absolute, type ContentTexts, type Lang, otherLang, pagePath, siteText } from "./site-text";

type PublicProduct = Pick<Product, "slug">;

const locales: Record<Lang, string> = { en: "en_US", ar: "ar_AR" };
const shareImageWidth = 1200;

// The landing page's head: title, description, its address in each language, Open Graph and Twitter card.
export function landingHead({
  content,
  lang,
  origin,
}: {
  content: ContentTexts;
  lang: Lang;
  origin: string;
}) {
  const text = siteText(content, lang);
  const company = text("footer_company_name");
  const title = `${company} | ${text("hero_title")}`;
  const description = text("hero_description");
  const path = pagePath(lang);
  const image = absolute(origin, imageSrc(text("hero_image"), shareImageWidth));
  const other = otherLang(lang);
  const properties = [
    ["og:type", "website"],
    ["og:site_name", company],
    ["og:title", title],
    ["og:description", description],
    ["og:url", `${origin}${path}`],
    ["og:image", image],
    ["og:image:alt", title],
    ["og:locale", locales[lang]],
    ["og:locale:alternate", locales[other]],
  ];
  const named = [
    ["twitter:card", "summary_large_image"],
    ["twitter:title", title],
    ["twitter:description", description],
    ["twitter:image", image],
    ["twitter:image:alt", title],
    ["theme-color", text("theme_primary")],
  ];
  const meta = (
    <>
      {properties.map(([property, value]) => (
        <meta key={property} property={property} content={value} />
      ))}
      {named.map(([name, value]) => (
        <meta key={name} name={name} content={value} />
      ))}
    </>
  );
  return { title, description, path, otherPath: pagePath(other), meta };
}

// schema.org data: the company as a LocalBusiness with the opening hours the contact section shows, and the
// products the page lists as an ItemList of their own pages' addresses. Each product page carries the full
// Product data (offer, price where it shows, images: product-seo.tsx), so the landing page repeats none of it
// and keeps inside its 14 kB budget (docs/decisions/053, amended); no price travels here at all.
type DataProps = { content: ContentTexts; products: PublicProduct[]; lang: Lang; origin: string };

export function StructuredData({ content, products, lang, origin }: DataProps) {
  const text = siteText(content, lang);
  const company = text("footer_company_name");
  const organization = {
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: company,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    // Only details a machine can use (docs/decisions/020); JSON leaves an undefined one out.
    telephone: phoneHref(text("contact_phone")) && text("contact_phone"),
    email: mailHref(text("contact_email")) && text("contact_email"),
    sameAs: [text("contact_facebook"), text("contact_instagram")].flatMap((url) => profileHref(url) ?? []),
    image: absolute(origin, imageSrc(text("hero_image"), shareImageWidth)),
    openingHoursSpecification: openingHours(hourKeys.map(siteText(content, "en"))),
  };
  const productList = {
    "@type": "ItemList",
    itemListElement: products
      .flatMap((p) => (p.slug ? [p.slug] : []))
      .map((slug, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `${origin}${productsPath(lang, slug)}`,
      })),
  };
  const graph = { "@context": "https://schema.org", "@graph": [organization, productList] };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes "<", so no value closes the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(graph) }} />;
}
