import type { Lang } from "./i18n/index";

// A product's name and description in the page's language: the Arabic where the owner wrote one, else the English.
export const productName = (product: { name: string; nameAr?: string | null }, lang: Lang) =>
  (lang === "ar" && product.nameAr) || product.name;
export const productDescription = (
  product: { description: string; descriptionAr?: string | null },
  lang: Lang,
) => (lang === "ar" && product.descriptionAr) || product.description;
