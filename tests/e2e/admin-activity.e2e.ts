import { expect, expectToast, signIn, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { picture } from "./helpers/screens";

const name = `Audited Rolls ${Date.now()}`;

// The public-site tests that run later count the catalogue: the product made here is removed again.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const products = (await (await page.request.get("/api/admin/products")).json()) as Array<{
    id: string;
    name: string;
  }>;
  for (const product of products.filter((p) => p.name === name))
    expect((await page.request.delete(`/api/products/${product.id}`)).ok()).toBe(true);
  await page.close();
});

test("a product added in the admin shows on the Activity screen, and the filters narrow the list", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Recorded in the audit log.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Toilet Paper" }).click();
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Success", "Product created successfully", "success");

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /Activity/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await page.getByRole("combobox", { name: "Show activity about" }).click();
  await page.getByRole("option", { name: "Products" }).click();
  await page.getByRole("combobox", { name: "Who" }).click();
  await page.getByRole("option", { name: "admin" }).click();
  await expect(page).toHaveURL(/status=product/);
  await expect(page).toHaveURL(/who=admin/);

  const newest = page.getByTestId("activity-entry").first();
  await expect(newest.getByRole("heading", { name: "Product added" })).toBeVisible();
  await expect(newest).toContainText(name);
  await expect(newest).toContainText("admin");
  await expect(newest).toContainText("127.0.0.1");
  await expect(newest.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  // When, written as the admin writes a date with a time: "26 November 2026, 15:54" on the factory's clock (UTC
  // here), the day of the instant it stands for (decision 042).
  const at = new Date((await newest.locator("time").getAttribute("datetime")) ?? "");
  const month = at.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  const hhmm = at.toISOString().slice(11, 16);
  await expect(newest.locator("time")).toHaveText(
    `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${hhmm}`,
  );

  // A sign-in is not a product: the kind filter leaves it out; a day with no activity shows none.
  await expect(page.getByTestId("activity-entry").filter({ hasText: "Signed in" })).toHaveCount(0);
  await page.getByLabel("From").fill("2099-01-01");
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
});

test("a backup's size reads on the Activity screen as the toast wrote it", async ({ adminPage: page }) => {
  await page.goto("/admin/backups");
  await page.getByRole("button", { name: "Back up now" }).click();
  const toast = page.locator("[data-sonner-toast][data-front='true'] [data-description]");
  await expect(toast).toContainText("Backup made");
  const size = (await toast.textContent())?.match(/\((\d+\.\d (?:kB|MB))\)/)?.[1];
  expect(size).toBeTruthy();

  await page.goto("/admin/activity?status=backup");
  const newest = page.getByTestId("activity-entry").first();
  await expect(newest.getByRole("heading", { name: "Backup made" })).toBeVisible();
  await expect(newest).toContainText(size ?? "");
  await expect(newest).not.toContainText("bytes");
});

for (const width of [375, 1280]) {
  test(`the Activity screen at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/activity");
    await expect(page.getByTestId("activity-entry").first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
    await picture(page, `activity-${width}`, { fullPage: true });
  });
}
