import { type APIRequestContext, expect, test } from "@playwright/test";
import { test as adminTest, expectToast } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// A server of its own without PUBLIC_ORIGIN (the shared e2e server has one), so the owner meets the dashboard's
// prompt and sets the site's address in Settings (docs/decisions/180).
const { base, signIn } = serverOfItsOwn({ name: "site-address", adminPassword: "site-address-e2e-admin" });

const canonicalOf = async (path: string, request: APIRequestContext) =>
  (await (await request.get(`${base}${path}`)).text()).match(/<link rel="canonical" href="([^"]*)"\/>/)?.[1];

test("the dashboard asks for the site's address until the owner sets it; then the pages' links are absolute", async ({
  page,
}) => {
  expect(await canonicalOf("/ar", page.request)).toBe("/ar");
  await signIn(page);

  await page.goto(`${base}/admin/dashboard`);
  const prompt = page.getByRole("region", { name: "Set your website's address" });
  await expect(prompt).toContainText("quotes and campaigns cannot be sent");
  await prompt.getByRole("link", { name: "Set the site address in Settings" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings`);

  const field = page.getByRole("textbox", { name: "Site address" });
  await expect(field).toHaveValue(base);
  await expect(page.getByRole("status").filter({ hasText: "Not set yet" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await field.fill("https://tissue.example/shop");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter the site's address as http(s)://name, with no path, such as https://tissue.example",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("https://tissue.example/");
  await page.getByRole("button", { name: "Save address" }).click();
  await expectToast(page, "Success", "Site address saved", "success");
  await expect(page.getByRole("status").filter({ hasText: "Not set yet" })).toHaveCount(0);
  await page.reload();
  await expect(field).toHaveValue("https://tissue.example");

  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(`${base}/ar`);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://tissue.example/ar");
  await expect(visitor.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    "https://tissue.example/ar",
  );
  await visitor.close();

  await page.goto(`${base}/admin/dashboard`);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Set your website's address" })).toHaveCount(0);
});

adminTest(
  "with PUBLIC_ORIGIN, Settings shows the address read-only and the dashboard asks for nothing",
  async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const fixed = page.locator("p", { hasText: "set on the server by the PUBLIC_ORIGIN setting" });
    await expect(fixed).toContainText(`${new URL(page.url()).origin}: set on the server`);
    await expect(page.getByRole("textbox", { name: "Site address" })).toHaveCount(0);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Set your website's address" })).toHaveCount(0);
  },
);

test("the dashboard appears whole once its notice and counts are known, so no tile moves under the pointer", async ({
  page,
}) => {
  await signIn(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes("siteAddress.get"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`${base}/admin/dashboard`);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading...");
  await expect(page.getByRole("link", { name: /^Admin Users/ })).toHaveCount(0);
  release();
  await page.getByRole("link", { name: /^Admin Users/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Users");
});
