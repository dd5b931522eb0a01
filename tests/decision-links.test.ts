import { describe, expect, test } from "bun:test";
import { missingReferences } from "../scripts/checks/decision-links.ts";
import { recordFiles } from "../scripts/checks/decision-refs.ts";
import { renumbered } from "../scripts/checks/renumber-decisions.ts";

// Every decision record the code, the tests and the docs name exists (scripts/checks/decision-links.ts).
test("every docs/decisions/NNN named in the repository is a record", () => {
  expect(missingReferences()).toEqual([]);
});

describe("renumbering old references", () => {
  const map = new Map([
    ["223", "009"],
    ["224", "110"],
    ["229", "110"],
    ["106", "105"],
    ["107", "105"],
    ["163", "160"],
  ]);
  const records = new Map([...recordFiles()].filter(([n]) => ["009", "105", "110", "160"].includes(n)));

  test.each([
    ["(docs/decisions/223)", "(docs/decisions/009)"],
    ["see decision 223 and 055", "see decisions 009 and 055"],
    ["decisions 224 and 229", "decision 110"],
    ["Decision 163: revisions", "Decision 160: revisions"],
    ["docs/decisions/105-107", "docs/decisions/105"],
    ["decisions 141, 163", "decisions 141, 160"],
    ["[x](docs/decisions/163-quote-revisions.md)", `[x](docs/decisions/${records.get("160")})`],
    ["docs/decisions/055 and 2026", "docs/decisions/055 and 2026"],
  ])("%s", (before, after) => {
    expect(renumbered(before, map, records)).toBe(after);
  });
});
