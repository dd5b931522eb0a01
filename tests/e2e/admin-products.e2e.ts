import { join } from "node:path";
import { expect, expectToast, test } from "./helpers/admin";

const fixture = (name: string) => join(import.meta.dirname, "../fixtures", name);

test("create with an uploaded image, hide, re-image and delete a product", async ({ adminPage: page }) => {
  const name = `Hotel Napkins ${Date.now()}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await expect(dialog.getByText("Fill in the details to create a new product")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Price" })).toHaveAttribute("placeholder", "9.99");
  await expect(dialog.getByRole("checkbox", { name: "Active (visible on website)" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /^Show Price/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Featured Product" })).not.toBeChecked();

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.locator("#product-name-error")).toHaveText("Product name is required");
  await expect(dialog.locator("#product-description-error")).toHaveText("Description is required");

  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Soft two-ply napkins for restaurants.");
  await dialog.getByRole("textbox", { name: "Price" }).fill("12.5");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Napkin" }).click();
  await dialog.getByLabel("Upload from device").setInputFiles(fixture("pixel.png"));
  await expect(dialog.getByRole("img", { name: "Current product" })).toHaveAttribute(
    "src",
    /^\/objects\/uploads\//,
  );
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Success", "Product created successfully", "success");
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText("$12.50")).toBeVisible();
  await expect(card.getByText("Napkin", { exact: true })).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByRole("img", { name })).toHaveAttribute("src", /^\/objects\/uploads\//);

  await page.goto("/");
  await expect(page.locator("#products").getByText(name)).toBeVisible();

  await page.goto("/admin/products");
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Product" });
  await expect(editor.getByText("Update product information below")).toBeVisible();
  await expect(editor.getByLabel("Product Name", { exact: true })).toHaveValue(name);
  await editor.getByRole("checkbox", { name: "Active (visible on website)" }).click();
  await editor.getByRole("checkbox", { name: /^Show Price/ }).click();
  await editor.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Success", "Product updated successfully", "success");
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(card.getByText("Price Hidden", { exact: true })).toBeVisible();
  await expect(card.getByText("Inquire about product")).toBeVisible();

  await page.goto("/");
  await expect(page.locator("#products")).toBeVisible();
  await expect(page.locator("#products").getByText(name)).toHaveCount(0);

  // Editing an existing product sends the uploaded image straight to the product.
  await page.goto("/admin/products");
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const imageUpdate = page.waitForRequest((r) => r.url().includes("/trpc/uploads.productImage"));
  await editor.getByLabel("Upload from device").setInputFiles(fixture("pixel.jpg"));
  await imageUpdate;
  await expectToast(page, "Success", "Product image uploaded successfully", "success");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();

  const messages: string[] = [];
  page.once("dialog", (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(card).toBeVisible();
  page.once("dialog", (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await expectToast(page, "Success", "Product deleted successfully", "success");
  await expect(card).toHaveCount(0);
  expect(messages).toEqual([
    "Are you sure you want to delete this product?",
    "Are you sure you want to delete this product?",
  ]);
});

test("a file over 10 MB is refused before any upload", async ({ adminPage: page }) => {
  const starts: string[] = [];
  page.on("request", (r) => r.url().includes("/trpc/uploads.start") && starts.push(r.url()));
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  await page.getByLabel("Upload from device").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(10_485_761),
  });
  await expectToast(page, "Error", "Images must be 10 MB or smaller", "error");
  expect(starts).toEqual([]);
});

test("an image the server refuses says why (a text file named .png)", async ({ adminPage: page }) => {
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  await page.getByLabel("Upload from device").setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expectToast(page, "Error", "The file must be a JPEG, PNG, WebP, GIF or AVIF image", "error");
});
