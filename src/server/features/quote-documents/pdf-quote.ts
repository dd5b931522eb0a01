import PDFDocument from "pdfkit";
import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";
import { formatMoney } from "#shared/money.ts";
import { quoteSums } from "#shared/quote-sums.ts";
import { writtenDate } from "#shared/written-date.ts";
import type { QuoteDocumentInput } from "./document-input";
import { drawableInput } from "./drawable-text";
import { type FontName, loadFonts } from "./fonts";
import { ink, letterhead, margin, muted, newPage, type Page } from "./pdf-page";
import { drawLines } from "./pdf-table";
import { type Style, Writer } from "./pdf-writer";

// A quote as an A4 document (docs/decisions/162): letterhead, parties, the lines table (continued on as many pages
// as it needs, its header repeated), totals, the buyer's acceptance on the accepted copy, terms, and "Page n of N"
// on every page.
const fonts = loadFonts();

function totals(page: Page, y: number) {
  const { w, input } = page;
  const t = quoteDocumentText[input.lang];
  const money = (amount: string) => w.ltr(formatMoney(amount, input.currency, input.lang));
  const rows = quoteSums(input, t).map(([label, amount]): [string, string] => [label, money(amount)]);
  const x = margin + page.content - 230;
  rows.forEach(([label, value], i) => {
    w.line(label, { x, y: y + i * 17, width: 120 }, { size: 9, color: muted });
    w.line(value, { x: x + 120, y: y + i * 17, width: 110, align: "end" }, { size: 9, color: ink });
  });
  const totalY = y + rows.length * 17 + 4;
  w.doc.rect(w.left(x, 230), totalY - 4, 230, 24).fill(input.company.primary);
  w.line(t.total, { x: x + 8, y: totalY + 1, width: 100 }, { size: 10.5, bold: true, color: "#ffffff" });
  const total = { x: x + 100, y: totalY + 1, width: 122, align: "end" as const };
  w.line(money(input.totals.total), total, { size: 10.5, bold: true, color: "#ffffff" });
  w.line(
    t.currency(input.currency),
    { x: margin, y: totalY + 30, width: page.content },
    { size: 8, color: muted },
  );
  return totalY + 52;
}

// The buyer's signature on the accepted copy: a framed note under the totals.
function acceptance(page: Page, y: number) {
  const signed = page.input.acceptance;
  if (!signed) return y;
  const { w, input } = page;
  const t = quoteDocumentText[input.lang];
  const at = y + 64 > page.bottom ? newPage(page) : y;
  const height = signed.po ? 52 : 38;
  w.doc.lineWidth(1.2).rect(w.left(margin, page.content), at, page.content, height).stroke("#047857");
  const box = { x: margin + 12, width: page.content - 24 };
  w.line(t.accepted.toUpperCase(), { ...box, y: at + 7 }, { size: 8, bold: true, color: "#047857" });
  const on = writtenDate(signed.date, input.lang);
  w.line(
    t.acceptedBy(signed.name, on, w.ltr(signed.time)),
    { ...box, y: at + 20 },
    { size: 10, bold: true, color: ink },
  );
  if (signed.po) w.line(t.po(w.ltr(signed.po)), { ...box, y: at + 35 }, { size: 9, color: ink });
  return at + height + 16;
}

// A heading and its paragraphs, continued on a new page when they reach the bottom.
function section(page: Page, y: number, heading: string, text: string) {
  if (text.trim() === "") return y;
  const style: Style = { size: 9, color: ink };
  const lines = page.w.inOwnDirection(page.w.wrap(text, page.content, style), text);
  let at = y + 40 > page.bottom ? newPage(page) : y;
  page.w.line(
    heading,
    { x: margin, y: at, width: page.content },
    { size: 10, bold: true, color: page.input.company.dark },
  );
  at += 17;
  for (const line of lines) {
    if (at + 14 > page.bottom) at = newPage(page);
    page.w.line(line, { x: margin, y: at, width: page.content }, style);
    at += page.w.lineHeight(style);
  }
  return at + 10;
}

function footers(page: Page) {
  const { doc } = page.w;
  const { start, count } = doc.bufferedPageRange();
  const t = quoteDocumentText[page.input.lang];
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - 34;
    doc.rect(margin, y - 8, page.content, 0.75).fill("#d1d5db");
    const footer = `${page.input.company.name}  ·  ${page.w.ltr(page.input.number)} ${t.revision(page.input.revision)}`;
    page.w.line(footer, { x: margin, y, width: page.content }, { size: 7.5, color: muted });
    page.w.line(
      t.page(i + 1, count),
      { x: margin, y, width: page.content, align: "end" },
      { size: 7.5, color: muted },
    );
  }
}

export async function renderQuotePdf(typed: QuoteDocumentInput): Promise<Uint8Array> {
  const input = drawableInput(typed);
  const t = quoteDocumentText[input.lang];
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    // No built-in font: PDFKit's Helvetica would be read from its own folder, absent from the executable.
    font: null as unknown as string,
    info: {
      Title: `${t.title} ${input.number} ${t.revision(input.revision)}`,
      Author: input.company.name,
      CreationDate: new Date(`${input.issued}T00:00Z`),
    },
    lang: input.lang,
  });
  for (const [name, data] of Object.entries(await fonts)) doc.registerFont(name as FontName, data);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on("end", resolve));
  const w = new Writer(doc, input.lang === "ar");
  const page: Page = { w, input, content: doc.page.width - 2 * margin, bottom: doc.page.height - 56 };
  let y = drawLines(page, letterhead(page, true));
  if (y + 110 > page.bottom) y = newPage(page);
  y = acceptance(page, totals(page, y + 12));
  y = section(page, y, t.delivery, input.deliveryTerms);
  y = section(page, y, t.payment, input.paymentTerms);
  y = section(page, y, t.note, input.note);
  section(page, y, t.terms, input.terms);
  footers(page);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
