import type { z } from "zod";
import { productCreateSchema } from "./catalogue";
import { CellError, galleryCell, quantityPricesCell, specTableCell } from "./product-csv-lists";

// The products' CSV, the same columns both ways (docs/decisions/211). A new product field is one line here: its
// header, how a product writes it, and how a cell becomes the product schema's input.
type ProductLike = Record<string, unknown>;
// `value` is the shape of the admin's CSV writer (client/admin/lib/csv.ts), which the export uses.
type Column = { header: string; value: (p: ProductLike) => string; in?: (cell: string) => unknown };

const text = (key: string): Column => ({
  header: key,
  value: (p) => String(p[key] ?? ""),
  in: (cell) => cell,
});
const yesNo = (key: string): Column => ({
  header: key,
  value: (p) => (p[key] ? "yes" : "no"),
  in: (cell) => {
    const value = cell.trim().toLowerCase();
    if (["yes", "true", "1"].includes(value)) return true;
    if (["no", "false", "0", ""].includes(value)) return false;
    throw new CellError("Write yes or no");
  },
});

// A number cell: empty leaves the field as it is (a new product takes its default); anything else is checked.
const whole = (key: string, empty: null | undefined = undefined): Column => ({
  header: key,
  value: (p) => (p[key] === null || p[key] === undefined ? "" : String(p[key])),
  in: (cell) => (cell.trim() === "" ? empty : Number(cell.trim())),
});

// A list in one cell (product-csv-lists.ts); an empty cell is an empty list.
const list = <T>(
  key: string,
  cell: { write: (items: T[]) => string; read: (cell: string) => T[] },
): Column => ({
  header: key,
  value: (p) => cell.write(Array.isArray(p[key]) ? (p[key] as T[]) : []),
  in: cell.read,
});

export const productCsvColumns: Column[] = [
  { header: "id", value: (p) => String(p.id ?? "") },
  text("name"),
  text("nameAr"),
  text("description"),
  text("descriptionAr"),
  text("category"),
  { header: "price", value: (p) => String(p.price ?? ""), in: (cell) => cell.trim() },
  yesNo("active"),
  yesNo("featured"),
  yesNo("showPrice"),
  text("imageUrl"),
  {
    header: "specifications",
    value: (p) => (Array.isArray(p.specifications) ? p.specifications.join(" | ") : ""),
    in: (cell) => (cell.trim() ? cell.split("|").map((s) => s.trim()) : null),
  },
  // The product page's lists (docs/decisions/211); a picture is named by an address this site already has.
  list("specTable", specTableCell),
  list("gallery", galleryCell),
  list("quantityPrices", quantityPricesCell),
  // The catalogue's page fields (docs/decisions/210); an empty slug is made from the name, or kept.
  text("slug"),
  text("unitOfSale"),
  text("unitOfSaleAr"),
  whole("piecesPerUnit", null),
  whole("minOrder"),
  whole("orderMultiple"),
  text("seoTitle"),
  text("seoTitleAr"),
  text("seoDescription"),
  text("seoDescriptionAr"),
];

// RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. Answers each record with its first line.
export function parseCsv(input: string): Array<{ line: number; cells: string[] }> {
  const source = input.replace(/^\uFEFF/, "");
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let current = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        current += ch;
      }
    } else if (ch === '"' && current === "") quoted = true;
    else if (ch === ",") {
      cells.push(current);
      current = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      cells.push(current);
      if (cells.some((c) => c !== "")) records.push({ line: start, cells });
      cells = [];
      current = "";
      line++;
      start = line;
    } else current += ch;
  }
  cells.push(current);
  if (cells.some((c) => c !== "")) records.push({ line: start, cells });
  return records;
}

// The export's apostrophe in front of a would-be formula (lib/csv.ts) is taken off again.
const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export type CsvRow = {
  line: number;
  id: string;
  name: string;
  data?: z.output<typeof productCreateSchema>;
  // The addresses of the line's pictures, checked against the site's images even when other cells are wrong.
  pictures: { imageUrl: string; gallery: Array<{ url: string }> };
  errors: Array<{ column: string; message: string }>;
};

// A list's issue names its item and field: "Item 2 label: Required".
function issueOf({ path, message }: z.core.$ZodIssue) {
  const [column, item, field] = path;
  const where = typeof item === "number" ? `Item ${item + 1}${field ? ` ${String(field)}` : ""}: ` : "";
  return { column: String(column ?? ""), message: `${where}${message}` };
}

// Every data row checked by the product schema, with its problems by column; nothing is decided about ids here.
export function readProductCsv(input: string): { rows: CsvRow[]; errors: string[] } {
  const [head, ...records] = parseCsv(input);
  const headers = head?.cells.map((h) => h.trim()) ?? [];
  const missing = productCsvColumns.filter((c) => !headers.includes(c.header)).map((c) => c.header);
  // A spreadsheet set to a language that writes decimals with a comma saves its "CSV" split by ; or tabs.
  const separator = headers.length === 1 ? [";", "\t"].find((s) => headers[0]?.includes(s)) : undefined;
  if (separator) {
    const named = separator === ";" ? "semicolons (;)" : "tabs";
    return {
      rows: [],
      errors: [`The columns are split by ${named}; save the file again with commas between the columns`],
    };
  }
  if (!head || missing.length > 0) {
    return {
      rows: [],
      errors: [`The first line must name the columns; missing: ${missing.join(", ") || "all"}`],
    };
  }
  const rows = records.map(({ line, cells }) => {
    const raw = new Map(headers.map((h, i) => [h, unguard(cells[i] ?? "")]));
    const errors: CsvRow["errors"] = [];
    const input = Object.fromEntries(
      productCsvColumns.flatMap((c) => {
        try {
          return c.in ? [[c.header, c.in(raw.get(c.header) ?? "")]] : [];
        } catch (error) {
          if (!(error instanceof CellError)) throw error;
          errors.push({ column: c.header, message: error.message });
          return [];
        }
      }),
    );
    const parsed = productCreateSchema.safeParse(input);
    if (!parsed.success) errors.push(...parsed.error.issues.map(issueOf));
    return {
      line,
      id: (raw.get("id") ?? "").trim(),
      name: String(input.name ?? ""),
      data: parsed.data,
      pictures: {
        imageUrl: typeof input.imageUrl === "string" ? input.imageUrl.trim() : "",
        gallery: Array.isArray(input.gallery) ? input.gallery : [],
      },
      errors,
    };
  });
  return { rows, errors: rows.length === 0 ? ["The file has no product rows"] : [] };
}
