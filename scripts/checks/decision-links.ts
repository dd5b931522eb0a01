// Lists every reference to a decision record that does not exist (docs/decisions/NNN-*.md) and exits 1 if any.
// Run by tests/decision-links.test.ts. An old number is rewritten by scripts/checks/renumber-decisions.ts.
import {
  filesThatMayName,
  numbersOf,
  oldNumbers,
  readText,
  recordFiles,
  referencePattern,
  repoRoot,
} from "./decision-refs";

export function missingReferences(root = repoRoot) {
  const records = recordFiles(root);
  const renumbered = oldNumbers(root);
  // A record may not take a number merged away: references to it would be rewritten to another record.
  const missing = [...records.keys()]
    .filter((n) => renumbered.has(n))
    .map(
      (n) => `docs/decisions: record ${n} takes an old number, now ${renumbered.get(n)}: choose a free one`,
    );
  for (const path of filesThatMayName(root)) {
    const text = readText(root, path);
    for (const found of text.matchAll(referencePattern)) {
      const [whole, , , first = "", , rest = ""] = found;
      const line = text.slice(0, found.index).split("\n").length;
      for (const number of numbersOf(first, rest).filter((n) => !records.has(n))) {
        const now = renumbered.get(number);
        const hint = now
          ? `old number, now ${now}: run bun scripts/checks/renumber-decisions.ts`
          : "no such record";
        missing.push(`${path}:${line}: ${whole.replace(/\s+/g, " ")} (${number}: ${hint})`);
      }
    }
  }
  return missing;
}

if (import.meta.main) {
  const missing = missingReferences();
  for (const line of missing) console.log(line);
  process.exit(missing.length === 0 ? 0 : 1);
}
