// The rows between a quote's lines and its total, as its page, its PDF and its email write them: the subtotal, then
// a discount and a tax only when not 0 % (a 0 % is not a line). Amounts as stored, a discount with its minus; each
// caller writes them in its own way.
type Summed = {
  discountPercent: string;
  taxPercent: string;
  totals: { subtotal: string; discount: string; tax: string };
};
type SumWords = { subtotal: string; discount: (rate: string) => string; tax: (rate: string) => string };

export function quoteSums(quote: Summed, words: SumWords): Array<[label: string, amount: string]> {
  const rows: Array<[string, string]> = [[words.subtotal, quote.totals.subtotal]];
  if (quote.discountPercent !== "0")
    rows.push([words.discount(quote.discountPercent), `-${quote.totals.discount}`]);
  if (quote.taxPercent !== "0") rows.push([words.tax(quote.taxPercent), quote.totals.tax]);
  return rows;
}
