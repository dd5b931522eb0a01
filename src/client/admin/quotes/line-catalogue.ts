import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type Control, type UseFormGetValues, type UseFormSetValue, useWatch } from "react-hook-form";
import { useTRPC } from "#client/lib/trpc.ts";
import { catalogueCurrency, cataloguePrices, unitPriceFor } from "#shared/catalogue-price.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { lineWording } from "#shared/quote-line-wording.ts";
import type { QuoteInput } from "#shared/quotes.ts";

type Form = {
  control: Control<QuoteInput>;
  getValues: UseFormGetValues<QuoteInput>;
  setValue: UseFormSetValue<QuoteInput>;
};
export const noProduct = "none";
const langOf = (lang: unknown): Lang => (lang === "ar" ? "ar" : "en");

// What a quote line takes from the catalogue (docs/decisions/160): the product's name and unit in the quote's
// language and its price for the line's quantity. A price still the catalogue's follows the quantity; one the owner
// typed stays theirs.
export function useLineCatalogue({ control, getValues, setValue }: Form) {
  const catalogue = useQuery(useTRPC().products.adminList.queryOptions()).data ?? [];
  const productOf = (id: string | null | undefined) => catalogue.find((p) => p.id === id);
  const lang = langOf(useWatch({ control, name: "lang" }));
  const currency = useWatch({ control, name: "currency" });

  // Hidden products are not offered; a line that already holds one keeps showing it.
  const optionsFor = (id: string | null | undefined) => [
    { value: noProduct, label: "No catalogue product" },
    ...catalogue
      .filter((p) => p.active || p.id === id)
      .map((p) => ({ value: p.id, label: p.active ? p.name : `${p.name} (hidden)` })),
  ];

  const pick = (index: number, id: string) => {
    const product = productOf(id);
    setValue(`lines.${index}.productId`, product ? product.id : null);
    if (!product) return;
    const { description, unit } = lineWording(product, lang);
    setValue(`lines.${index}.description`, description);
    setValue(`lines.${index}.unit`, unit);
    const { price } = unitPriceFor(product, Number(getValues(`lines.${index}.quantity`)) || 1);
    if (price) setValue(`lines.${index}.unitPrice`, price);
  };

  const requantity = (index: number) => {
    const line = getValues(`lines.${index}`);
    const product = productOf(line.productId);
    if (!product || !Number.isInteger(line.quantity) || !cataloguePrices(product).has(line.unitPrice)) return;
    const { price } = unitPriceFor(product, line.quantity);
    if (price) setValue(`lines.${index}.unitPrice`, price);
  };

  // Switching the buyer's language rewords the lines that still carry the catalogue's name and unit of their
  // product, in either language; words the owner or the buyer wrote stay.
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang || catalogue.length === 0) return;
    shown.current = lang;
    getValues("lines").forEach((line, index) => {
      const product = productOf(line.productId);
      if (!product) return;
      const { description, unit } = lineWording(product, lang, line);
      if (description !== line.description) setValue(`lines.${index}.description`, description);
      if (unit !== line.unit) setValue(`lines.${index}.unit`, unit);
    });
  });

  // The catalogue's price for the line's quantity, so the owner sees which tier applies and whether they left it; in
  // its currency, and told to convert it on a quote in another one.
  const priceNote = (
    line: { productId?: string | null; quantity?: unknown; unitPrice?: string } | undefined,
  ) => {
    const product = productOf(line?.productId);
    const quantity = Number(line?.quantity);
    if (!product || !Number.isInteger(quantity) || quantity < 1) return null;
    const { price, from } = unitPriceFor(product, quantity);
    if (!price) return { text: "No catalogue price", unconverted: false };
    const amount = `${catalogueCurrency} ${price}`;
    const where = from ? `Catalogue price from ${from}: ${amount}` : `Catalogue price: ${amount}`;
    const hidden = product.showPrice ? "" : " (not shown on the site)";
    if (line?.unitPrice !== price) return { text: `${where}${hidden} · your own price`, unconverted: false };
    const unconverted = currency !== catalogueCurrency;
    const convert = unconverted ? ` · still in ${catalogueCurrency}: convert it to ${currency}` : "";
    return { text: `${where}${hidden}${convert}`, unconverted };
  };

  return { lang, optionsFor, pick, requantity, priceNote };
}
