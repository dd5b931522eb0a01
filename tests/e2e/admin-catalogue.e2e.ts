import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectToast, publicProducts, stamp, test } from "./helpers/fixtures";

// The catalogue as a whole: its categories, and every product out and in as CSV.

test("categories: a new one listed in the catalogue in Arabic; one deleted only by moving its products; a name typed while the list loads is kept", async ({
  adminPage: page,
  page: visitor,
}) => {
  await test.step("a name typed while the list is still on its way is kept when it arrives", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/trpc/categories.listForOwner**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/categories");
    const name = page.getByRole("region", { name: "New category" }).getByLabel("Name", { exact: true });
    await name.fill("Spa Supplies");
    release();
    await expect(page.getByRole("heading", { level: 2, name: / · \d+ products?$/ }).first()).toBeVisible();
    await expect(name).toHaveValue("Spa Supplies");
    await page.unrouteAll();
  });

  await test.step("from the products screen, a category added after a refused slug; the Arabic catalogue lists it", async () => {
    const slug = `hotel-${stamp()}`;
    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Categories" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
    const form = page.getByRole("region", { name: "New category" });
    await form.getByLabel("Name", { exact: true }).fill("Hotel Amenities");
    await form.getByLabel("Name (Arabic)").fill("مستلزمات الفنادق");
    await form.getByLabel("Slug (in the catalogue's address)").fill("Not A Slug");
    await form.getByRole("button", { name: "Add category" }).click();
    await expect(form.getByText("Use lowercase letters, digits and single dashes")).toBeVisible();
    await form.getByLabel("Slug (in the catalogue's address)").fill(slug);
    await form.getByLabel("Order").fill("9");
    await form.getByRole("button", { name: "Add category" }).click();
    await expectToast(page, "success", "Success", "Category added");
    await visitor.goto("/ar/products");
    await expect(visitor.getByRole("link", { name: "مستلزمات الفنادق (0)" })).toBeVisible();
  });

  await test.step("a category with products is deleted only once they move to another", async () => {
    const other = page.getByRole("listitem").filter({ hasText: /^Other · \d+ products?/ });
    const remove = other.getByRole("button", { name: "Delete Other" });
    await expect(remove).toBeDisabled();
    await other.getByRole("combobox", { name: "Move the products of Other to" }).click();
    await page.getByRole("option", { name: "Hotel Amenities" }).click();
    page.once("dialog", (d) => void d.accept());
    await remove.click();
    await expectToast(page, "success", "Success", "Category deleted");
    await expect(page.getByRole("heading", { name: /^Other ·/ })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Hotel Amenities · 1 product", exact: true }),
    ).toBeVisible();
  });
});

// The products list's export, as the file the browser downloaded.
async function exportCsv(page: Page) {
  await page.goto("/admin/products");
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  return readFileSync((await (await downloaded).path()) ?? "", "utf8");
}
// A cell as the export writes it: quoted when it holds a comma, a quote or a line break.
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

