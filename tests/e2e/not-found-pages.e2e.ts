import { expect, type Page, test } from "@playwright/test";
import { waitForReact, watchNetwork } from "./helpers/site";

// Opens a path, waits for React to take the page over (the landing page) or for the page to settle (a 404 page has
// no script), and answers the status with what was logged as an error.
async function open(page: Page, path: string, react = true) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const network = watchNetwork(page);
  const response = await page.goto(path);
  await network.quiet();
  if (react) await waitForReact(page);
  return { status: response?.status(), problems };
}

test("/ar/ leads to the Arabic page", async ({ page }) => {
  const { status, problems } = await open(page, "/ar/");
  expect(status).toBe(200);
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(problems).toEqual([]);
});

test("/AR is the English 404 page, a page with no script", async ({ page }) => {
  const { status, problems } = await open(page, "/AR", false);
  expect(status).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.locator("section#products")).toHaveCount(0);
  await expect(page.locator("script")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("an unknown path under /ar/ is the Arabic 404 page, leading back to /ar", async ({ page }) => {
  const { status, problems } = await open(page, "/ar/no-such-page", false);
  expect(status).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 الصفحة غير موجودة");
  await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/ar");
  expect(problems).toEqual([]);
});

test("an unknown admin path answers 404 and shows the not-found screen", async ({ page }) => {
  const response = await page.goto("/admin/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
});
