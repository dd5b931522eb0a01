import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";
import { writtenDate } from "#shared/written-date.ts";
import type { QuoteDocumentInput } from "./document-input";
import type { Style, Writer } from "./pdf-writer";

// The page of a quote's PDF (docs/decisions/162): its margins, the letterhead with the site's mark, name and
// colours, the parties and dates, and the start of each next page.
export const margin = 48;
export const ink = "#1f2937";
export const muted = "#6b7280";

export type Page = { w: Writer; input: QuoteDocumentInput; content: number; bottom: number };

function brandMark(page: Page, x: number, y: number, size: number) {
  const { doc } = page.w;
  const scale = size / 32;
  doc.save().translate(page.w.left(x, size), y).scale(scale);
  doc.roundedRect(0, 0, 32, 32, 9).fill(page.input.company.primary);
  doc.path("M9 11c2.5-2 5-2 7 0s4.5 2 7 0v10c-2.5 2-5 2-7 0s-4.5-2-7 0Z").fill("#ffffff");
  doc.restore();
}

// The letterhead on the first page; a one-line reminder of whose quote it is on the next ones.
export function letterhead(page: Page, first: boolean): number {
  const { w, input } = page;
  const t = quoteDocumentText[input.lang];
  const number = `${w.ltr(input.number)} ${t.revision(input.revision)}`;
  w.doc.rect(0, 0, w.pageWidth(), 6).fill(input.company.primary);
  if (!first) {
    w.line(
      input.company.name,
      { x: margin, y: 22, width: page.content / 2 },
      { size: 9, bold: true, color: ink },
    );
    w.line(
      `${t.title} ${number}`,
      { x: margin, y: 22, width: page.content, align: "end" },
      { size: 9, color: muted },
    );
    return 52;
  }
  brandMark(page, margin, 30, 34);
  w.line(
    input.company.name,
    { x: margin + 44, y: 30, width: 250 },
    { size: 16, bold: true, color: input.company.dark },
  );
  const contact = [input.company.email, input.company.phone].filter(Boolean).map(w.ltr, w).join("  ·  ");
  w.line(contact, { x: margin + 44, y: 54, width: 250 }, { size: 8.5, color: muted });
  const right = { x: margin, width: page.content, align: "end" as const };
  w.line(t.title, { ...right, y: 26 }, { size: 20, bold: true, color: input.company.primary });
  w.line(number, { ...right, y: 56 }, { size: 10, bold: true, color: ink });
  w.doc.rect(margin, 84, page.content, 1.5).fill(input.company.accent);
  return parties(page, 100);
}

function labelled(page: Page, x: number, y: number, width: number, label: string, rows: string[]) {
  page.w.line(label.toUpperCase(), { x, y, width }, { size: 7.5, bold: true, color: muted });
  rows.forEach((row, i) => {
    const style: Style = i === 0 ? { size: 10, bold: true, color: ink } : { size: 9, color: ink };
    page.w.line(row, { x, y: y + 14 + i * 14, width }, style);
  });
  return y + 14 + rows.length * 14;
}

function parties(page: Page, y: number) {
  const { input } = page;
  const t = quoteDocumentText[input.lang];
  const b = input.buyer;
  const buyer = labelled(
    page,
    margin,
    y,
    260,
    t.billTo,
    [b.name, b.company, ...[b.email, b.phone].filter(Boolean).map(page.w.ltr, page.w)].filter(Boolean),
  );
  const x = margin + page.content - 190;
  const facts: [string, string][] = [
    [t.number, page.w.ltr(input.number)],
    [t.issued, writtenDate(input.issued, input.lang)],
    [t.validUntil, writtenDate(input.validUntil, input.lang)],
  ];
  facts.forEach(([label, value], i) => {
    page.w.line(label, { x, y: y + i * 16, width: 85 }, { size: 8.5, color: muted });
    page.w.line(value, { x: x + 85, y: y + i * 16, width: 105 }, { size: 9, bold: true, color: ink });
  });
  return Math.max(buyer, y + facts.length * 16) + 18;
}

export function newPage(page: Page) {
  page.w.doc.addPage();
  return letterhead(page, false);
}
