import { describe, expect, setDefaultTimeout, test } from "bun:test";
import PDFDocument from "pdfkit";
import { type FontName, loadFonts } from "./fonts";
import { type Style, Writer } from "./pdf-writer";

// Breaking a word longer than its line (issue 39): a 2,000-letter note took 10 s to send and 4,000 letters of terms
// 71 s, as every cut tried ever shorter slices of the whole word. The work is counted in letters measured, which
// grows with the text's length and not with its square, whatever the machine's speed.
setDefaultTimeout(20_000);
const fonts = await loadFonts();

function measuredWriter(rtl: boolean) {
  const doc = new PDFDocument({ size: "A4", margin: 0, font: null as unknown as string });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name as FontName, data);
  const measure = doc.widthOfString.bind(doc);
  const counted = { letters: 0 };
  doc.widthOfString = (text, options) => {
    counted.letters += text.length;
    return measure(text, options);
  };
  return { writer: new Writer(doc, rtl), counted };
}

const style: Style = { size: 9 };
const width = 400;

describe("a word longer than its line", () => {
  for (const [language, letter, rtl] of [
    ["Latin", "x", false],
    ["Arabic", "\u0628", true],
  ] as const)
    test(`in ${language}: cut into pieces that fit and join back to the word, measuring each letter a few times`, () => {
      const { writer, counted } = measuredWriter(rtl);
      const word = letter.repeat(3_000);
      const lines = writer.wrap(`Note: ${word}`, width, style);
      expect(lines[0]).toBe("Note:");
      expect(lines.slice(1).join("")).toBe(word);
      expect(lines.length).toBeGreaterThan(6);
      for (const line of lines) expect(writer.width(line, style)).toBeLessThanOrEqual(width);
      expect(counted.letters).toBeLessThan(20 * word.length);
    });

  test("a letter with its marks stays whole across a cut", () => {
    const { writer } = measuredWriter(false);
    const lines = writer.wrap("e\u0301".repeat(2_000), width, style);
    for (const line of lines) expect(line.startsWith("\u0301")).toBe(false);
  });
});
