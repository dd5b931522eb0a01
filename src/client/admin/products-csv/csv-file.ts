import { limits } from "#shared/constants.ts";
import { formatSize } from "#shared/size.ts";

const maxKb = limits.productCsvMaxBytes / 1024;

// The chosen file's text, or why it cannot be imported, said before anything is sent. A spreadsheet's plain "CSV"
// is often in the computer's own code page (Windows-1256 for Arabic), which read as UTF-8 would store every Arabic
// letter as "�": such a file is refused, never guessed at.
export async function readCsvFile(file: File): Promise<{ text: string } | { problem: string }> {
  if (file.size === 0)
    return { problem: "The file is empty: choose the file Export CSV wrote, with its first line" };
  if (file.size > limits.productCsvMaxBytes) {
    return {
      problem: `The file is ${formatSize(file.size)}; an import takes at most ${maxKb} kB. Import the catalogue a category at a time (filter the list by category, then Export CSV)`,
    };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return {
      problem:
        'The file is not UTF-8 text, so its Arabic would be lost. Save it again as "CSV UTF-8" (Excel: Save As, CSV UTF-8; LibreOffice: character set Unicode (UTF-8)) and choose it again',
    };
  }
}
