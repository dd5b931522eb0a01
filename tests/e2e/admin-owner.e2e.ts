import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "#tests/e2e/helpers/axe.ts";
import { e2eAdmin } from "#tests/e2e/helpers/e2e-admin.ts";
import { expect, expectToast, test } from "./helpers/admin";

const chosenPassword = "paper towels by the pallet";
const mixedScripts =
  "Use the letters of one script only (Latin mixed with Cyrillic or Greek, for example, is refused)";

const rowOf = (page: Page, username: string) =>
  page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({ hasText: username });

// The owner adds an admin, who signs in on a browser of their own and replaces the one-time password.
async function addColleague(owner: Page, browser: Browser, username: string) {
  await owner.goto("/admin/users");
  await owner.getByLabel("Username").fill(username);
  await owner.getByRole("button", { name: "Add admin" }).click();
  const oneTime = await owner.getByLabel("One-time password").inputValue();
  const makeOwner = rowOf(owner, username).getByRole("button", { name: `Make owner: ${username}` });
  await expect(makeOwner).toBeDisabled();
  // Said on the row, where a phone (which has no hover) shows it too.
  const whyNot = "Enabled admins who have chosen their own password can become the owner";
  await expect(rowOf(owner, username).getByText(whyNot)).toBeVisible();
  await expect(makeOwner).toHaveAccessibleDescription(whyNot);

  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto("/admin/login");
  await colleague.getByLabel("Username").fill(username);
  await colleague.getByLabel("Password").fill(oneTime);
  await colleague.getByRole("button", { name: "Login" }).click();
  await colleague.getByLabel("Current password").fill(oneTime);
  await colleague.getByLabel("New password", { exact: true }).fill("Password123!");
  await colleague.getByLabel("New password again").fill("Password123!");
  await colleague.getByRole("button", { name: "Set my password" }).click();
  await expect(colleague.locator("#password-next-error")).toHaveText(
    "This password is one of the most common ones: choose another",
  );
  await colleague.getByLabel("New password", { exact: true }).fill(chosenPassword);
  await colleague.getByLabel("New password again").fill(chosenPassword);
  await colleague.getByRole("button", { name: "Set my password" }).click();
  await expectToast(colleague, "Password changed", "Your other sessions were signed out.", "success");
  return colleague;
}

test("mixed-script names are refused; another admin sees the owner and is offered nothing on their account", async ({
  adminPage: owner,
  browser,
}) => {
  await owner.goto("/admin/users");
  await owner.getByLabel("Username").fill("\u043ewner");
  await owner.getByRole("button", { name: "Add admin" }).click();
  await expect(owner.locator("#new-admin-username-error")).toHaveText(mixedScripts);
  const username = `clerk${Date.now()}`;
  const clerk = await addColleague(owner, browser, username);
  await clerk.goto("/admin/users");
  const ownerRow = rowOf(clerk, e2eAdmin.username).filter({ hasText: "Owner" });
  await expect(ownerRow).toContainText("Only the owner can change this account");
  await expect(ownerRow.getByRole("button")).toHaveCount(0);
  await expect(clerk.getByRole("button", { name: /^Make owner/ })).toHaveCount(0);
  expect(await axeViolations(clerk)).toEqual([]);

  // The screen offers nothing, and the server refuses it all the same.
  const users = (await (await clerk.request.get("/trpc/users.list")).json()) as {
    result: { data: Array<{ id: string; username: string }> };
  };
  const ownerId = users.result.data.find((u) => u.username === e2eAdmin.username)?.id;
  const refusals = [
    ["users.remove", "Only the owner can change the owner's account"],
    ["users.endSessions", "Only the owner can change the owner's account"],
    ["users.makeOwner", "Only the owner can do this"],
  ];
  for (const [path, message] of refusals) {
    const refused = await clerk.request.post(`/trpc/${path}`, { data: { id: ownerId } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(message);
  }
  await owner.reload();
  await expect(rowOf(owner, e2eAdmin.username)).toContainText("Owner");
  await clerk.context().close();

  await rowOf(owner, username)
    .getByRole("button", { name: `Rename: ${username}` })
    .click();
  const rename = owner.getByRole("form", { name: `Rename ${username}` });
  await rename.getByLabel(`New username for ${username}`).fill(`${username}\u0430`);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByText(mixedScripts)).toBeVisible();
  await rename.getByLabel(`New username for ${username}`).fill(`${username}.desk`);
  await rename.getByRole("button", { name: "Save" }).click();
  await expectToast(owner, "Success", `${username} is now ${username}.desk`, "success");
  await expect(rowOf(owner, `${username}.desk`)).toBeVisible();
});

test("the owner hands the role over after confirming, and the new owner hands it back", async ({
  adminPage: owner,
  browser,
}) => {
  const username = `heir${Date.now()}`;
  const heir = await addColleague(owner, browser, username);
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
  await expectToast(owner, "Success", `${username} is now the owner`, "success");
  await expect(heirRow).toContainText("Owner");
  await expect(heirRow).toContainText("Only the owner can change this account");
  await expect(owner.getByRole("button", { name: /^Make owner/ })).toHaveCount(0);

  await heir.goto("/admin/users");
  heir.once("dialog", (dialog) => dialog.accept());
  await rowOf(heir, e2eAdmin.username)
    .getByRole("button", { name: `Make owner: ${e2eAdmin.username}` })
    .click();
  await expectToast(heir, "Success", `${e2eAdmin.username} is now the owner`, "success");
  await owner.reload();
  await expect(rowOf(owner, e2eAdmin.username)).toContainText("Owner");
  await expect(heirRow.getByRole("button", { name: `Remove ${username}` })).toBeEnabled();
  await heir.context().close();
});
