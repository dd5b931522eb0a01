import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Poppler's command-line tools (Debian's poppler-utils), as the tests read a PDF: its text, its facts, its fonts,
// and a page as a picture to look at.
const folder = mkdtempSync(join(tmpdir(), "quote-pdf-"));
let made = 0;

function run(command: string[]) {
  const result = Bun.spawnSync(command);
  if (result.exitCode !== 0)
    throw new Error(
      `${command[0]} failed (${result.exitCode ?? result.signalCode}): ${result.stderr.toString()}`,
    );
  return result.stdout.toString();
}

export function pdfFile(pdf: Uint8Array, name = `quote-${++made}`) {
  const path = join(folder, `${name}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

// pdftotext writes right-to-left lines with bidi embedding marks around them; the words are what is compared.
export const pdfText = (path: string, page?: number) =>
  run(["pdftotext", ...(page ? ["-f", String(page), "-l", String(page)] : []), path, "-"]).replace(
    /[\u202a-\u202e\u2066-\u2069]/g,
    "",
  );
// Every word on the pages with its box in points from the page's top left, to check where a text was drawn.
export const pdfWords = (path: string) =>
  [
    ...run(["pdftotext", "-bbox", path, "-"]).matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, text]) => ({
    text: (text ?? "").replace(/[\u202a-\u202e\u2066-\u2069]/g, ""),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
  }));
export const pdfPages = (path: string) => Number(/Pages:\s+(\d+)/.exec(run(["pdfinfo", path]))?.[1]);
export const pdfFonts = (path: string) => run(["pdffonts", path]);

// The first page as a PNG, for a person to look at; answers its path.
export function pdfPicture(path: string) {
  run([
    "pdftoppm",
    "-png",
    "-r",
    "80",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    path,
    path.replace(/\.pdf$/, ""),
  ]);
  return path.replace(/\.pdf$/, ".png");
}
