import { leftToRight, visualRuns } from "./bidi-runs";
import type { FontName } from "./fonts";

// Text on a PDFKit page in either direction: each line is cut into bidi runs, each run set in Noto Naskh Arabic
// or Noto Sans, and each word placed by its measured width (docs/decisions/162). Positions are given from the
// page's start edge (the right in Arabic) and mirrored here.
const arabicLetter = /\p{Script=Arabic}/u;

export type Style = { size: number; bold?: boolean; color?: string };
export type Box = { x: number; y: number; width: number; align?: "start" | "end" | "center" };

export class Writer {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
  ) {}

  readonly pageWidth = () => this.doc.page.width;

  // Amounts, phone numbers and addresses keep their own order inside Arabic text.
  ltr(text: string) {
    return this.rtl ? leftToRight(text) : text;
  }

  // Lines of a text written without Arabic (an English specification, delivery terms "... 14 days (DAP)") read left
  // to right in an Arabic document too: in the page's direction a leading number or a bracket moved to the far end
  // ("ply · 150 sheets-2", ")... (DAP").
  inOwnDirection(lines: string[], source: string) {
    return arabicLetter.test(source) ? lines : lines.map((line) => this.ltr(line));
  }

  // The left edge, in PDF coordinates, of a box placed `x` from the start edge.
  left(x: number, width: number) {
    return this.rtl ? this.pageWidth() - x - width : x;
  }

  private font(arabic: boolean, style: Style) {
    const name: FontName = arabic ? (style.bold ? "naskhBold" : "naskh") : style.bold ? "sansBold" : "sans";
    return this.doc.font(name).fontSize(style.size);
  }

  private runs(text: string, style: Style) {
    return visualRuns(text, this.rtl).map((run) => ({
      ...run,
      width: this.font(run.arabic, style).widthOfString(run.text),
    }));
  }

  width(text: string, style: Style) {
    return this.runs(text, style).reduce((sum, run) => sum + run.width, 0);
  }

  // One line, never wrapped: drawn word by word, so PDFKit's own word handling cannot reorder Arabic words.
  line(text: string, box: Box, style: Style) {
    const runs = this.runs(text, style);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const left = this.left(box.x, box.width);
    const align = box.align ?? "start";
    const atLeft = (align === "start") !== this.rtl;
    let x = align === "center" ? left + (box.width - total) / 2 : atLeft ? left : left + box.width - total;
    this.doc.fillColor(style.color ?? "#1f2937");
    for (const run of runs) {
      const font = this.font(run.arabic, style);
      for (const word of run.text.split(/(\s+)/)) {
        if (word === "") continue;
        if (word.trim() !== "") font.text(word, x, box.y, { lineBreak: false });
        x += font.widthOfString(word);
      }
    }
  }

  // Breaks a text (in its written order) into lines that fit the width; a word longer than the width is cut.
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let current = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (this.width(candidate, style) <= width || current === "") current = candidate;
        else {
          lines.push(current);
          current = word;
        }
        while (this.width(current, style) > width && current.length > 1) {
          let cut = current.length - 1;
          while (cut > 1 && this.width(current.slice(0, cut), style) > width) cut--;
          lines.push(current.slice(0, cut));
          current = current.slice(cut);
        }
      }
      lines.push(current);
    }
    return lines;
  }

  lineHeight(style: Style) {
    return style.size * 1.55;
  }
}
