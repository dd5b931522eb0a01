import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectToast, signIn } from "./helpers/fixtures";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// WebAuthn refuses an IP address as the relying party, so these pages are opened on localhost (a secure context
// over plain http), where Chromium's virtual authenticator stands in for a fingerprint reader: a server of its own
// whose address is localhost, as the same-origin check and the relying party both read it.
const { base: site, admin: e2eAdmin } = serverOfItsOwn({
  name: "passkeys",
  adminPassword: "passkeys-e2e-owner-password",
  host: "localhost",
  publicOrigin: true,
  env: { LOGIN_RATE_LIMIT: "1000" },
});
const chosenPassword = "kitchen towels by the container";
// Each test makes its admins through three password hashes each, slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto(`${site}/admin/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

// A new admin of its own for each test (the e2e admin keeps signing in with its password for the other files):
// made by the owner, their one-time password replaced with their own through the API the account page calls
// (admin-accounts.e2e.ts walks those screens itself).
async function newAdmin(browser: Browser) {
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, e2eAdmin, site);
  const username = `keyholder${Date.now()}`;
  const made = await owner.request.post(`${site}/trpc/users.create`, {
    data: { username },
    headers: { origin: site },
  });
  const { password } = (await made.json()).result.data as { password: string };
  await owner.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, { username, password }, site);
  const changed = await page.request.post(`${site}/trpc/account.changePassword`, {
    data: { current: password, next: chosenPassword },
    headers: { origin: site },
  });
  expect(changed.ok()).toBe(true);
  return { page, username };
}

async function addPasskey(page: Page, name: string) {
  await page.goto(`${site}/admin/account`);
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expectToast(page, "success", "Passkey added", "You can now sign in with it.");
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(name);
}

async function signInWithPasskey(page: Page) {
  await page.goto(`${site}/admin/login`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expectToast(page, "success", "Login Successful", "Welcome to the admin panel");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

// The virtual authenticator answers the login page's autofill request (conditional UI) by itself, as if the person
// had picked their passkey from the username field's suggestions; with that path hidden, the person presses the
// button.
test("an admin adds a passkey; the username field offers it, and so does the button once the field does not", async ({
  browser,
}) => {
  const { page, username } = await newAdmin(browser);
  await withAuthenticator(page);
  await addPasskey(page, "Office laptop");
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("not used yet");

  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "success", "Login Successful", "Welcome to the admin panel");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("link", { name: `${username}: your account` })).toBeVisible();
  await page.goto(`${site}/admin/account`);
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("last used");

  // The script applies to documents loaded from now on: the account page is loaded again, so the login screen the
  // logout leads to (in the same document) asks for no autofill.
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: async () => false,
    });
  });
  await page.reload();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Office laptop");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithPasskey(page);
  await page.goto(`${site}/admin/account`);
  await page.getByRole("button", { name: "Remove passkey Office laptop" }).click();
  await expectToast(page, "success", "Passkey removed", "It no longer signs you in.");
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  await page.context().close();
});

// Only the owner sets the rule for every admin, and needs a passkey of their own first (decisions 140, 142). The
// admins are made before the rule is on: the owner makes them after a password sign-in.
test("with passkeys required, a password alone is refused and an admin without one must add one", async ({
  browser,
}) => {
  const { page: keyholder, username } = await newAdmin(browser);
  await withAuthenticator(keyholder);
  await addPasskey(keyholder, "Phone");
  const { page: newcomer, username: newcomerName } = await newAdmin(browser);
  await newcomer.context().close();
  await keyholder.context().close();

  const owner = await (await browser.newContext()).newPage();
  await withAuthenticator(owner);
  await signInWithForm(owner, e2eAdmin.username, e2eAdmin.password);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await addPasskey(owner, "Owner's laptop");
  await owner.goto(`${site}/admin/users`);
  const rule = owner.getByRole("checkbox", { name: "Require passkeys for every admin" });
  try {
    await rule.click();
    await expectToast(owner, "success", "Sign-in rule saved", "Every admin now signs in with a passkey.");
    await expect(rule).toBeChecked();

    const elsewhere = await (await browser.newContext()).newPage();
    await signInWithForm(elsewhere, username, chosenPassword);
    await expectToast(
      elsewhere,
      "error",
      "Login Failed",
      "Passkeys are required: sign in with your passkey.",
    );
    await expect(elsewhere).toHaveURL(/\/admin\/login$/);

    // An admin without a passkey: after the password, the account page is all that is open.
    await signInWithForm(elsewhere, newcomerName, chosenPassword);
    await expect(elsewhere).toHaveURL(/\/admin\/account$/);
    // The account page may still be loading its list (another status) while the notice is shown.
    await expect(elsewhere.getByRole("status").filter({ hasText: "Add one to continue" })).toBeVisible();
    await elsewhere.goto(`${site}/admin/inquiries`);
    await expect(elsewhere).toHaveURL(/\/admin\/account$/);
    await elsewhere.context().close();
  } finally {
    const off = await owner.request.post(`${site}/trpc/passkeys.setRequirement`, {
      data: { required: false },
      headers: { origin: site },
    });
    expect(off.ok()).toBe(true);
  }
  await owner.context().close();
});
