import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";
import { formatMoney } from "#shared/money.ts";
import type { DocumentLine } from "./document-input";
import { ink, margin, muted, newPage, type Page } from "./pdf-page";
import type { Box, Style } from "./pdf-writer";

// The lines table: product with its short specification, quantity, unit, unit price and line total. A row that
// does not fit goes to the next page, which starts with the table's header again.
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

function row(page: Page, y: number, line: DocumentLine, index: number, specLines: string[]) {
  const { w, input } = page;
  const c = columns(page.content);
  const height = 10 + 14 + specLines.length * 11;
  if (index % 2 === 1) w.doc.rect(margin, y, page.content, height).fill("#f3f4f6");
  const money = (amount: string) => w.ltr(formatMoney(amount, input.currency, input.lang));
  const at = (box: { x: number; width: number }, align: Box["align"] = "start") => ({
    x: box.x + 5,
    width: box.width - 10,
    y: y + 6,
    align,
  });
  w.line(String(index + 1), at(c.n), { ...cell, color: muted });
  w.line(line.product, at(c.name), product);
  specLines.forEach((text, i) => {
    w.line(text, { ...at(c.name), y: y + 21 + i * 11 }, spec);
  });
  w.line(w.ltr(line.quantity.toLocaleString("en-US")), at(c.quantity, "end"), cell);
  w.line(line.unit, at(c.unit), cell);
  w.line(money(line.unitPrice), at(c.price, "end"), cell);
  w.line(money(line.total), at(c.total, "end"), { ...cell, bold: true });
  w.doc.rect(margin, y + height - 0.5, page.content, 0.5).fill("#e5e7eb");
  return y + height;
}

export function drawLines(page: Page, top: number) {
  let y = header(page, top);
  const nameWidth = columns(page.content).name.width - 10;
  page.input.lines.forEach((line, index) => {
    const wrapped = line.spec ? page.w.wrap(line.spec, nameWidth, spec).slice(0, 3) : [];
    const specLines = page.w.inOwnDirection(wrapped, line.spec);
    if (y + 24 + specLines.length * 11 > page.bottom) y = header(page, newPage(page));
    y = row(page, y, line, index, specLines);
  });
  return y;
}
