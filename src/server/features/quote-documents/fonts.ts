// The PDF's fonts, embedded into the compiled executable by Bun (a "file" import): the server reads them from its
// own virtual file system and never from the machine (docs/decisions/162). Noto, SIL Open Font License
// (assets/fonts/OFL.txt).
import naskhBold from "../../../../assets/fonts/NotoNaskhArabic-Bold.ttf" with { type: "file" };
import naskh from "../../../../assets/fonts/NotoNaskhArabic-Regular.ttf" with { type: "file" };
import sansBold from "../../../../assets/fonts/NotoSans-Bold.ttf" with { type: "file" };
import sans from "../../../../assets/fonts/NotoSans-Regular.ttf" with { type: "file" };

import { create, type Font } from "fontkit";

export const fontFiles = { sans, sansBold, naskh, naskhBold } as const;
export type FontName = keyof typeof fontFiles;

// Opened once per process and shared by every document: fontkit decodes a font's tables as it first needs them, so
// the second document onwards shapes without parsing again.
export async function loadFonts(): Promise<Record<FontName, Font>> {
  const entries = await Promise.all(
    Object.entries(fontFiles).map(async ([name, path]) => {
      const font = create(Buffer.from(await Bun.file(path).arrayBuffer()));
      if (!("layout" in font)) throw new Error(`${path} is a font collection`);
      return [name, font];
    }),
  );
  return Object.fromEntries(entries);
}
