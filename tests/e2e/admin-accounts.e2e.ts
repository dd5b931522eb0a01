import type { Browser, Page } from "@playwright/test";
import { e2eAdmin } from "#tests/e2e/helpers/e2e-admin.ts";
import { expect, expectToast, test } from "./helpers/admin";

const chosenPassword = "paper towels by the pallet";

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

// The owner adds an admin on the Admin users screen and reads the one-time password shown once.
async function addAdmin(page: Page, username: string) {
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /^Admin Users/ }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Add admin" }).click();
  // The page has other live regions (a list still loading says so in one).
  await expect(page.getByRole("status").filter({ hasText: `${username} can now sign in` })).toBeVisible();
  const password = await page.getByLabel("One-time password").inputValue();
  expect(password.length).toBeGreaterThanOrEqual(16);
  return password;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("a new admin signs in with the one-time password, must choose their own, then works", async ({
  adminPage: owner,
  browser,
}) => {
  const username = `sales${Date.now()}`;
  const oneTime = await addAdmin(owner, username);
  await expect(owner.getByRole("list", { name: "Admin users" })).toContainText(
    "One-time password not yet replaced",
  );

  const newcomer = await freshPage(browser);
  await signInWithForm(newcomer, username, oneTime);
  await expect(newcomer).toHaveURL(/\/admin\/account$/);
  await expect(newcomer.getByRole("status")).toContainText("Choose your own password to continue");
  await newcomer.goto("/admin/inquiries");
  await expect(newcomer).toHaveURL(/\/admin\/account$/);

  await newcomer.getByLabel("Current password").fill(oneTime);
  await newcomer.getByLabel("New password", { exact: true }).fill("qwerty123456");
  await newcomer.getByLabel("New password again").fill("qwerty123456");
  await newcomer.getByRole("button", { name: "Set my password" }).click();
  await expect(newcomer.locator("#password-next-error")).toHaveText(
    "This password is one of the most common ones: choose another",
  );

  await newcomer.getByLabel("New password", { exact: true }).fill(chosenPassword);
  await newcomer.getByLabel("New password again").fill(chosenPassword);
  await newcomer.getByRole("button", { name: "Set my password" }).click();
  await expectToast(newcomer, "Password changed", "Your other sessions were signed out.", "success");
  await expect(newcomer.getByRole("list", { name: "Your sessions" })).toContainText("This device");
  await newcomer.goto("/admin/inquiries");
  await expect(newcomer.getByRole("heading", { level: 1 })).toHaveText(/Inquiries/);
  await newcomer.context().close();
});

test("signing out everywhere else ends the other device's session", async ({ adminPage: owner, browser }) => {
  const username = `night${Date.now()}`;
  const oneTime = await addAdmin(owner, username);
  const laptop = await freshPage(browser);
  await signInWithForm(laptop, username, oneTime);
  await laptop.getByLabel("Current password").fill(oneTime);
  await laptop.getByLabel("New password", { exact: true }).fill(chosenPassword);
  await laptop.getByLabel("New password again").fill(chosenPassword);
  await laptop.getByRole("button", { name: "Set my password" }).click();
  await expect(laptop.getByRole("list", { name: "Your sessions" })).toBeVisible();

  const phone = await freshPage(browser);
  await signInWithForm(phone, username, chosenPassword);
  await expect(phone).toHaveURL(/\/admin\/dashboard$/);

  await laptop.reload();
  const sessions = laptop.getByRole("list", { name: "Your sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await laptop.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expectToast(laptop, "Success", "Every other device is signed out", "success");
  await expect(sessions).toHaveCount(1);

  await phone.goto("/admin/inquiries");
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await laptop.context().close();
  await phone.context().close();
});

test("the owner disables, then removes another admin; never their own account", async ({
  adminPage: owner,
  browser,
}) => {
  const username = `temp${Date.now()}`;
  const oneTime = await addAdmin(owner, username);
  const row = owner
    .getByRole("list", { name: "Admin users" })
    .getByRole("listitem")
    .filter({ hasText: username });
  const ownRow = owner
    .getByRole("list", { name: "Admin users" })
    .getByRole("listitem")
    .filter({ hasText: e2eAdmin.username })
    .filter({ hasText: "You" });
  await expect(ownRow.getByRole("button")).toHaveText(["Rename"]);

  await row.getByRole("button", { name: `Disable ${username}` }).click();
  await expect(row).toContainText("Disabled");
  const visitor = await freshPage(browser);
  await signInWithForm(visitor, username, oneTime);
  await expectToast(visitor, "Login Failed", "Invalid username or password.", "error");
  await visitor.context().close();

  owner.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: `Remove ${username}` }).click();
  await expectToast(owner, "Success", `${username} was removed`, "success");
  await expect(row).toHaveCount(0);
});

test("the header leads to your account, named by your username", async ({ adminPage: page }) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: `${e2eAdmin.username}: your account` }).click();
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();
});
