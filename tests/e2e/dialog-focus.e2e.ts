import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers/admin";
import { openSite } from "./helpers/site";

// Where the focused element is, and whether any part of it is hidden: outside the window, outside the dialog's
// scrolling area, or under the form's sticky footer.
const focusReport = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const name =
      focused.getAttribute("aria-label") || focused.id || focused.textContent?.trim() || focused.tagName;
    const footer = focused.closest("form")?.querySelector<HTMLElement>(".sticky");
    const underFooter =
      footer && !footer.contains(focused) && box.bottom > footer.getBoundingClientRect().top + 1;
    const offScreen =
      box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth;
    return offScreen || underFooter ? name : null;
  });

test("at 375 px the inquiry dialog's Close button is on screen whenever it has focus", async ({ page }) => {
  await openSite(page, "/", 375);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.locator("section#products").getByRole("link", { name: "Place Order" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Place an Order" });
  await expect(dialog.getByLabel("Contact name")).toBeFocused();
  const hidden: string[] = [];
  let closeFocused = 0;
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press("Tab");
    if (await dialog.getByRole("button", { name: "Close" }).evaluate((el) => el === document.activeElement)) {
      closeFocused++;
    }
    const report = await focusReport(page);
    if (report) hidden.push(report);
  }
  expect(closeFocused).toBeGreaterThan(0);
  expect(hidden).toEqual([]);
});

for (const [width, height] of [
  [375, 667],
  [1280, 720],
] as const) {
  test(`at ${width} px no focused field of the product dialog is hidden under its sticky footer`, async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width, height });
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await expect(dialog).toBeVisible();
    // Open every collapsed part (the Arabic texts) so each field is in the tab order.
    for (const summary of await dialog.locator("summary").all()) await summary.click();
    await dialog.getByLabel("Product Name", { exact: true }).focus();
    const hidden: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const report = await focusReport(page);
      if (report) hidden.push(report);
    }
    expect(hidden).toEqual([]);
  });
}
