import { test } from "@playwright/test";
import { openSite, widths } from "./helpers/site";

// Full-page pictures for a person to look at (not compared automatically): both languages, phone and desktop.
for (const lang of ["en", "ar"] as const) {
  for (const width of [widths.phone, widths.desktop]) {
    test(`screenshot ${lang} at ${width}px`, async ({ page }) => {
      await openSite(page, lang === "ar" ? "/ar" : "/", width);
      // Lazy images load only near the viewport: pass over the page once so the picture shows them.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.mouse.wheel(0, 600);
      }
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `.tmp/screens/site-${lang}-${width}.png`,
        fullPage: true,
        animations: "disabled",
      });
    });
  }
}

test("screenshot of the open menu and the inquiry dialog on a phone, and the tablet page", async ({
  page,
}) => {
  await openSite(page, "/", widths.phone);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.screenshot({ path: ".tmp/screens/site-en-375-menu.png", animations: "disabled" });
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.getByRole("link", { name: "Place Order" }).first().click();
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await page.screenshot({ path: ".tmp/screens/site-en-375-dialog.png", animations: "disabled" });
  await openSite(page, "/ar", widths.tablet);
  await page.screenshot({ path: ".tmp/screens/site-ar-800.png", fullPage: true, animations: "disabled" });
});
