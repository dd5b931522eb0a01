import { describe, expect, test } from "bun:test";
import { toCsv } from "./csv";

type Row = { a: unknown; b: unknown };
const columns = [
  { header: "A", value: (r: Row) => r.a },
  { header: "B", value: (r: Row) => r.b },
];

describe("toCsv", () => {
  test("starts with a BOM, ends every line with CRLF and quotes what needs it", () => {
    const csv = toCsv(columns, [{ a: 'say "hi", ok', b: "line\nbreak" }]);
    expect(csv).toBe('\uFEFFA,B\r\n"say ""hi"", ok","line\nbreak"\r\n');
  });

  test("keeps Arabic, empties null and guards formulas but not phone numbers", () => {
    const csv = toCsv(columns, [
      { a: "أحمد", b: null },
      { a: "=HYPERLINK(1)", b: "+971 50 123 4567" },
      { a: "@cmd", b: "-12.5" },
    ]);
    expect(csv.split("\r\n").slice(1, 4)).toEqual([
      "أحمد,",
      "'=HYPERLINK(1),+971 50 123 4567",
      "'@cmd,-12.5",
    ]);
  });
});
