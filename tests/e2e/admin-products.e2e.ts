import { join } from "node:path";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, stamp, test } from "./helpers/fixtures";
import { focusedName } from "./helpers/focus";

// The owner's products: added, edited, hidden and removed with the site following, and their pages' details and PDFs
// to download. Each product is this file's own; the sample catalogue stays whole for the other tests of the worker's
// server.

const fixture = (name: string) => join(import.meta.dirname, "../fixtures", name);

test("a product added with its picture, hidden, re-imaged and deleted, the site following; focus goes back to the button that opened the dialog", async ({
  adminPage: page,
  page: visitor,
}) => {
  test.setTimeout(90_000);
  const name = `Hotel Napkins ${stamp()}`;
  const add = page.getByRole("button", { name: "Add Product" });
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  const card = page.getByRole("listitem").filter({ hasText: name });
  await page.goto("/admin/products");

  await test.step("Escape and Cancel close the dialog, focus back on Add Product; its defaults and checks", async () => {
    await add.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await add.click();
    await expect(dialog.getByText("Fill in the details to create a new product")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Price" })).toHaveAttribute("placeholder", "9.99");
    await expect(dialog.getByRole("checkbox", { name: "Active (visible on website)" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /^Show Price/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Featured Product" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(dialog.locator("#product-name-error")).toHaveText("Product name is required");
    await expect(dialog.locator("#product-description-error")).toHaveText("Description is required");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  await test.step("a picture too large or not a picture is refused, the first before any upload", async () => {
    const starts: string[] = [];
    page.on("request", (r) => r.url().includes("/trpc/uploads.start") && starts.push(r.url()));
    await add.click();
    const upload = dialog.getByLabel("Upload from device");
    await upload.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10_485_761) });
    await expectToast(page, "error", "Error", "Images must be 10 MB or smaller");
    expect(starts).toEqual([]);
    await upload.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image"),
    });
    await expectToast(page, "error", "Error", "The file must be a JPEG, PNG, WebP, GIF or AVIF image");
  });

  await test.step("created with an uploaded picture, once however fast the double click", async () => {
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
    await dialog.getByRole("button", { name: "Create Product" }).dblclick();
    await expectToast(page, "success", "Success", "Product created successfully");
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    const products = (await (await page.request.get("/api/admin/products")).json()) as { name: string }[];
    expect(products.filter((p) => p.name === name)).toHaveLength(1);
    await expect(card.getByText("$12.50")).toBeVisible();
    await expect(card.getByText("Napkin", { exact: true })).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByRole("img", { name })).toHaveAttribute("src", /^\/objects\/uploads\//);
    await visitor.goto("/");
    await expect(visitor.locator("#products").getByText(name)).toBeVisible();
  });

  const edit = card.getByRole("button", { name: `Edit ${name}` });
  const editor = page.getByRole("dialog", { name: "Edit Product" });
  await test.step("hidden with its price: the card says so, the site leaves it out; focus back on Edit", async () => {
    await edit.click();
    await expect(editor.getByText("Update product information below")).toBeVisible();
    await expect(editor.getByLabel("Product Name", { exact: true })).toHaveValue(name);
    await editor.getByRole("checkbox", { name: "Active (visible on website)" }).click();
    await editor.getByRole("checkbox", { name: /^Show Price/ }).click();
    await editor.getByRole("button", { name: "Update Product" }).click();
    await expectToast(page, "success", "Success", "Product updated successfully");
    await expect(editor).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(card.getByText("Price Hidden", { exact: true })).toBeVisible();
    await expect(card.getByText("Inquire about product")).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.locator("#products")).toBeVisible();
    await expect(visitor.locator("#products").getByText(name)).toHaveCount(0);
  });

  await test.step("a picture uploaded while editing goes straight to the product; the upload keeps the focus", async () => {
    await edit.click();
    const upload = editor.getByLabel("Upload from device");
    await upload.focus();
    const imageUpdate = page.waitForRequest((r) => r.url().includes("/trpc/uploads.productImage"));
    await upload.setInputFiles(fixture("pixel.jpg"));
    await imageUpdate;
    await expectToast(page, "success", "Success", "Product image uploaded successfully");
    await expect(upload).toBeFocused();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect(editor).toBeHidden();
  });

  await test.step("deleted only once confirmed; the focus stays on the page", async () => {
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
    await expectToast(page, "success", "Success", "Product deleted successfully");
    await expect(card).toHaveCount(0);
    expect(messages).toEqual([
      "Are you sure you want to delete this product?",
      "Are you sure you want to delete this product?",
    ]);
    expect(await focusedName(page)).not.toBe("body");
  });
});

