import bidiFactory from "bidi-js";

// A line of mixed Arabic and Latin text, cut into runs in the order they are drawn from left to right (the Unicode
// bidirectional algorithm, UAX #9). Shaping is fontkit's: given an Arabic word in its logical order it joins the
// letters and lays the glyphs out right to left itself. PDFKit shapes word by word and sets the words left to
// right, so an Arabic run is handed over with its words in reverse order, each as written. Any other run on a
// right-to-left level (a dash, a bracket) is reversed and mirrored here.
const bidi = bidiFactory();
export type Run = { text: string; arabic: boolean };

const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const neutral = /[\s\u060c\u061b\u061f.,:;!?'"\-–—/]/;

type Segment = { text: string; level: number; arabic: boolean };

// A value that reads left to right whatever surrounds it (a phone number, an amount): a left-to-right isolate.
export const leftToRight = (text: string) => `\u2066${text}\u2069`;
const isolateMark = /[\u2066-\u2069]/;

function segmentsOf(text: string, levels: Uint8Array): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (isolateMark.test(char)) continue;
    const level = levels[i] ?? 0;
    const last = segments.at(-1);
    // Spaces and punctuation between Arabic words stay in the Arabic run, so the shaper sees whole phrases.
    const arabic = arabicLetter.test(char) || (neutral.test(char) && last?.level === level && last.arabic);
    if (last && last.level === level && last.arabic === arabic) last.text += char;
    else segments.push({ text: char, level, arabic });
  }
  return segments;
}

// UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
function visualOrder(segments: Segment[]): Segment[] {
  const order = [...segments];
  const highest = Math.max(0, ...order.map((s) => s.level));
  const lowestOdd = Math.min(...order.map((s) => (s.level % 2 === 1 ? s.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if ((order[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end + 1 < order.length && (order[end + 1]?.level ?? 0) >= level) end++;
      order.splice(i, end - i + 1, ...order.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return order;
}

const mirrored = (char: string) => bidi.getMirroredCharacter(char) ?? char;

export function visualRuns(text: string, rtl: boolean): Run[] {
  if (text === "") return [];
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? "rtl" : "ltr");
  return visualOrder(segmentsOf(text, levels)).map(({ text: run, level, arabic }) => {
    if (level % 2 === 0) return { text: run, arabic };
    // Brackets are mirrored so they face the right way once reversed (by the shaper inside an Arabic word).
    const chars = [...run].map(mirrored);
    if (!arabic) return { text: chars.reverse().join(""), arabic };
    return { text: chars.join("").split(/(\s+)/).reverse().join(""), arabic };
  });
}
