// The product's lists in one CSV cell each (docs/decisions/211): one item a line (";" also ends an item), the
// item's parts split by "|", a label from its value by "=". "\" keeps any of these as text, so every stored text
// comes back exactly: `Ply = 2-ply | عدد الطبقات = طبقتان`.
export class CellError extends Error {}

const escapeOf = (special: RegExp) => (text: string) =>
  text.replace(special, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`));
const guardText = escapeOf(/[\\;|=\n]/g);
// A picture's address may hold "=" (a query string); it splits nothing there.
const escapeUrl = escapeOf(/[\\;|\n]/g);

// Cut at every unescaped separator; the escapes stay for the next cut and are resolved by `plain`.
function split(text: string, separators: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (separators.includes(text[i] as string)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
const plain = (piece: string) =>
  piece.trim().replace(/\\(.?)/gs, (_, ch: string) => (ch === "n" ? "\n" : ch || "\\"));
const items = (cell: string) => split(cell, ";\n\r").filter((item) => item.trim() !== "");

const pair = (part: string, n: number, form: string) => {
  const sides = split(part, "=");
  if (sides.length !== 2) throw new CellError(`Item ${n}: write it as ${form}`);
  return sides.map(plain) as [string, string];
};
const joinItems = (lines: string[]) => lines.join("\n");

type SpecRow = { label: string; labelAr: string; value: string; valueAr: string };
const specForm = "label = value | Arabic label = Arabic value";
export const specTableCell = {
  write: (rows: SpecRow[]) =>
    joinItems(
      rows.map((r) => {
        const en = `${guardText(r.label)} = ${guardText(r.value)}`;
        return r.labelAr || r.valueAr ? `${en} | ${guardText(r.labelAr)} = ${guardText(r.valueAr)}` : en;
      }),
    ),
  read: (cell: string): SpecRow[] =>
    items(cell).map((item, i) => {
      const parts = split(item, "|");
      if (parts.length > 2) throw new CellError(`Item ${i + 1}: write it as ${specForm}`);
      const [label, value] = pair(parts[0] as string, i + 1, specForm);
      const [labelAr, valueAr] = parts[1] === undefined ? ["", ""] : pair(parts[1], i + 1, specForm);
      return { label, value, labelAr, valueAr };
    }),
};

type Picture = { url: string; alt: string; altAr: string };
export const galleryCell = {
  write: (pictures: Picture[]) =>
    joinItems(
      pictures.map((p) =>
        [escapeUrl(p.url), guardText(p.alt), guardText(p.altAr)].join(" | ").replace(/( \| )+$/, ""),
      ),
    ),
  read: (cell: string): Picture[] =>
    items(cell).map((item, i) => {
      const [url = "", alt = "", altAr = "", ...rest] = split(item, "|").map(plain);
      if (rest.length > 0)
        throw new CellError(`Item ${i + 1}: write it as address | alt text | Arabic alt text`);
      return { url, alt, altAr };
    }),
};

type QuantityPrice = { minQuantity: number; price: string };
const priceForm = "quantity = price";
export const quantityPricesCell = {
  write: (rows: QuantityPrice[]) => joinItems(rows.map((r) => `${r.minQuantity} = ${r.price}`)),
  read: (cell: string) =>
    items(cell).map((item, i) => {
      const [quantity, price] = pair(item, i + 1, priceForm);
      if (!/^\d+$/.test(quantity)) throw new CellError(`Item ${i + 1}: the quantity must be a whole number`);
      return { minQuantity: Number(quantity), price };
    }),
};
