import { describe, expect, test } from "bun:test";
import { toCsv } from "#client/admin/lib/csv.ts";
import { products } from "#db/schema.ts";
import { productListSchema } from "#shared/desk.ts";
import { parseCsv, productCsvColumns } from "#shared/product-csv.ts";
import { appForEachTest, type TestApp } from "#tests/helpers/test-app.ts";

const napkin = {
  id: "napkin",
  name: "Dinner Napkin",
  nameAr: "منديل السفرة",
  description: 'Soft, 2-ply, "white"\nfolded',
  category: "napkin",
  price: "12.50",
  specifications: ["40 x 40 cm", "2-ply"],
};
const prepare = ({ db }: TestApp) => void db.insert(products).values(napkin).run();
const t = appForEachTest({}, { prepare });
const header = productCsvColumns.map((c) => c.header).join(",");
const stored = () => t.db.select().from(products).all();
// What the products screen's Export CSV writes: the list's rows in the import's columns.
const exported = async () =>
  toCsv(productCsvColumns, await t.adminCaller().products.export(productListSchema.parse({})));

describe("the products CSV", () => {
  test("the export (the list's rows) is UTF-8 with a BOM, Arabic kept, and reads back into the same values", async () => {
    const csv = await exported();
    expect(csv.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(csv).toContain("منديل السفرة");
    const [, row] = parseCsv(csv);
    const cells = Object.fromEntries(productCsvColumns.map((c, i) => [c.header, row?.cells[i]]));
    expect(cells).toMatchObject({
      id: "napkin",
      description: napkin.description,
      price: "12.50",
      active: "yes",
    });
    expect(cells.specifications).toBe("40 x 40 cm | 2-ply");
    const before = stored();
    const preview = await t.adminCaller().productCsv.preview({ csv });
    expect(preview).toMatchObject({
      valid: true,
      rows: [{ line: 2, id: "napkin", action: "update", errors: [] }],
    });
    await t.adminCaller().productCsv.import({ csv });
    // Written by the products' own service, the row is the same but now searchable by its words.
    const withoutSearch = (rows: ReturnType<typeof stored>) => rows.map(({ searchText: _, ...row }) => row);
    expect(withoutSearch(stored())).toEqual(withoutSearch(before));
    expect(stored()[0]?.searchText).toContain("dinner napkin");
  });

  test("a new line gets its page as the editor would give it: a slug from its name, the catalogue's fields, a known category", async () => {
    const line = (category: string) =>
      Object.fromEntries(
        productCsvColumns.map((c) => [
          c.header,
          {
            name: "Kitchen Roll",
            description: "Strong",
            category,
            price: "3.20",
            active: "yes",
            featured: "no",
            showPrice: "yes",
            unitOfSale: "carton",
            minOrder: "50",
            orderMultiple: "10",
          }[c.header] ?? "",
        ]),
      );
    const csvOf = (row: Record<string, string>) =>
      [header, productCsvColumns.map((c) => row[c.header]).join(",")].join("\n");
    const unknown = await t.adminCaller().productCsv.preview({ csv: csvOf(line("towels")) });
    expect(unknown.rows[0]?.errors).toEqual([{ column: "category", message: "No category has this slug" }]);
    await t.adminCaller().productCsv.import({ csv: csvOf(line("paper-towel")) });
    const made = stored().find((p) => p.name === "Kitchen Roll");
    expect(made).toMatchObject({
      slug: "kitchen-roll",
      unitOfSale: "carton",
      minOrder: 50,
      orderMultiple: 10,
    });
    expect((await t.request("/products/kitchen-roll")).status).toBe(200);
  });

  test("the preview names every line's errors and changes nothing; apply then refuses the whole file", async () => {
    const csv = [
      header,
      ",Kitchen Roll,لفافة المطبخ,Strong,,paper-towel,3.20,yes,no,yes,,",
      ",,,No name here,,napkin,abc,yes,no,yes,,",
      "ghost,Ghost,,Nobody,,other,,maybe,no,yes,,",
    ].join("\n");
    const preview = await t.adminCaller().productCsv.preview({ csv });
    expect(preview.valid).toBe(false);
    expect(preview.rows.map((r) => [r.line, r.action, r.errors.map((e) => e.column)])).toEqual([
      [2, "create", []],
      [3, "create", ["name", "price"]],
      [4, "update", ["active", "id"]],
    ]);
    expect(preview.rows[2]?.errors[0]).toEqual({ column: "active", message: "Write yes or no" });
    expect(stored()).toHaveLength(1);
    await expect(t.adminCaller().productCsv.import({ csv })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("nothing was changed"),
    });
    expect(stored()).toHaveLength(1);
  });

  test("a valid file applies all its rows: new products added, named ones changed", async () => {
    const csv = [
      header,
      `napkin,Dinner Napkin XL,منديل كبير,Bigger,,napkin,13,yes,yes,no,,"40 x 40 cm | 3-ply"`,
      `,Kitchen Roll,لفافة المطبخ,"Strong, absorbent",,paper-towel,,no,no,yes,,`,
    ].join("\r\n");
    expect(await t.adminCaller().productCsv.import({ csv })).toEqual({
      created: 1,
      updated: 1,
      slugs: ["napkin", "kitchen-roll"],
    });
    const byName = new Map(stored().map((p) => [p.name, p]));
    expect(byName.get("Dinner Napkin XL")).toMatchObject({
      id: "napkin",
      nameAr: "منديل كبير",
      price: "13.00",
      featured: true,
      showPrice: false,
      specifications: ["40 x 40 cm", "3-ply"],
    });
    expect(byName.get("Kitchen Roll")).toMatchObject({
      description: "Strong, absorbent",
      active: false,
      price: null,
    });
  });

  test("a file without the columns, an id twice, and callers without a session are refused", async () => {
    const noHeader = await t.adminCaller().productCsv.preview({ csv: "name\nx" });
    expect(noHeader.valid).toBe(false);
    expect(noHeader.errors[0]).toContain("missing: id,");
    const bySemicolons = await t.adminCaller().productCsv.preview({ csv: header.replaceAll(",", ";") });
    expect(bySemicolons.errors).toEqual([
      "The columns are split by semicolons (;); save the file again with commas between the columns",
    ]);
    const byTabs = await t.adminCaller().productCsv.preview({ csv: `${header.replaceAll(",", "\t")}\nx` });
    expect(byTabs.errors[0]).toStartWith("The columns are split by tabs;");
    const twice = [header, "napkin,A,,B,,napkin,,yes,no,yes,,", "napkin,C,,D,,napkin,,yes,no,yes,,"].join(
      "\n",
    );
    const preview = await t.adminCaller().productCsv.preview({ csv: twice });
    expect(preview.rows[1]?.errors).toEqual([{ column: "id", message: "This id is on an earlier line too" }]);
    await expect(t.publicCaller().productCsv.preview({ csv: twice })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.publicCaller().productCsv.import({ csv: twice })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  test("a formula guard written by the export is taken off on import", async () => {
    t.db.update(products).set({ description: "=SUM(A1)" }).run();
    const csv = await exported();
    expect(csv).toContain("'=SUM(A1)");
    await t.adminCaller().productCsv.import({ csv });
    expect(stored()[0]?.description).toBe("=SUM(A1)");
  });
});
