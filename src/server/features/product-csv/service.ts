import { inArray } from "drizzle-orm";
import { categories, products } from "#db/schema.ts";
import { AppError } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import { type CsvRow, readProductCsv } from "#shared/product-csv.ts";
import { slugHolder } from "../products/page-fields";
import { create, update } from "../products/service";
import { unknownPictures } from "./pictures";

type Checked = CsvRow & { action: "create" | "update" };

// A typed address must be free, as in the editor (another product's earlier address counts as taken), and named
// once in the file; the preview says so rather than the import failing on it.
function slugProblems(db: Db, row: CsvRow, earlier: Set<string>) {
  const slug = row.data?.slug;
  if (!slug) return [];
  const holder = slugHolder(db, slug);
  const problems = [];
  if (holder && holder !== row.id)
    problems.push({ column: "slug", message: "Another product already has this address" });
  if (earlier.has(slug)) problems.push({ column: "slug", message: "This address is on an earlier line too" });
  earlier.add(slug);
  return problems;
}

// A row with an id changes that product, one without adds a new one; an id no product has, or one named twice,
// is an error of its line.
function check(db: Db, csv: string) {
  const { rows, errors } = readProductCsv(csv);
  const ids = rows.map((r) => r.id).filter(Boolean);
  const known = new Set(
    ids.length === 0
      ? []
      : db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, ids))
          .all()
          .map((p) => p.id),
  );
  const categorySlugs = new Set(
    db
      .select({ slug: categories.slug })
      .from(categories)
      .all()
      .map((c) => c.slug),
  );
  const seen = new Set<string>();
  const slugs = new Set<string>();
  const checked: Checked[] = rows.map((row) => {
    const problems = [...row.errors];
    if (row.id && !known.has(row.id)) problems.push({ column: "id", message: "No product has this id" });
    if (row.id && seen.has(row.id))
      problems.push({ column: "id", message: "This id is on an earlier line too" });
    if (row.id) seen.add(row.id);
    if (row.data && !categorySlugs.has(row.data.category))
      problems.push({ column: "category", message: "No category has this slug" });
    problems.push(...unknownPictures(db, row.pictures), ...slugProblems(db, row, slugs));
    return { ...row, errors: problems, action: row.id ? "update" : "create" };
  });
  return { rows: checked, errors };
}

// What an import would do, line by line, changing nothing.
export function preview(db: Db, csv: string) {
  const { rows, errors } = check(db, csv);
  return {
    errors,
    rows: rows.map(({ data: _, pictures: __, ...row }) => row),
    valid: errors.length === 0 && rows.every((row) => row.errors.length === 0),
  };
}

const listedSlugs = 20;

// All or nothing: any error anywhere refuses the whole file, and the writes share one transaction. Each line is
// written by the products' own service, so slugs, search text and images are made as in the editor.
export function apply(db: Db, csv: string) {
  const { rows, errors } = check(db, csv);
  const issues = [
    ...errors.map((message) => ({ path: "csv", message })),
    ...rows.flatMap((row) =>
      row.errors.map((e) => ({ path: `line ${row.line}: ${e.column}`, message: e.message })),
    ),
  ];
  if (issues.length > 0) throw new AppError(400, "The file has errors; nothing was changed", issues);
  return db.transaction((tx) => {
    const written = rows.flatMap((row) => {
      if (!row.data) return [];
      return [row.action === "update" ? update(tx, row.id, row.data) : create(tx, row.data)];
    });
    return {
      created: rows.filter((r) => r.action === "create").length,
      updated: rows.filter((r) => r.action === "update").length,
      // The first products by their addresses, in the file's order, for the audit log's entry (bounded there).
      slugs: written.slice(0, listedSlugs).map((product) => product.slug ?? product.id),
    };
  });
}
