// A product's unit price for a quantity, as its page publishes it (docs/decisions/160): the quantity price with the
// highest minimum not above the quantity, else the product's price. A hidden price (showPrice false) is still the
// owner's price: the caller decides who sees it (the public pages never do, a quote the owner sends does).
// The catalogue's prices are dollars: the site writes them "$27.00" and its structured data says so. A quote in
// another currency takes them as they are, so the editor says which currency they are in.
export const catalogueCurrency = "USD";

export type QuantityPrice = { minQuantity: number; price: string };
type Priced = { price: string | null; quantityPrices: QuantityPrice[] };

// from: the tier's minimum quantity, null for the product's own price.
export function unitPriceFor(
  product: Priced,
  quantity: number,
): { price: string | null; from: number | null } {
  let tier: QuantityPrice | undefined;
  for (const row of product.quantityPrices)
    if (row.minQuantity <= quantity && (!tier || row.minQuantity > tier.minQuantity)) tier = row;
  return tier ? { price: tier.price, from: tier.minQuantity } : { price: product.price, from: null };
}

// Every price the catalogue gives the product, whatever the quantity.
export const cataloguePrices = (product: Priced) =>
  new Set([product.price, ...product.quantityPrices.map((row) => row.price)].filter((p) => p !== null));
