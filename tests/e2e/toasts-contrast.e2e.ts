import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/admin";
import { openSite, section, widths } from "./helpers/site";
import { expectReadableToast, failForm, failProcedure, settledToast } from "./helpers/toasts";

// WCAG 1.4.3: every toast's text reads at least 4.5:1 (sonner's rich success green read 4.26:1).

async function sendContact(page: Page) {
  const form = section(page, "contact").locator("form");
  await form.locator("#contact-name").fill("Amal Nasser");
  await form.locator("#contact-email").fill("amal@example.com");
  await form.locator("#contact-message").fill(`Please quote napkins (${Date.now()})`);
  await form.locator("button[type=submit]").click();
}

for (const path of ["/", "/ar"]) {
  test(`the site's success and error toasts pass axe on ${path}`, async ({ page }) => {
    await openSite(page, path, widths.desktop);
    await sendContact(page);
    await settledToast(page, "success");
    await expectReadableToast(page, `${path} success`);

    await failForm(page, "/contact");
    await sendContact(page);
    await settledToast(page, "error");
    await expectReadableToast(page, `${path} error`);
  });
}

test("the admin's success and error toasts pass axe", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: widths.desktop, height: 800 });
  await page.goto("/admin/products");
  const addProduct = async () => {
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await dialog.getByLabel("Product Name", { exact: true }).fill(`Contrast Towels ${Date.now()}`);
    await dialog.getByLabel("Description", { exact: true }).fill("Soft towels for the contrast check.");
    await dialog.getByRole("button", { name: "Create Product" }).click();
    return dialog;
  };
  await expect(await addProduct()).toHaveCount(0);
  await settledToast(page, "success");
  await expectReadableToast(page, "admin success");

  await failProcedure(page, "products.create");
  await expect(await addProduct()).toBeVisible();
  await settledToast(page, "error");
  await expectReadableToast(page, "admin error");
});
