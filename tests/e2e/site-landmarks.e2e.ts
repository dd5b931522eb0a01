import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/admin";
import { openSite } from "./helpers/site";

for (const path of ["/", "/ar"]) {
  test(`${path}: the chat button sits in a landmark and the body holds no <style>`, async ({ page }) => {
    await openSite(page, path, 375);
    const landmark = page.locator("aside").filter({ has: page.locator('a[href*="wa.me"]') });
    await expect(landmark).toHaveCount(1);
    await expect(landmark).toHaveAttribute("aria-label", /.+/);
    expect(await page.evaluate(() => document.body.querySelectorAll("style").length)).toBe(0);
    expect(await page.evaluate(() => document.head.querySelectorAll("style").length)).toBeGreaterThan(0);
  });
}

for (const width of [320, 375]) {
  test(`at ${width} px no link or field that has keyboard focus is covered by the chat button`, async ({
    page,
  }) => {
    await openSite(page, "/", width);
    const chat = page.locator('aside a[href*="wa.me"]');
    // Each focus is checked where it lands once the page has handled it (a task after the event, so after the
    // page's own focus handling however late React added it), and read once at the end: one round trip per Tab.
    await page.evaluate(() => {
      const covered: string[] = [];
      Object.assign(window, { covered });
      document.addEventListener("focusin", ({ target }) => {
        setTimeout(() => {
          const button = document.querySelector('aside a[href*="wa.me"]');
          if (!(target instanceof HTMLElement) || !button || target === button) return;
          const a = target.getBoundingClientRect();
          const b = button.getBoundingClientRect();
          if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right)
            covered.push(target.textContent?.trim() || target.getAttribute("aria-label") || target.tagName);
        });
      });
    });
    for (let i = 0; i < 120; i++) await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => (window as unknown as { covered: string[] }).covered);
    await expect(chat).toBeVisible();
    expect(covered).toEqual([]);
  });
}

test("the admin document has one <title> and one robots tag, and screens rename the title", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Products Management" })).toBeVisible();
  await expect(page).toHaveTitle("Products Management · Admin");
  expect(await page.evaluate(() => document.querySelectorAll("title").length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('meta[name="robots"]').length)).toBe(1);
  expect(await page.evaluate(() => document.body.querySelectorAll("style, title, meta").length)).toBe(0);
});
