// What the two decision checks share: where the records are, the old numbers' table, the files that may name a
// record, and how a reference is written ("docs/decisions/055", "decision 160", "decisions 224 and 229", "105-107").
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const repoRoot = join(import.meta.dir, "..", "..");
const recordsDir = "docs/decisions";

// Each record's number and file name, e.g. "055" -> "055-public-caches.md".
export function recordFiles(root = repoRoot) {
  const names = readdirSync(join(root, recordsDir)).filter((name) => /^\d{3}-.+\.md$/.test(name));
  return new Map(names.map((name) => [name.slice(0, 3), name]));
}

// The "Old numbers" table at the end of the records' index: rows of "| 003, 223 | 009 |".
export function oldNumbers(root = repoRoot) {
  const index = readFileSync(join(root, recordsDir, "README.md"), "utf8");
  const table = index.split(/^## Old numbers$/m)[1] ?? "";
  const map = new Map<string, string>();
  for (const [, olds = "", now = ""] of table.matchAll(/^\|\s*([\d,\s]+?)\s*\|\s*(\d{3})\s*\|$/gm)) {
    for (const old of olds.split(/,\s*/)) map.set(old, now);
  }
  return map;
}

// Every tracked text file but the records themselves, whose index keeps the old numbers on purpose, and these
// checks with their test, whose examples name old numbers on purpose.
const notRead = [`${recordsDir}/`, "scripts/checks/", "tests/decision-links.test.ts"];
export function filesThatMayName(root = repoRoot) {
  const run = Bun.spawnSync(["git", "ls-files", "-z"], { cwd: root });
  if (run.exitCode !== 0) throw new Error(`git ls-files failed: ${run.stderr.toString()}`);
  return run.stdout
    .toString()
    .split("\0")
    .filter(
      (path) => path !== "" && !notRead.some((skip) => path.startsWith(skip)) && existsSync(join(root, path)),
    );
}

export const readText = (root: string, path: string) => {
  const text = readFileSync(join(root, path), "utf8");
  return text.includes("\0") ? "" : text;
};

// A word, a slash or spaces, a number, a slug after a lone number, then more numbers in a list or a range.
export const referencePattern =
  /\b(decisions?)(\/|\s+)(\d{3})(?!\d)(-[a-z][a-z0-9-]*\.md)?((?:(?:,\s*|\s+and\s+|\s+or\s+|-)\d{3}(?!\d))*)/gi;

export const numbersOf = (first: string, rest: string) => [first, ...(rest.match(/\d{3}/g) ?? [])];
