import { expect, expectToast, test } from "./helpers/admin";

test("the owner edits a product's page: address, specification rows in order, how it is sold, quantity prices, search texts", async ({
  adminPage: page,
  browser,
}) => {
  // A long walk through the editor on a shared machine.
  test.setTimeout(90_000);
  const name = `Guest Napkins ${Date.now()}`;
  const slug = `guest-napkins-${Date.now()}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Soft napkins for guest rooms.");
  await dialog.getByRole("textbox", { name: "Price", exact: true }).fill("10");
  await dialog.getByLabel("Address (slug): /products/...").fill(slug);
  await dialog.getByLabel("Unit of sale (e.g. cartons)").fill("cartons");
  await dialog.getByLabel("Minimum order (units)").fill("0");

  await dialog.getByRole("button", { name: "Add specification" }).click();
  await dialog.getByLabel("Specification 1: label", { exact: true }).fill("Ply");
  await dialog.getByLabel("Specification 1: value", { exact: true }).fill("2-ply");
  await dialog.getByRole("button", { name: "Add specification" }).click();
  await dialog.getByLabel("Specification 2: label", { exact: true }).fill("Size");
  await dialog.getByLabel("Specification 2: label (Arabic)").fill("المقاس");
  await dialog.getByLabel("Specification 2: value", { exact: true }).fill("33 x 33 cm");
  await dialog.getByRole("button", { name: "Move up: Specification 2" }).click();
  await expect(dialog.getByLabel("Specification 1: label", { exact: true })).toHaveValue("Size");

  await dialog.getByRole("button", { name: "Add quantity price" }).click();
  await dialog.getByLabel("From quantity 1", { exact: true }).fill("200");
  await dialog.getByLabel("Price 1", { exact: true }).fill("9.25");
  await dialog.getByLabel("Page title", { exact: true }).fill("Guest room napkins by the carton");

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.locator("#product-minOrder-error")).toBeVisible();
  await dialog.getByLabel("Minimum order (units)").fill("20");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Success", "Product created successfully", "success");

  const visitor = await browser.newPage();
  await visitor.goto(`/products/${slug}`);
  await expect(visitor).toHaveTitle("Guest room napkins by the carton");
  const specifications = visitor
    .locator("section")
    .filter({ has: visitor.getByRole("heading", { name: "Specifications" }) });
  const rows = specifications.getByRole("rowheader");
  await expect(rows.nth(0)).toHaveText("Size");
  await expect(rows.nth(1)).toHaveText("Ply");
  await expect(visitor.getByText("From 200 cartons")).toBeVisible();
  await expect(visitor.getByText("20 cartons")).toBeVisible();
  await visitor.goto(`/ar/products/${slug}`);
  await expect(visitor.getByRole("rowheader", { name: "المقاس" })).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: name });
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Product" });
  await expect(editor.getByLabel("Specification 1: value", { exact: true })).toHaveValue("33 x 33 cm");
  await editor.getByLabel("Address (slug): /products/...").fill(`${slug}-new`);
  await editor.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Success", "Product updated successfully", "success");
  await visitor.goto(`/products/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/products/${slug}-new$`));
  await visitor.close();
});

test("the owner adds a category, which the catalogue lists, and deletes one only by moving its products", async ({
  adminPage: page,
  browser,
}) => {
  const slug = `hotel-${Date.now()}`;
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
  await expectToast(page, "Success", "Category added", "success");

  const visitor = await browser.newPage();
  await visitor.goto("/ar/products");
  await expect(visitor.getByRole("link", { name: "مستلزمات الفنادق (0)" })).toBeVisible();
  await visitor.close();

  const other = page.getByRole("listitem").filter({ hasText: /^Other · \d+ products?/ });
  const remove = other.getByRole("button", { name: "Delete Other" });
  await expect(remove).toBeDisabled();
  await other.getByRole("combobox", { name: "Move the products of Other to" }).click();
  await page.getByRole("option", { name: "Hotel Amenities" }).click();
  page.once("dialog", (d) => void d.accept());
  await remove.click();
  await expectToast(page, "Success", "Category deleted", "success");
  await expect(page.getByRole("heading", { name: /^Other ·/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Hotel Amenities · 1 product", exact: true })).toBeVisible();
});

test("a new category typed while the list is still on its way is kept when the list arrives", async ({
  adminPage: page,
}) => {
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
});
