import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { e2eAdmin } from "./helpers/e2e-admin";
import { expect, expectToast, test } from "./helpers/fixtures";

// The owner's colleagues: added with a one-time password shown once, each signing in on a browser of their own and
// choosing a password; what the owner alone may do (decisions 140, 142). The e2e admin is the owner throughout.

const chosenPassword = "paper towels by the pallet";
const mixedScripts =
  "Use the letters of one script only (Latin mixed with Cyrillic or Greek, for example, is refused)";
const rowOf = (page: Page, username: string) =>
  page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({ hasText: username });

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

// The owner adds an admin on the Admin users screen and reads the one-time password shown once.
async function addAdmin(owner: Page, username: string) {
  await owner.goto("/admin/dashboard");
  await owner.getByRole("link", { name: /^Admin Users/ }).click();
  await owner.getByLabel("Username").fill(username);
  await owner.getByRole("button", { name: "Add admin" }).click();
  // The page has other live regions (a list still loading says so in one).
  await expect(owner.getByRole("status").filter({ hasText: `${username} can now sign in` })).toBeVisible();
  const password = await owner.getByLabel("One-time password").inputValue();
  expect(password.length).toBeGreaterThanOrEqual(16);
  return password;
}

// The colleague signs in on a browser of their own and replaces the one-time password; a common one is refused.
async function colleagueSignsIn(browser: Browser, username: string, oneTime: string) {
  const colleague = await (await browser.newContext()).newPage();
  await signInWithForm(colleague, username, oneTime);
  await expect(colleague).toHaveURL(/\/admin\/account$/);
  await expect(colleague.getByRole("status")).toContainText("Choose your own password to continue");
  await colleague.goto("/admin/inquiries");
  await expect(colleague).toHaveURL(/\/admin\/account$/);
  await colleague.getByLabel("Current password").fill(oneTime);
  await colleague.getByLabel("New password", { exact: true }).fill("qwerty123456");
  await colleague.getByLabel("New password again").fill("qwerty123456");
  await colleague.getByRole("button", { name: "Set my password" }).click();
  await expect(colleague.locator("#password-next-error")).toHaveText(
    "This password is one of the most common ones: choose another",
  );
  await colleague.getByLabel("New password", { exact: true }).fill(chosenPassword);
  await colleague.getByLabel("New password again").fill(chosenPassword);
  await colleague.getByRole("button", { name: "Set my password" }).click();
  await expectToast(colleague, "success", "Password changed", "Your other sessions were signed out.");
  await expect(colleague.getByRole("list", { name: "Your sessions" })).toContainText("This device");
  return colleague;
}

