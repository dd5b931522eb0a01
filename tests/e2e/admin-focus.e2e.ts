import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./helpers/admin";

// What has keyboard focus, named as a person would: the button's accessible name, or "body" when it was lost.
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "body";
    return focused.getAttribute("aria-label") || focused.textContent?.trim() || focused.tagName;
  });

test("focus returns to the button that opened the product dialog after Escape, Cancel, Create and Update", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/products");
  const add = page.getByRole("button", { name: "Add Product" });
  const dialog = page.getByRole("dialog");

  await add.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  const name = `Focus Towels ${Date.now()}`;
  await add.click();
  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Two-ply towels for the focus test.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Paper Towel" }).click();
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Success", "Product created successfully", "success");
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  const edit = page.getByRole("button", { name: `Edit ${name}` });
  await edit.click();
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Success", "Product updated successfully", "success");
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  page.once("dialog", (confirm) => confirm.accept());
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expectToast(page, "Success", "Product deleted successfully", "success");
  expect(await focusedName(page)).not.toBe("body");
});

test("focus stays on the control after Approve and Unapprove, a status change, a content Save and an upload", async ({
  adminPage: page,
}) => {
  const product = (await (await page.request.get("/api/products")).json())[0] as { id: string };
  const person = `Focus ${Date.now()}`;
  await page.request.post("/api/testimonials", {
    data: { name: person, text: "Testing where focus goes.", rating: 4 },
  });
  await page.request.post("/api/product-inquiries", {
    data: {
      productId: product.id,
      contactName: person,
      email: "focus@example.com",
      businessType: "Hotel",
      quantity: "5",
      needByDate: "soon",
    },
  });

  await page.goto("/admin/testimonials");
  const card = page.locator("article, li").filter({ hasText: person }).first();
  await card.getByRole("button", { name: /^Approve/ }).click();
  await expectToast(page, "Success", "Testimonial updated successfully", "success");
  expect(await focusedName(page)).not.toBe("body");
  await card.getByRole("button", { name: /^Unapprove/ }).click();
  await expectToast(page, "Success", "Testimonial updated successfully", "success");
  expect(await focusedName(page)).not.toBe("body");

  await page.goto("/admin/inquiries");
  const inquiry = page.locator("article, li").filter({ hasText: person }).first();
  await inquiry.getByRole("combobox").click();
  await page.getByRole("option", { name: /Contacted/i }).click();
  await expectToast(page, "Status Updated", "Inquiry status has been updated successfully", "success");
  expect(await focusedName(page)).not.toBe("body");

  await page.goto("/admin/content");
  const field = page.getByRole("textbox").first();
  await field.fill(`${await field.inputValue()} `);
  await page.getByRole("button", { name: /^Save/ }).first().click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  expect(await focusedName(page)).not.toBe("body");

  await page.goto("/admin/products");
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  const upload = page.getByRole("dialog").getByLabel("Upload from device");
  await upload.focus();
  await upload.setInputFiles(join(import.meta.dirname, "../fixtures", "pixel.png"));
  await expectToast(page, "Success", "Product image uploaded successfully", "success");
  await expect(upload).toBeFocused();
});

test("focus returns to New quote and New post after their editors save and close", async ({
  adminPage: page,
}) => {
  const tag = Date.now();
  await page.goto("/admin/quotes");
  const newQuote = page.getByRole("button", { name: "New quote" });
  await newQuote.click();
  const quote = page.getByRole("form", { name: "New quote" });
  await quote.getByLabel("Buyer", { exact: true }).fill(`Focus Hotel ${tag}`);
  await quote.getByLabel("Buyer's email").fill("focus@hotel.example");
  await quote.getByLabel("Description of line 1").fill("Dinner napkins");
  await quote.getByLabel("Unit price of line 1").fill("12.00");
  await quote.getByRole("button", { name: "Save draft" }).click();
  await expect(quote).toHaveCount(0);
  await expect(newQuote).toBeFocused();

  await page.goto("/admin/blog");
  const newPost = page.getByRole("button", { name: "New post" });
  await newPost.click();
  const post = page.getByRole("form", { name: "New post" });
  await post.getByLabel("Title", { exact: true }).fill(`Focus ${tag}`);
  await post.getByLabel(/^Address \(slug\)/).fill(`focus-${tag}`);
  await post.getByLabel("Text", { exact: true }).fill("A post.");
  await post.getByRole("button", { name: "Save post" }).click();
  await expect(post).toHaveCount(0);
  await expect(newPost).toBeFocused();
});
