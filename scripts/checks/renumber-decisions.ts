// Rewrites references to old decision numbers in place, from the "Old numbers" table of docs/decisions/README.md:
// "docs/decisions/223" becomes "docs/decisions/009", "decisions 224 and 229" "decision 110", a file name the new
// record's. Safe to run again (no new number is an old one); prints each file it changed.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  filesThatMayName,
  numbersOf,
  oldNumbers,
  readText,
  recordFiles,
  referencePattern,
  repoRoot,
} from "./decision-refs";

export function renumbered(text: string, map: Map<string, string>, records: Map<string, string>) {
  return text.replace(
    referencePattern,
    (whole, word: string, gap: string, first: string, slug = "", rest = "") => {
      const named = numbersOf(first, rest);
      if (!named.some((n) => map.has(n))) return whole;
      const numbers = [...new Set(named.map((n) => map.get(n) ?? n))];
      const file = slug && numbers.length === 1 ? (records.get(numbers[0] ?? "") ?? "").slice(3) : "";
      const spaced = gap !== "/";
      const singular = word.replace(/s$/i, "");
      const noun = spaced ? (numbers.length > 1 ? `${singular}s` : singular) : word;
      const list = numbers.length === 2 && /and/.test(rest) ? numbers.join(" and ") : numbers.join(", ");
      return `${noun}${gap}${list}${file}`;
    },
  );
}

if (import.meta.main) {
  const map = oldNumbers();
  const records = recordFiles();
  for (const path of filesThatMayName()) {
    const text = readText(repoRoot, path);
    const next = renumbered(text, map, records);
    if (next !== text) {
      writeFileSync(join(repoRoot, path), next);
      console.log(path);
    }
  }
}
