import { e2eAdmin } from "./helpers/e2e-admin";
import { adminRoutes, expect, expectToast, test } from "./helpers/fixtures";

// The one journey that signs in through the login form (every other admin test starts signed in by the cookie
// fixture), and what a signed-in screen says about its session.

test("signed out, every screen leads to the login; both fields are required; a wrong password, the right one, then logout", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await test.step("a signed-out visit to any admin screen lands on the login page", async () => {
    for (const route of [...adminRoutes, ""]) {
      await page.goto(`/admin/${route}`);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    }
  });

  await test.step("both fields are required", async () => {
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator("#username-error")).toHaveText("Required");
    await expect(page.locator("#password-error")).toHaveText("Required");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  await test.step("a wrong password is refused; the right one opens the dashboard and its areas", async () => {
    await page.getByLabel("Username").fill(e2eAdmin.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "error", "Login Failed", "Invalid username or password.");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "success", "Login Successful", "Welcome to the admin panel");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const area of [
      "Contact Messages",
      "Products",
      "Testimonials",
      "Website Content",
      "Product Inquiries",
      "Sample Requests",
    ])
      await expect(page.getByRole("link", { name: new RegExp(`^${area}`) })).toBeVisible();
    await page.getByRole("link", { name: /^Products/ }).click();
    await expect(page.getByRole("heading", { name: "Products Management" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step("logout ends the session", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "success", "Logged Out", "You have been logged out successfully.");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test("signed in: the header names the account, each screen renames the one title; a session ended while a screen is open leads to the login", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: `${e2eAdmin.username}: your account` }).click();
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();

  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Products Management" })).toBeVisible();
  await expect(page).toHaveTitle("Products Management · Admin");
  expect(await page.evaluate(() => document.querySelectorAll("title").length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('meta[name="robots"]').length)).toBe(1);
  expect(await page.evaluate(() => document.body.querySelectorAll("style, title, meta").length)).toBe(0);

  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonials Management" })).toBeVisible();
  await page.context().clearCookies();
  await page
    .getByRole("button", { name: /^(Approve|Unapprove) testimonial/ })
    .first()
    .click();
  await expectToast(page, "error", "Error", "Failed to update testimonial");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
