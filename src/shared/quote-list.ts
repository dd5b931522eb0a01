import type { Lang } from "./i18n/index";

// The buyer's quote list (docs/decisions/161): product ids and the quantity text, nothing personal. It is
// kept in a cookie so the landing page's script and the server's plain /quote-list page read and add to one list.
export type QuoteLine = { productId: string; quantity: string };

export const maxQuoteLines = 50;
export const quoteListCookie = "quote-list";
export const quoteListMaxAgeS = 90 * 24 * 3600;
export const quoteListPath = (lang: Lang) => `${lang === "ar" ? "/ar" : ""}/quote-list`;

// A line a product: its id, a space, the quantity (an id has no space, a quantity typed in one field no line break).
export const encodeQuoteList = (lines: QuoteLine[]) =>
  lines.map((l) => `${l.productId} ${l.quantity.replaceAll("\n", " ")}`).join("\n");

// Whatever a cookie holds reads as a list: a line past the limits (an id's 64 characters, a quantity's 100, as the
// forms' textLimits; not imported, because the page's entry script reads this module and the table would come as a
// second script) or naming a product twice is left out.
export function decodeQuoteList(text: string | undefined): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const entry of (text ?? "").split("\n")) {
    const space = entry.indexOf(" ");
    const productId = space < 0 ? entry : entry.slice(0, space);
    const quantity = space < 0 ? "" : entry.slice(space + 1);
    if (!productId || productId.length > 64 || quantity.length > 100) continue;
    if (lines.some((l) => l.productId === productId)) continue;
    lines.push({ productId, quantity });
    if (lines.length === maxQuoteLines) break;
  }
  return lines;
}

// The list with one more product at its end, unless it is there already or the list is full. It comes with the
// product's minimum order as its quantity (docs/decisions/210), as Place Order fills in the inquiry's.
export const withProduct = (lines: QuoteLine[], productId: string, quantity: string) =>
  lines.some((l) => l.productId === productId) || lines.length >= maxQuoteLines
    ? lines
    : [...lines, { productId, quantity }];
