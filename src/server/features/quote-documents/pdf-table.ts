import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";
import { formatMoney } from "#shared/money.ts";
import type { DocumentLine } from "./document-input";
import { ink, margin, muted, newPage, type Page } from "./pdf-page";
import type { Box, Style } from "./pdf-writer";

// The lines table: product with its short specification, quantity, unit, unit price and line total. The product's
// name and the unit wrap inside their columns (a long name written by the owner once ran over the amounts and off
// the page). A row that does not fit goes to the next page, which starts with the table's header again.
const product: Style = { size: 9, bold: true, color: ink };
const spec: Style = { size: 7.5, color: muted };
const cell: Style = { size: 9, color: ink };

function columns(content: number) {
  const fixed = { n: 22, quantity: 58, unit: 52, price: 82, total: 90 };
  const name = content - Object.values(fixed).reduce((a, b) => a + b, 0);
  let x = margin;
  const at = (width: number) => {
    const box = { x, width };
    x += width;
    return box;
  };
  return {
    n: at(fixed.n),
    name: at(name),
    quantity: at(fixed.quantity),
    unit: at(fixed.unit),
    price: at(fixed.price),
    total: at(fixed.total),
  };
}

function header(page: Page, y: number) {
  const { w, input } = page;
  const t = quoteDocumentText[input.lang];
  const c = columns(page.content);
  w.doc.rect(margin, y, page.content, 22).fill(input.company.primary);
  const style: Style = { size: 8.5, bold: true, color: "#ffffff" };
  const pad = (box: { x: number; width: number }, align: Box["align"] = "start") => ({
    x: box.x + 5,
    width: box.width - 10,
    y: y + 5,
    align,
  });
  w.line("#", pad(c.n), style);
  w.line(t.product, pad(c.name), style);
  w.line(t.quantity, pad(c.quantity, "end"), style);
  w.line(t.unit, pad(c.unit), style);
  w.line(t.unitPrice, pad(c.price, "end"), style);
  w.line(t.lineTotal, pad(c.total, "end"), style);
  return y + 22;
}

type Wrapped = { name: string[]; spec: string[]; unit: string[] };
const nameLine = 12;
const specLine = 11;
const rowHeight = (text: Wrapped) =>
  10 + Math.max(text.name.length * nameLine, text.unit.length * nameLine) + 2 + text.spec.length * specLine;

function row(page: Page, y: number, line: DocumentLine, index: number, text: Wrapped) {
  const { w, input } = page;
  const c = columns(page.content);
  const height = rowHeight(text);
  if (index % 2 === 1) w.doc.rect(margin, y, page.content, height).fill("#f3f4f6");
  const money = (amount: string) => w.ltr(formatMoney(amount, input.currency, input.lang));
  const at = (box: { x: number; width: number }, align: Box["align"] = "start") => ({
    x: box.x + 5,
    width: box.width - 10,
    y: y + 6,
    align,
  });
  w.line(String(index + 1), at(c.n), { ...cell, color: muted });
  text.name.forEach((part, i) => {
    w.line(part, { ...at(c.name), y: y + 6 + i * nameLine }, product);
  });
  const specTop = y + 9 + text.name.length * nameLine;
  text.spec.forEach((part, i) => {
    w.line(part, { ...at(c.name), y: specTop + i * specLine }, spec);
  });
  w.line(w.ltr(line.quantity.toLocaleString("en-US")), at(c.quantity, "end"), cell);
  text.unit.forEach((part, i) => {
    w.line(part, { ...at(c.unit), y: y + 6 + i * nameLine }, cell);
  });
  w.line(money(line.unitPrice), at(c.price, "end"), cell);
  w.line(money(line.total), at(c.total, "end"), { ...cell, bold: true });
  w.doc.rect(margin, y + height - 0.5, page.content, 0.5).fill("#e5e7eb");
  return y + height;
}

export function drawLines(page: Page, top: number) {
  let y = header(page, top);
  const { w } = page;
  const c = columns(page.content);
  const fit = (text: string, width: number, style: Style) =>
    w.inOwnDirection(w.wrap(text, width - 10, style), text);
  page.input.lines.forEach((line, index) => {
    const text = {
      name: fit(line.product, c.name.width, product),
      spec: line.spec ? fit(line.spec, c.name.width, spec).slice(0, 3) : [],
      unit: fit(line.unit, c.unit.width, cell),
    };
    if (y + rowHeight(text) > page.bottom) y = header(page, newPage(page));
    y = row(page, y, line, index, text);
  });
  return y;
}
