import type { Lang } from "./i18n/index";

// The catalogue's addresses (docs/decisions/210), apart from its schemas so the browser's bundle stays small.
export const productsPath = (lang: Lang, slug?: string) =>
  `${lang === "ar" ? "/ar" : ""}/products${slug ? `/${slug}` : ""}`;
export const samplePath = (lang: Lang, slug: string) => `${productsPath(lang, slug)}/sample`;

type Sold = { minOrder: number; unitOfSale: string; unitOfSaleAr: string };
export const unitOf = (p: Pick<Sold, "unitOfSale" | "unitOfSaleAr">, lang: Lang) =>
  (lang === "ar" && p.unitOfSaleAr) || p.unitOfSale;
// The inquiry's quantity, filled in with the product's minimum order ("50 cartons"); nothing for a product sold
// by the piece from one.
export function minimumOrder(p: Sold, lang: Lang) {
  const unit = unitOf(p, lang);
  if (p.minOrder <= 1 && !unit) return "";
  return unit ? `${p.minOrder} ${unit}` : String(p.minOrder);
}
