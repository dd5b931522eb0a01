import { expect, type Page, test } from "@playwright/test";
import { waitForReact } from "./helpers/site";

// What the first screen costs the browser: docs/decisions/053 and 057.

// Text is drawn in the platform's own interface font: a web font was asked for at the highest priority beside
// the hero image, and its swap was the page's only layout shift.
test("no font file is downloaded, in English or Arabic, before or after React wakes", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "font") fonts.push(req.url());
  });
  for (const path of ["/", "/ar"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForReact(page);
    await page.waitForLoadState("networkidle");
  }
  expect(fonts).toEqual([]);
});

// true once the browser has laid the element out; false while its section waits for the viewport.
const laidOut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

test("the sections below the first screen are laid out as they come near, and are whole when reached", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/", { waitUntil: "load" });
  expect(await laidOut(page, "#home h1")).toBe(true);
  expect(await laidOut(page, "section#contact h2")).toBe(false);
  expect(await laidOut(page, "section#testimonials h2")).toBe(false);

  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(page, "section#contact h2")).toBe(true);
  await expect(page.locator("section#contact form").getByLabel("Name")).toBeVisible();
});
