import { expect, test } from "./helpers/admin";

test("at 1280 px every content section shortcut is on screen, none cut off", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/content");
  const nav = page.getByRole("navigation", { name: "Content sections" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = await nav.boundingBox();
  for (const link of await nav.getByRole("link").all()) {
    const linkBox = await link.boundingBox();
    expect(linkBox && box && linkBox.x + linkBox.width <= box.x + box.width).toBe(true);
  }
});

test("a content image address is checked in the form, before Save", async ({ adminPage: page }) => {
  await page.goto("/admin/content");
  const field = page.locator("#content-hero_image");
  await field.fill("javascript:alert(1)");
  await expect(page.locator("#content-hero_image-error")).toHaveText(
    "Use a path on this site (like /images/hero.webp) or an http(s) image address",
  );
  const card = page
    .locator("div")
    .filter({ has: field })
    .filter({ has: page.getByRole("button", { name: /^Save/ }) })
    .last();
  await expect(card.getByRole("button", { name: /^Save/ })).toBeDisabled();
});

test("leaving the content screen with unsaved edits asks first", async ({ adminPage: page }) => {
  await page.goto("/admin/content");
  const field = page.getByRole("textbox").first();
  const edited = `${await field.inputValue()} (draft)`;
  await field.fill(edited);
  const back = page.getByRole("link", { name: "Back to Dashboard" });

  page.once("dialog", (question) => {
    expect(question.message()).toBe("You have unsaved changes. Leave this page without saving them?");
    void question.dismiss();
  });
  await back.click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(field).toHaveValue(edited);

  page.once("dialog", (question) => void question.accept());
  await back.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
