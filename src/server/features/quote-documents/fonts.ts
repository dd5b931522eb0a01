// The PDF's fonts, embedded into the compiled executable by Bun (a "file" import): the server reads them from its
// own virtual file system and never from the machine (docs/decisions/162). Noto, SIL Open Font License
// (assets/fonts/OFL.txt).
import naskhBold from "../../../../assets/fonts/NotoNaskhArabic-Bold.ttf" with { type: "file" };
import naskh from "../../../../assets/fonts/NotoNaskhArabic-Regular.ttf" with { type: "file" };
import sansBold from "../../../../assets/fonts/NotoSans-Bold.ttf" with { type: "file" };
import sans from "../../../../assets/fonts/NotoSans-Regular.ttf" with { type: "file" };

export const fontFiles = { sans, sansBold, naskh, naskhBold } as const;
export type FontName = keyof typeof fontFiles;

// Read once per process; opened again for each document. fontkit caches each glyph with the characters it was
// first shaped from, and PDFKit writes those into the document's text layer: fonts shared across documents made
// one document's copyable text depend on what was drawn before it.
export async function loadFonts(): Promise<Record<FontName, Uint8Array>> {
  const entries = await Promise.all(
    Object.entries(fontFiles).map(async ([name, path]) => [
      name,
      new Uint8Array(await Bun.file(path).arrayBuffer()),
    ]),
  );
  return Object.fromEntries(entries);
}
