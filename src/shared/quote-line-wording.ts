import { unitOf } from "./catalogue-paths";
import type { Lang } from "./i18n/index";
import { productName } from "./product-text";

// How a quote line names its product and unit in the quote's language (docs/decisions/160): the draft, the
// editor's product picker and its language switch all ask this one place.
type Worded = { name: string; nameAr?: string | null; unitOfSale: string; unitOfSaleAr: string };
const langs: Lang[] = ["en", "ar"];

// The product's unit of sale in the quote's language (the English where it has no Arabic), else a carton.
const defaultUnit = { en: "carton", ar: "كرتونة" } as const;
export const quoteUnitOf = (product: Omit<Worded, "name"> | undefined, lang: Lang) =>
  (product && unitOf(product, lang)) || defaultUnit[lang];

// "Cartons", "carton" and "CARTON" name one unit, as do "كرتون" and "كرتونة": case and a plural's s or es, or a
// final taa marbuta, do not make another unit.
const endings = ["s", "es", "ة"];
function sameUnit(written: string, unit: string) {
  const [a, b] = [written.toLowerCase(), unit.toLowerCase()];
  return a === b || endings.some((end) => a === b + end || b === a + end);
}

/** A line's description and unit in `lang`. Words that are still the catalogue's for this product, in either
 * language ("cartons" on an Arabic quote, the English name), become the catalogue's in `lang`; the buyer's or the
 * owner's own ("12 cases", "Facial tissue, printed") stay as written; nothing written takes the catalogue's. */
export function lineWording(
  product: Worded,
  lang: Lang,
  written: { description?: string; unit?: string } = {},
) {
  const description = written.description?.trim() ?? "";
  const unit = written.unit?.trim() ?? "";
  const cataloguesName = langs.some((l) => description === productName(product, l));
  const cataloguesUnit = langs.some((l) => sameUnit(unit, quoteUnitOf(product, l)));
  return {
    description: !description || cataloguesName ? productName(product, lang) : description,
    unit: !unit || cataloguesUnit ? quoteUnitOf(product, lang) : unit,
  };
}
