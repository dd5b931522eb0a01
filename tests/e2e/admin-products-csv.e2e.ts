import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/admin";

// The products list's export, as the file the browser downloaded.
async function exportCsv(page: Page) {
  await page.goto("/admin/products");
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  return readFileSync((await (await downloaded).path()) ?? "", "utf8");
}

test("export, then import a file: the preview shows each line's errors and changes nothing; a good file applies", async ({
  adminPage: page,
}) => {
  const stamp = Date.now();
  const exported = await exportCsv(page);
  expect(exported.startsWith("\uFEFFid,name,nameAr,description,descriptionAr,category,price,active")).toBe(
    true,
  );

  const header = exported.replace(/^\uFEFF/, "").split("\r\n")[0];
  const bad = [
    header,
    `,Roll ${stamp},لفافة,Strong,,paper-towel,abc,yes,no,yes,,`,
    `,,,No name,,napkin,,yes,no,yes,,`,
  ];
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  await dialog
    .getByLabel("CSV file (UTF-8)")
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(bad.join("\n")) });
  const rows = dialog.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("price: Price must be a number");
  await expect(rows.nth(2)).toContainText("name: Product name is required");
  await expect(dialog.getByRole("button", { name: /^Apply/ })).toBeDisabled();

  const good = [header, `,Roll ${stamp},لفافة المطبخ ${stamp},Strong,,paper-towel,3.20,yes,no,yes,,`];
  await dialog.getByLabel("CSV file (UTF-8)").setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${good.join("\r\n")}`),
  });
  await expect(rows.nth(1)).toContainText("OK");
  await dialog.getByRole("button", { name: "Apply 1 line" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("searchbox", { name: /^Search/ }).fill(`Roll ${stamp}`);
  await expect(page.getByRole("main").getByText(`Roll ${stamp}`, { exact: true })).toBeVisible();
  const products = (await (await page.request.get("/api/products")).json()) as Array<{
    name: string;
    nameAr: string;
  }>;
  expect(products.find((p) => p.name === `Roll ${stamp}`)?.nameAr).toBe(`لفافة المطبخ ${stamp}`);
});

// A cell as the export writes it: quoted when it holds a comma, a quote or a line break.
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

test("a line carrying a specification table, quantity prices and a picture shows them on its product page in both languages; a bad table cell is named by line and column", async ({
  adminPage: page,
}) => {
  const stamp = Date.now();
  const header =
    (await exportCsv(page))
      .replace(/^\uFEFF/, "")
      .split("\r\n")[0]
      ?.split(",") ?? [];
  const line = (cells: Record<string, string>) => header.map((h) => cell(cells[h] ?? "")).join(",");
  const product = {
    name: `Towel ${stamp}`,
    nameAr: `منشفة ${stamp}`,
    description: "Strong and absorbent",
    category: "paper-towel",
    active: "yes",
    featured: "no",
    showPrice: "yes",
    price: "9.50",
    slug: `towel-${stamp}`,
    specTable: "Ply = 2-ply | الطبقات = طبقتان\nSheet size = 22 x 24 cm | المقاس = 22 × 24 سم",
    gallery: "/images/products/kitchen-towels.webp | A kitchen towel roll | لفافة مناشف",
    quantityPrices: "100 = 8.75",
  };

  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  const file = dialog.getByLabel("CSV file (UTF-8)");
  await expect(file).toHaveAccessibleDescription(
    /specTable, gallery and quantityPrices hold one item a line/,
  );
  const bad = [header.join(","), line({ ...product, specTable: "Ply 2-ply" })].join("\r\n");
  await file.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  const rows = dialog.getByRole("row");
  await expect(rows.nth(1)).toContainText("2");
  await expect(rows.nth(1)).toContainText("specTable: Item 1: write it as label = value");
  await expect(dialog.getByRole("button", { name: /^Apply/ })).toBeDisabled();

  const good = [header.join(","), line(product)].join("\r\n");
  await file.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${good}`),
  });
  await expect(rows.nth(1)).toContainText("OK");
  await dialog.getByRole("button", { name: "Apply 1 line" }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/products/towel-${stamp}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Towel ${stamp}`);
  await expect(page.getByRole("row", { name: "Ply 2-ply" })).toBeVisible();
  await expect(page.getByRole("row", { name: "Sheet size 22 x 24 cm" })).toBeVisible();
  await expect(page.getByRole("img", { name: "A kitchen towel roll" }).first()).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "8.75" })).toBeVisible();
  await page.goto(`/ar/products/towel-${stamp}`);
  await expect(page.getByRole("row", { name: "الطبقات طبقتان" })).toBeVisible();
  await expect(page.getByRole("row", { name: "المقاس 22 × 24 سم" })).toBeVisible();
  await expect(page.getByRole("img", { name: "لفافة مناشف" }).first()).toBeVisible();
});

test("a file that cannot be imported is named with the reason before anything is sent: empty, too large, or not UTF-8 (a spreadsheet's Arabic code page)", async ({
  adminPage: page,
}) => {
  const header = (await exportCsv(page)).replace(/^\uFEFF/, "").split("\r\n")[0];
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  const file = dialog.getByLabel("CSV file (UTF-8)");
  const choose = (buffer: Buffer) =>
    file.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer });
  const told = dialog.getByRole("alert");

  await choose(Buffer.alloc(0));
  await expect(told).toHaveText(/^The file is empty/);

  await choose(Buffer.alloc(2 * 1024 * 1024, "a"));
  await expect(told).toHaveText(/^The file is 2\.0 MB; an import takes at most 576 kB/);

  // "مناديل" in Windows-1256, as Excel's plain "CSV" writes it on an Arabic Windows.
  const arabicCodePage = Buffer.from([0xe3, 0xe4, 0xc7, 0xcf, 0xed, 0xe1]);
  await choose(
    Buffer.concat([Buffer.from(`${header}\n,Tissue,`), arabicCodePage, Buffer.from(",x,,facial,1,yes")]),
  );
  await expect(told).toHaveText(/^The file is not UTF-8 text, so its Arabic would be lost/);
  await expect(dialog.getByRole("table")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Apply/ })).toBeDisabled();
});

test("the same file chosen again after an edit in a text editor is read again: its fixed line previews OK", async ({
  adminPage: page,
}) => {
  const header = (await exportCsv(page)).replace(/^\uFEFF/, "").split("\r\n")[0];
  const path = test.info().outputPath("products.csv");
  const name = `Edited Roll ${Date.now()}`;
  writeFileSync(path, `${header}\n,${name},,Strong,,paper-towel,12.5.0,yes,no,yes,,\n`);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  // Picked through the browser's file chooser, as a person does: a second pick of the same file is no "change".
  const pick = async () => {
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByLabel("CSV file (UTF-8)").click();
    await (await chooser).setFiles(path);
  };
  await pick();
  const line = dialog.getByRole("row").nth(1);
  await expect(line).toContainText("price: Price must be a number");

  writeFileSync(path, `${header}\n,${name},,Strong,,paper-towel,12.50,yes,no,yes,,\n`);
  await pick();
  await expect(line).toContainText("OK");
  await expect(dialog.getByRole("button", { name: "Apply 1 line" })).toBeEnabled();
});
