// Spreadsheets open UTF-8 correctly (Arabic included) only when the file starts with a byte-order mark.
const bom = "\uFEFF";
const risky = /^[=+\-@\t\r]/;
const numberLike = /^[+-]?[\d\s().-]+$/;

// RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula.
function cell(value: unknown) {
  let text = value === null || value === undefined ? "" : String(value);
  if (risky.test(text) && !numberLike.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]) {
  const lines = [
    columns.map((c) => cell(c.header)),
    ...rows.map((row) => columns.map((c) => cell(c.value(row)))),
  ];
  return `${bom}${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const datedFileName = (name: string, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;
