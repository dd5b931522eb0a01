import { e2eAdmin } from "#tests/e2e/helpers/e2e-admin.ts";
import { adminRoutes, expect, expectToast, signIn, test } from "./helpers/admin";

test("a signed-out visit to any admin screen lands on the login page", async ({ page }) => {
  for (const route of [...adminRoutes, ""]) {
    await page.goto(`/admin/${route}`);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  }
});

test("admin pages ask not to be indexed or cached", async ({ page }) => {
  const response = await page.goto("/admin/login");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("both fields are required", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.locator("#username-error")).toHaveText("Required");
  await expect(page.locator("#password-error")).toHaveText("Required");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a wrong then a right login, then logout", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(e2eAdmin.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login Failed", "Invalid username or password.", "error");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login Successful", "Welcome to the admin panel", "success");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const area of [
    "Contact Messages",
    "Products",
    "Testimonials",
    "Website Content",
    "Product Inquiries",
    "Sample Requests",
  ]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${area}`) })).toBeVisible();
  }

  await page.getByRole("link", { name: /^Products/ }).click();
  await expect(page.getByRole("heading", { name: "Products Management" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged Out", "You have been logged out successfully.", "success");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a session that ends while a screen is open sends the owner back to the login", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonials Management" })).toBeVisible();
  await page.context().clearCookies();
  await page
    .getByRole("button", { name: /^(Approve|Unapprove) testimonial/ })
    .first()
    .click();
  await expectToast(page, "Error", "Failed to update testimonial", "error");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
