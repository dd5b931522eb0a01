import { leftToRight, visualRuns } from "./bidi-runs";
import type { FontName } from "./fonts";

// Text on a PDFKit page in either direction: each line is cut into bidi runs, each run set in Noto Naskh Arabic
// or Noto Sans, and each word placed by its measured width (docs/decisions/162). Positions are given from the
// page's start edge (the right in Arabic) and mirrored here.
const arabicLetter = /\p{Script=Arabic}/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

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

  // A word as the font can lay it out. fontkit throws on some marks its font has no anchor for (U+0336 after a Latin
  // letter in Noto Sans); such a letter is drawn without its marks, the word's other marks kept.
  private drawable(word: string, font: PDFKit.PDFDocument) {
    const laidOut = (text: string) => {
      try {
        font.widthOfString(text);
        return true;
      } catch {
        return false;
      }
    };
    if (laidOut(word)) return word;
    const kept = [...graphemes.segment(word)]
      .map(({ segment }) => (laidOut(segment) ? segment : segment.replace(/\p{M}/gu, "")))
      .join("");
    if (laidOut(kept)) return kept;
    const bare = word.replace(/\p{M}/gu, "");
    return laidOut(bare) ? bare : "";
  }

  private runs(text: string, style: Style) {
    return visualRuns(text, this.rtl).map((run) => {
      const font = this.font(run.arabic, style);
      const words = run.text
        .split(/(\s+)/)
        .filter((word) => word !== "")
        .map((word) => {
          const drawn = this.drawable(word, font);
          return { text: drawn, width: font.widthOfString(drawn) };
        });
      return { ...run, words, width: words.reduce((sum, word) => sum + word.width, 0) };
    });
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
      for (const word of run.words) {
        if (word.text.trim() !== "") font.text(word.text, x, box.y, { lineBreak: false });
        x += word.width;
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
        if (this.width(candidate, style) <= width) {
          current = candidate;
          continue;
        }
        if (current !== "") lines.push(current);
        const pieces = this.cut(word, width, style);
        current = pieces.pop() ?? "";
        lines.push(...pieces);
      }
      lines.push(current);
    }
    return lines;
  }

  // A word cut into pieces that fit, in one pass: each letter is measured once and each piece about once, where
  // trying ever shorter cuts of the whole word took minutes for a few thousand letters (issue 39). A piece is
  // measured whole too, as joined letters and kerning may make it wider than its letters apart.
  private cut(word: string, width: number, style: Style): string[] {
    if (this.width(word, style) <= width) return [word];
    const parts = [...graphemes.segment(word)].map(({ segment }) => segment);
    const widths = parts.map((part) => this.width(part, style));
    const pieces: string[] = [];
    for (let start = 0; start < parts.length; ) {
      let end = start + 1;
      let sum = widths[start] ?? 0;
      while (end < parts.length && sum + (widths[end] ?? 0) <= width) sum += widths[end++] ?? 0;
      while (end - start > 1 && this.width(parts.slice(start, end).join(""), style) > width) end--;
      pieces.push(parts.slice(start, end).join(""));
      start = end;
    }
    return pieces;
  }

  lineHeight(style: Style) {
    return style.size * 1.55;
  }
}
