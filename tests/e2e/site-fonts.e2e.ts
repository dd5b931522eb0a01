import { expect, test } from "@playwright/test";
import { waitForReact } from "./helpers/site";

// Text is drawn in the platform's own interface font: a web font was asked for at the highest priority beside
// the hero image, and its swap was the page's only layout shift (docs/decisions/057).
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
