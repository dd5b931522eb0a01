import { readFileSync } from "node:fs";
import { expect, test } from "./helpers/admin";

test("export, then import a file: the preview shows each line's errors and changes nothing; a good file applies", async ({
  adminPage: page,
}) => {
  const stamp = Date.now();
  await page.goto("/admin/products");
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const exported = readFileSync((await (await downloaded).path()) ?? "", "utf8");
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
