import { type Lang, translator } from "#shared/i18n/index.ts";
import type { Product } from "../../features/products/service";

// A product page's price as the product card shows it: the stored price, or "Inquire" (spec §3). The public
// product carries a null price when the owner hides it, so nothing else can show.
export function Price({ product, lang }: { product: Product; lang: Lang }) {
  return product.price !== null ? (
    <p className="text-3xl font-bold text-ink">
      <span dir="ltr">${product.price}</span>
    </p>
  ) : (
    <p className="text-sm font-medium text-brand">{translator(lang)("inquire")}</p>
  );
}
