import { expect, type Page, test } from "@playwright/test";
import { adminList, section } from "./helpers/site";

// The scripts of a slow phone: the page is painted, but its JavaScript has not arrived yet.
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test("a Place Order click before hydration leads to that product's inquiry form", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const card = section(page, "products").locator("article").first();
  const productName = await card.getByRole("heading").textContent();
  await card.getByRole("link", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/inquiry\/[^/?]+$/);
  await expect(page.locator("main strong")).toHaveText(productName ?? "");
  await expect(page.locator("#inquiry-contactName")).toBeVisible();
  release();
});

test("a contact form sent before hydration is a POST and puts nothing in the URL", async ({ page }) => {
  const release = await holdScripts(page);
  const name = `Early ${Date.now()}`;
  await page.goto("/", { waitUntil: "commit" });
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("early@example.com");
  await form.getByLabel("Message").fill("Sent before the scripts arrived.");
  const request = page.waitForRequest((r) => r.url().endsWith("/contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await request).method()).toBe("POST");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
  expect(page.url()).not.toContain("early");
  expect(page.url()).not.toContain("?");
  release();

  const stored = await adminList<{ name: string; email: string }>(page, "/api/contacts");
  expect(stored.find((c) => c.name === name)?.email).toBe("early@example.com");
});

test("the phone menu opens before hydration", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("link", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Products", exact: true })).toBeVisible();
  await menu.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page).toHaveURL(/#products$/);
  await expect(menu).toBeHidden();
  release();
});

// The visitor's first tap is the sign that loads React: it is held while React arrives, then lands on the same
// control, so the menu opens and stays open once React owns the page.
const reactOwnsPage = () =>
  Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__react"));

for (const input of ["mouse", "touch"] as const) {
  test.describe(`the first ${input} tap on the phone menu`, () => {
    test.use({ hasTouch: input === "touch", viewport: { width: 375, height: 800 } });

    test("opens the menu and it stays open once React has the page", async ({ page }) => {
      await page.goto("/");
      const opener = page.getByRole("link", { name: "Open menu" });
      if (input === "touch") await opener.tap();
      else await opener.click();
      await page.waitForFunction(reactOwnsPage);
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: "Products", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
    });
  });
}
