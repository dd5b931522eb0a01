import { expect, test } from "@playwright/test";
import { axeViolations as violations } from "./helpers/axe";
import { layOutWholePage, openSite, section, watchNetwork } from "./helpers/site";

// Each scan also holds the page's outline: one h1, one banner, one main, one contentinfo.
for (const path of ["/", "/ar"]) {
  for (const width of [375, 1280]) {
    test(`axe: ${path} at ${width} px, then with the menu, the inquiry dialog and a toast open`, async ({
      page,
    }) => {
      // Four scans of the longest page: on a busy two-core machine each takes seconds.
      test.setTimeout(60_000);
      await openSite(page, path, width);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const landmark of ["banner", "main", "contentinfo"] as const) {
        await expect(page.getByRole(landmark)).toHaveCount(1);
      }
      await layOutWholePage(page);
      expect(await violations(page)).toEqual([]);
      if (width === 375) {
        await page.locator("header button[aria-controls]").first().click();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press("Escape");
      }
      const placeOrder = path === "/ar" ? "اطلب الآن" : "Place Order";
      await section(page, "products")
        .locator("article")
        .first()
        .getByRole("link", { name: placeOrder })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.route("**/contact", (route) => route.fulfill({ status: 400, json: { message: "Bad" } }));
      const form = section(page, "contact").locator("form");
      await form.locator("input").nth(1).fill("Amal");
      await form.locator('input[type="email"]').fill("amal@example.com");
      await form.locator("textarea").fill("Hello there, please send prices.");
      await form.locator('button[type="submit"]').click();
      await expect(page.locator("[data-sonner-toast][data-visible=true]")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
}

test("axe: the no-JavaScript inquiry pages and a form's answer page, in both languages", async ({ page }) => {
  const [product] = (await (await page.request.get("/api/products")).json()) as { id: string }[];
  for (const path of [`/inquiry/${product?.id}`, `/ar/inquiry/${product?.id}`]) {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[role="alert"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});

for (const path of ["/no-such-page", "/ar/no-such-page", "/inquiry/none", "/admin/login"]) {
  test(`axe: ${path}`, async ({ page }) => {
    const network = watchNetwork(page);
    await page.goto(path);
    await network.quiet();
    expect(await violations(page)).toEqual([]);
  });
}
