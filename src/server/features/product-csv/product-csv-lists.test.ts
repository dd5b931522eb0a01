import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { toCsv } from "#client/admin/lib/csv.ts";
import { sampleProducts } from "#db/sample-catalogue.ts";
import { samplePageFields } from "#db/sample-specs.ts";
import { products, uploads } from "#db/schema.ts";
import { fillPageFields } from "#server/features/products/page-fields.ts";
import { productListSchema } from "#shared/desk.ts";
import { parseCsv, productCsvColumns } from "#shared/product-csv.ts";
import { galleryCell, specTableCell } from "#shared/product-csv-lists.ts";
import { appForEachTest, type TestApp } from "#tests/helpers/test-app.ts";

const upload = "0b7f2a4e-4c1d-4e8a-9f1e-2d3c4b5a6978";
const pdf = "1c8e3b5f-5d2e-4f9b-8a2f-3e4d5c6b7a89";
// The eight sample products as the seed writes them; the first also gets a gallery of an upload and a site image.
function prepare({ db }: TestApp) {
  db.insert(uploads)
    .values([
      { id: upload, contentType: "image/webp", size: 10 },
      { id: pdf, contentType: "application/pdf", size: 10 },
    ])
    .run();
  db.insert(products)
    .values(
      sampleProducts.map((p, i) => ({
        ...p,
        ...samplePageFields[i],
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
    .run();
  fillPageFields(db);
  const [first] = db.select().from(products).all();
  const gallery = [
    { url: `/objects/uploads/${upload}`, alt: "Box, front", altAr: "العلبة من الأمام" },
    { url: "/images/products/cube-box.webp", alt: "A = B | C; D", altAr: "" },
  ];
  db.update(products)
    .set({ gallery, imageUrl: gallery[0]?.url })
    .where(eq(products.id, first?.id ?? ""))
    .run();
}

const t = appForEachTest({}, { prepare });
const stored = () => t.db.select().from(products).orderBy(products.name).all();
const exported = async () =>
  toCsv(productCsvColumns, await t.adminCaller().products.export(productListSchema.parse({})));
const header = productCsvColumns.map((c) => c.header);
// One line of the export with some of its cells changed.
async function withCells(changes: Record<string, string>) {
  const [head, first] = parseCsv(await exported());
  const cells = first?.cells.map((cell, i) => changes[header[i] as string] ?? cell) ?? [];
  return toCsv(
    header.map((h, i) => ({ header: h, value: (row: string[]) => row[i] ?? "" })),
    [cells],
  ).replace(/^\uFEFF[^\r]*/, head?.cells.join(",") ?? "");
}

describe("the products CSV carries the specification table, the gallery and the quantity prices", () => {
  test("export then import of the export changes nothing on the eight sample products, Arabic included", async () => {
    const before = stored();
    expect(before).toHaveLength(8);
    const csv = await exported();
    expect(csv).toContain("Ply = 2-ply | عدد الطبقات = طبقتان");
    expect(csv).toContain("200 = 23.50");
    expect(csv).toContain(`/objects/uploads/${upload} | Box, front | العلبة من الأمام`);
    expect(csv).toContain("A \\= B \\| C\\; D");
    const preview = await t.adminCaller().productCsv.preview({ csv });
    expect(preview.valid).toBe(true);
    expect(await t.adminCaller().productCsv.import({ csv })).toMatchObject({ created: 0, updated: 8 });
    expect(stored()).toEqual(before);
    expect(stored().some((p) => p.specTable.length > 0 && p.quantityPrices.length > 0)).toBe(true);
  });

  test("an edited cell becomes the product's table and gallery in the cell's order, its prices smallest quantity first", async () => {
    const csv = await withCells({
      specTable: "Ply = 3-ply | الطبقات = ثلاث\nWidth = 10 cm; Core = none | اللب = بدون",
      gallery: `/images/products/napkins.webp | Napkins | مناديل\n/objects/uploads/${upload}`,
      quantityPrices: "100 = 20; 50 = 22.5",
    });
    await t.adminCaller().productCsv.import({ csv });
    const id = parseCsv(csv)[1]?.cells[0];
    const changed = stored().find((p) => p.id === id);
    expect(changed?.specTable).toEqual([
      { label: "Ply", value: "3-ply", labelAr: "الطبقات", valueAr: "ثلاث" },
      { label: "Width", value: "10 cm", labelAr: "", valueAr: "" },
      { label: "Core", value: "none", labelAr: "اللب", valueAr: "بدون" },
    ]);
    expect(changed?.gallery).toEqual([
      { url: "/images/products/napkins.webp", alt: "Napkins", altAr: "مناديل" },
      { url: `/objects/uploads/${upload}`, alt: "", altAr: "" },
    ]);
    expect(changed?.quantityPrices).toEqual([
      { minQuantity: 50, price: "22.50" },
      { minQuantity: 100, price: "20.00" },
    ]);
    expect(changed?.searchText).toContain("ثلاث");
    const page = await (await t.request(`/ar/products/${changed?.slug}`)).text();
    expect(page).toContain("اللب");
  });

  test("the new columns' errors are reported by line and column, and nothing changes", async () => {
    const before = stored();
    const csv = await withCells({
      specTable: "Ply = 2-ply\nno value here\n = empty label",
      gallery: `/objects/uploads/${pdf}\n/images/products/missing.webp\n/objects/uploads/2d9f4c6a-6e3f-4a0c-9b3a-4f5e6d7c8b9a\njavascript:x`,
      quantityPrices: "ten = 3; 5 = abc; 5 = 4",
    });
    const preview = await t.adminCaller().productCsv.preview({ csv });
    expect(preview.valid).toBe(false);
    expect(preview.rows[0]?.line).toBe(2);
    expect(preview.rows[0]?.errors).toEqual([
      { column: "specTable", message: "Item 2: write it as label = value | Arabic label = Arabic value" },
      { column: "quantityPrices", message: "Item 1: the quantity must be a whole number" },
      { column: "gallery", message: "Item 4 url: Image must be a path on this site or an http(s) URL" },
      ...[1, 2, 3].map((n) => ({
        column: "gallery",
        message: `Item ${n}: No image of this site has this address`,
      })),
    ]);
    const stillWrong = await withCells({
      specTable: " = empty label",
      gallery: `/objects/uploads/${pdf}\n/images/products/missing.webp\n/images/../secret`,
      quantityPrices: "5 = abc; 5 = 4",
    });
    const errors = (await t.adminCaller().productCsv.preview({ csv: stillWrong })).rows[0]?.errors;
    expect(errors).toEqual([
      { column: "specTable", message: "Item 1 label: Required" },
      { column: "quantityPrices", message: expect.stringContaining("Item 1 price: Price must be a number") },
      { column: "gallery", message: "Item 1: No image of this site has this address" },
      { column: "gallery", message: "Item 2: No image of this site has this address" },
      { column: "gallery", message: "Item 3: No image of this site has this address" },
    ]);
    await expect(t.adminCaller().productCsv.import({ csv: stillWrong })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(stored()).toEqual(before);
    const twice = (
      await t.adminCaller().productCsv.preview({ csv: await withCells({ quantityPrices: "5 = 3\n5 = 4" }) })
    ).rows[0]?.errors;
    expect(twice).toEqual([{ column: "quantityPrices", message: "Each quantity once" }]);
  });

  test("a typed address another product has, or one named twice in the file, is a line error in the preview", async () => {
    const [head, first, second] = parseCsv(await exported());
    const slugAt = header.indexOf("slug");
    const idAt = header.indexOf("id");
    const takenSlug = second?.cells[slugAt] ?? "";
    const line = (cells: string[] | undefined, changes: Record<number, string>) =>
      (cells ?? []).map((c, i) => changes[i] ?? c);
    const csv = toCsv(
      header.map((h, i) => ({ header: h, value: (row: string[]) => row[i] ?? "" })),
      [
        line(first?.cells, { [slugAt]: takenSlug }),
        line(first?.cells, { [idAt]: "", [slugAt]: "brand-new" }),
        line(second?.cells, { [idAt]: "", [slugAt]: "brand-new" }),
        line(second?.cells, {}),
      ],
    );
    expect(head?.cells).toEqual(header);
    const preview = await t.adminCaller().productCsv.preview({ csv });
    expect(
      preview.rows.map((r) => r.errors.filter((e) => e.column === "slug").map((e) => e.message)),
    ).toEqual([
      ["Another product already has this address"],
      [],
      ["This address is on an earlier line too"],
      // The other product keeping its own address is the same clash, seen from its side.
      ["This address is on an earlier line too"],
    ]);
    await expect(t.adminCaller().productCsv.import({ csv })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  test("every text survives the cell form: separators, backslashes and line breaks", () => {
    const rows = [
      { label: "a=b", value: "c|d;e", labelAr: "\\n\\", valueAr: "line\nbreak" },
      { label: "x", value: "y", labelAr: "", valueAr: "ع" },
    ];
    expect(specTableCell.read(specTableCell.write(rows))).toEqual(rows);
    const pictures = [{ url: "https://cdn.example.com/a.webp?w=1&h=2", alt: "", altAr: "صورة" }];
    expect(galleryCell.write(pictures)).toBe("https://cdn.example.com/a.webp?w=1&h=2 |  | صورة");
    expect(galleryCell.read(galleryCell.write(pictures))).toEqual(pictures);
  });
});