const pdf = (text: string) => ({
  name: "upload.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${text}\n`),
    Buffer.alloc(150_000, 32),
    Buffer.from("%%EOF\n"),
  ]),
});

test("a product's page edited: its address, specification rows in order, how it is sold, quantity prices, search texts, PDFs; the site shows each", async ({
  adminPage: page,
  page: visitor,
}) => {
  // A long walk through the editor on a shared machine.
  test.setTimeout(90_000);
  const tag = stamp();
  const name = `Guest Napkins ${tag}`;
  const slug = `guest-napkins-${tag}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await test.step("the page's fields: slug, unit, minimum order, specification rows moved, a quantity price, a title", async () => {
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
    await expectToast(page, "success", "Success", "Product created successfully");
  });

  await test.step("the product page shows them, in both languages", async () => {
    await visitor.goto(`/products/${slug}`);
    await expect(visitor).toHaveTitle("Guest room napkins by the carton");
    const rows = visitor
      .locator("section")
      .filter({ has: visitor.getByRole("heading", { name: "Specifications" }) })
      .getByRole("rowheader");
    await expect(rows.nth(0)).toHaveText("Size");
    await expect(rows.nth(1)).toHaveText("Ply");
    await expect(visitor.getByText("From 200 cartons")).toBeVisible();
    await expect(visitor.getByText("20 cartons")).toBeVisible();
    await visitor.goto(`/ar/products/${slug}`);
    await expect(visitor.getByRole("rowheader", { name: "المقاس" })).toBeVisible();
  });

  const card = page.getByRole("listitem").filter({ hasText: name });
  const editor = page.getByRole("dialog", { name: "Edit Product" });
  await test.step("PDFs with both titles added, a false one refused by its bytes, reordered and removed", async () => {
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(editor.getByLabel("Specification 1: value", { exact: true })).toHaveValue("33 x 33 cm");
    const downloads = editor.getByRole("region", { name: "Downloads (datasheets, certificates)" });
    await expect(downloads.getByText("No downloads yet.")).toBeVisible();
    for (const [title, titleAr] of [
      ["Datasheet", "نشرة البيانات"],
      ["ISO 9001 certificate", ""],
    ] as const) {
      await downloads.getByLabel("Title (English)").fill(title);
      await downloads.getByLabel("Title (Arabic)").fill(titleAr);
      await downloads.getByLabel("PDF file (at most 10 MB)").setInputFiles(pdf(title));
      await downloads.getByRole("button", { name: "Add PDF" }).click();
      await expect(downloads.getByRole("listitem").filter({ hasText: title })).toContainText("PDF, 150 kB");
    }
    await downloads.getByLabel("Title (English)").fill("Not a PDF");
    await downloads
      .getByLabel("PDF file (at most 10 MB)")
      .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello") });
    await downloads.getByRole("button", { name: "Add PDF" }).click();
    await expect(page.getByText("The file must be a PDF")).toBeVisible();
    await expect(downloads.getByRole("listitem")).toHaveCount(2);
    await downloads.getByRole("button", { name: "Move ISO 9001 certificate up" }).click();
    await expect(downloads.getByRole("listitem").first()).toContainText("ISO 9001 certificate");
    page.once("dialog", (d) => void d.accept());
    await downloads.getByRole("button", { name: "Remove ISO 9001 certificate" }).click();
    await expect(downloads.getByRole("listitem")).toHaveCount(1);
  });

  await test.step("a new address: the old one leads to it", async () => {
    await editor.getByLabel("Address (slug): /products/...").fill(`${slug}-new`);
    await editor.getByRole("button", { name: "Update Product" }).click();
    await expectToast(page, "success", "Success", "Product updated successfully");
    await visitor.goto(`/products/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/products/${slug}-new$`));
    await expect(visitor.getByRole("link", { name: /Datasheet/ })).toBeVisible();
  });

  await test.step("an inactive card keeps its contrast, and a broken picture shows the placeholder", async () => {
    const retired = `Retired Napkins ${tag}`;
    const created = await page.request.post("/api/products", {
      data: {
        name: retired,
        description: "No longer sold.",
        category: "napkin",
        active: false,
        imageUrl: "/images/gone.webp",
      },
    });
    expect(created.status()).toBe(201);
    await page.goto("/admin/products");
    const inactive = page.locator("li").filter({ hasText: retired });
    await expect(inactive.getByText("Inactive")).toBeVisible();
    await expect(inactive.getByText("Image not available")).toBeAttached();
    await expect(inactive.locator("img")).toHaveCount(0);
    expect(await axeViolations(page, { include: "main", rules: ["color-contrast"] })).toEqual([]);
  });
});