test("the catalogue out and in as CSV: a preview naming each line's errors, a good file applied with its tables, prices and pictures; files refused before sending", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const stamped = stamp();
  const exported = await exportCsv(page);
  expect(exported.startsWith("\uFEFFid,name,nameAr,description,descriptionAr,category,price,active")).toBe(
    true,
  );
  const header = exported.replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";
  const columns = header.split(",");
  const line = (cells: Record<string, string>) => columns.map((h) => cell(cells[h] ?? "")).join(",");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  const file = dialog.getByLabel("CSV file (UTF-8)");
  const choose = (text: string | Buffer) =>
    file.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  const rows = dialog.getByRole("row");
  const apply = dialog.getByRole("button", { name: /^Apply/ });

  await test.step("a file that cannot be imported is named with the reason: empty, too large, not UTF-8", async () => {
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
    await expect(apply).toBeDisabled();
  });

  await test.step("the preview names each line's errors and changes nothing", async () => {
    await expect(file).toHaveAccessibleDescription(
      /specTable, gallery and quantityPrices hold one item a line/,
    );
    await choose(
      [
        header,
        `,Roll ${stamped},لفافة,Strong,,paper-towel,abc,yes,no,yes,,`,
        ",,,No name,,napkin,,yes,no,yes,,",
        line({ name: `Towel ${stamped}`, category: "paper-towel", specTable: "Ply 2-ply" }),
      ].join("\n"),
    );
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("price: Price must be a number");
    await expect(rows.nth(2)).toContainText("name: Product name is required");
    await expect(rows.nth(3)).toContainText("specTable: Item 1: write it as label = value");
    await expect(apply).toBeDisabled();
  });

  await test.step("a good file applies: a line's table, quantity prices and picture show on its page in both languages", async () => {
    const towel = {
      name: `Towel ${stamped}`,
      nameAr: `منشفة ${stamped}`,
      description: "Strong and absorbent",
      category: "paper-towel",
      active: "yes",
      featured: "no",
      showPrice: "yes",
      price: "9.50",
      slug: `towel-${stamped}`,
      specTable: "Ply = 2-ply | الطبقات = طبقتان\nSheet size = 22 x 24 cm | المقاس = 22 × 24 سم",
      gallery: "/images/products/kitchen-towels.webp | A kitchen towel roll | لفافة مناشف",
      quantityPrices: "100 = 8.75",
    };
    await choose(
      `\uFEFF${[header, line(towel), `,Roll ${stamped},لفافة المطبخ ${stamped},Strong,,paper-towel,3.20,yes,no,yes,,`].join("\r\n")}`,
    );
    await expect(rows.nth(1)).toContainText("OK");
    await expect(rows.nth(2)).toContainText("OK");
    await dialog.getByRole("button", { name: "Apply 2 lines" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("searchbox", { name: /^Search/ }).fill(`Roll ${stamped}`);
    await expect(page.getByRole("main").getByText(`Roll ${stamped}`, { exact: true })).toBeVisible();
    const listed = await publicProducts(page);
    expect(listed.find((p) => p.name === `Roll ${stamped}`)?.nameAr).toBe(`لفافة المطبخ ${stamped}`);
    await page.goto(`/products/towel-${stamped}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Towel ${stamped}`);
    await expect(page.getByRole("row", { name: "Ply 2-ply" })).toBeVisible();
    await expect(page.getByRole("row", { name: "Sheet size 22 x 24 cm" })).toBeVisible();
    await expect(page.getByRole("img", { name: "A kitchen towel roll" }).first()).toBeVisible();
    await expect(page.getByRole("table").filter({ hasText: "8.75" })).toBeVisible();
    await page.goto(`/ar/products/towel-${stamped}`);
    await expect(page.getByRole("row", { name: "الطبقات طبقتان" })).toBeVisible();
    await expect(page.getByRole("row", { name: "المقاس 22 × 24 سم" })).toBeVisible();
    await expect(page.getByRole("img", { name: "لفافة مناشف" }).first()).toBeVisible();
  });

  await test.step("the same file chosen again after an edit in a text editor is read again", async () => {
    const path = test.info().outputPath("products.csv");
    const name = `Edited Roll ${stamped}`;
    writeFileSync(path, `${header}\n,${name},,Strong,,paper-towel,12.5.0,yes,no,yes,,\n`);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Import CSV" }).click();
    // Picked through the browser's file chooser, as a person does: a second pick of the same file is no "change".
    const pick = async () => {
      const chooser = page.waitForEvent("filechooser");
      await dialog.getByLabel("CSV file (UTF-8)").click();
      await (await chooser).setFiles(path);
    };
    await pick();
    await expect(rows.nth(1)).toContainText("price: Price must be a number");
    writeFileSync(path, `${header}\n,${name},,Strong,,paper-towel,12.50,yes,no,yes,,\n`);
    await pick();
    await expect(rows.nth(1)).toContainText("OK");
    await expect(dialog.getByRole("button", { name: "Apply 1 line" })).toBeEnabled();
  });
});
