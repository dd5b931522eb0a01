import { expect, test } from "bun:test";
import { openViewEmpty } from "./open-view-empty";

const body = { what: "sample requests", empty: "No sample requests yet." };

test("an empty open view says how many leads are archived, and only then", () => {
  expect(openViewEmpty(body, 0)).toBe("No sample requests yet.");
  expect(openViewEmpty(body, 1)).toBe('No open sample requests. 1 archived: choose "Archived" to see it.');
  expect(openViewEmpty(body, 1200)).toBe(
    'No open sample requests. 1,200 archived: choose "Archived" to see them.',
  );
});