test("a new admin signs in with the one-time password, must choose their own, then works; signing out everywhere else ends their other device", async ({
  adminPage: owner,
  browser,
}) => {
  test.setTimeout(60_000);
  const username = `sales${Date.now()}`;
  const oneTime = await addAdmin(owner, username);
  await expect(owner.getByRole("list", { name: "Admin users" })).toContainText(
    "One-time password not yet replaced",
  );
  const laptop = await colleagueSignsIn(browser, username, oneTime);
  await laptop.goto("/admin/inquiries");
  await expect(laptop.getByRole("heading", { level: 1 })).toHaveText(/Inquiries/);

  const phone = await (await browser.newContext()).newPage();
  await signInWithForm(phone, username, chosenPassword);
  await expect(phone).toHaveURL(/\/admin\/dashboard$/);
  await laptop.goto("/admin/account");
  const sessions = laptop.getByRole("list", { name: "Your sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await laptop.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expectToast(laptop, "success", "Success", "Every other device is signed out");
  await expect(sessions).toHaveCount(1);
  await phone.goto("/admin/inquiries");
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await laptop.context().close();
  await phone.context().close();
});

test("the owner's account is theirs alone: mixed-script names refused, an admin disabled, renamed and removed; another admin is offered nothing", async ({
  adminPage: owner,
  browser,
}) => {
  test.setTimeout(60_000);
  await test.step("a name mixing scripts is refused", async () => {
    await owner.goto("/admin/users");
    await owner.getByLabel("Username").fill("\u043ewner");
    await owner.getByRole("button", { name: "Add admin" }).click();
    await expect(owner.locator("#new-admin-username-error")).toHaveText(mixedScripts);
  });

  const username = `clerk${Date.now()}`;
  const oneTime = await addAdmin(owner, username);
  await test.step("the owner's own row offers only Rename; a new admin cannot yet become the owner, and says why", async () => {
    const ownRow = rowOf(owner, e2eAdmin.username).filter({ hasText: "You" });
    await expect(ownRow.getByRole("button")).toHaveText(["Rename"]);
    const makeOwner = rowOf(owner, username).getByRole("button", { name: `Make owner: ${username}` });
    await expect(makeOwner).toBeDisabled();
    // Said on the row, where a phone (which has no hover) shows it too.
    const whyNot = "Enabled admins who have chosen their own password can become the owner";
    await expect(rowOf(owner, username).getByText(whyNot)).toBeVisible();
    await expect(makeOwner).toHaveAccessibleDescription(whyNot);
  });

  await test.step("another admin sees the owner and is offered nothing on the owner's account", async () => {
    const clerk = await colleagueSignsIn(browser, username, oneTime);
    await clerk.goto("/admin/users");
    const ownerRow = rowOf(clerk, e2eAdmin.username).filter({ hasText: "Owner" });
    await expect(ownerRow).toContainText("Only the owner can change this account");
    await expect(ownerRow.getByRole("button")).toHaveCount(0);
    await expect(clerk.getByRole("button", { name: /^Make owner/ })).toHaveCount(0);
    expect(await axeViolations(clerk)).toEqual([]);
    await clerk.context().close();
  });

  await test.step("renamed: a mixed-script name refused, then a good one", async () => {
    await owner.reload();
    await rowOf(owner, username)
      .getByRole("button", { name: `Rename: ${username}` })
      .click();
    const rename = owner.getByRole("form", { name: `Rename ${username}` });
    await rename.getByLabel(`New username for ${username}`).fill(`${username}\u0430`);
    await rename.getByRole("button", { name: "Save" }).click();
    await expect(rename.getByText(mixedScripts)).toBeVisible();
    await rename.getByLabel(`New username for ${username}`).fill(`${username}.desk`);
    await rename.getByRole("button", { name: "Save" }).click();
    await expectToast(owner, "success", "Success", `${username} is now ${username}.desk`);
  });

  await test.step("disabled, the admin cannot sign in; then removed", async () => {
    const renamed = `${username}.desk`;
    const row = rowOf(owner, renamed);
    await row.getByRole("button", { name: `Disable ${renamed}` }).click();
    await expect(row).toContainText("Disabled");
    const visitor = await (await browser.newContext()).newPage();
    await signInWithForm(visitor, renamed, chosenPassword);
    await expectToast(visitor, "error", "Login Failed", "Invalid username or password.");
    await visitor.context().close();
    owner.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Remove ${renamed}` }).click();
    await expectToast(owner, "success", "Success", `${renamed} was removed`);
    await expect(row).toHaveCount(0);
  });
});

test("the owner hands the role over after confirming, and the new owner hands it back", async ({
  adminPage: owner,
  browser,
}) => {
  test.setTimeout(60_000);
  const username = `heir${Date.now()}`;
  const heir = await colleagueSignsIn(browser, username, await addAdmin(owner, username));
  await owner.reload();
  const heirRow = rowOf(owner, username);
  await expect(heirRow.getByRole("button", { name: `Make owner: ${username}` })).toBeEnabled();
  await expect(heirRow).not.toContainText("can become the owner");
  expect(await axeViolations(owner)).toEqual([]);

  owner.once("dialog", (dialog) => dialog.dismiss());
  await heirRow.getByRole("button", { name: `Make owner: ${username}` }).click();
  await expect(heirRow).not.toContainText("Owner");
  owner.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Make ${username} the owner?`);
    return dialog.accept();
  });
  await heirRow.getByRole("button", { name: `Make owner: ${username}` }).click();
  await expectToast(owner, "success", "Success", `${username} is now the owner`);
  await expect(heirRow).toContainText("Owner");
  await expect(heirRow).toContainText("Only the owner can change this account");
  await expect(owner.getByRole("button", { name: /^Make owner/ })).toHaveCount(0);

  await heir.goto("/admin/users");
  heir.once("dialog", (dialog) => dialog.accept());
  await rowOf(heir, e2eAdmin.username)
    .getByRole("button", { name: `Make owner: ${e2eAdmin.username}` })
    .click();
  await expectToast(heir, "success", "Success", `${e2eAdmin.username} is now the owner`);
  await owner.reload();
  await expect(rowOf(owner, e2eAdmin.username)).toContainText("Owner");
  await expect(heirRow.getByRole("button", { name: `Remove ${username}` })).toBeEnabled();
  await heir.context().close();
});
