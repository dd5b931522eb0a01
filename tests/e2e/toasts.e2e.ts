import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectToast, signIn } from "./helpers/admin";
import { openSite, section } from "./helpers/site";

// axe's colour-contrast rule on the visible toast alone: its title, description and close button.
async function toastContrast(page: Page) {
  await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page })
    .include("[data-sonner-toaster]")
    .withRules(["color-contrast"])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => n.failureSummary ?? v.id));
}

async function sendContact(page: Page, succeed: boolean) {
  if (!succeed) {
    await page.route("**/trpc/contacts.submit**", (route) =>
      route.fulfill({
        status: 400,
        json: { error: { message: "Bad", code: -32600, data: { httpStatus: 400 } } },
      }),
    );
  }
  const form = section(page, "contact").locator("form");
  await form.getByLabel(/^(Name|الاسم)$/).fill("Amal");
  await form.getByLabel(/^(Email|البريد الإلكتروني)$/).fill("amal@example.com");
  await form.getByLabel(/^(Message|الرسالة)$/).fill("Hello there, please send prices.");
  await form.locator('button[type="submit"]').click();
}

for (const path of ["/", "/ar"]) {
  for (const succeed of [true, false]) {
    test(`${path}: the ${succeed ? "success" : "error"} toast's text contrast is at least 4.5:1`, async ({
      page,
    }) => {
      await openSite(page, path, 1280);
      await sendContact(page, succeed);
      expect(await toastContrast(page)).toEqual([]);
    });
  }
}

test("the admin's error and success toasts pass the contrast check", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("nobody");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login Failed", "Invalid username or password.", "error");
  expect(await toastContrast(page)).toEqual([]);
  await signIn(page);
  await page.goto("/admin/content");
  const field = page.getByRole("textbox").first();
  await field.fill(`${await field.inputValue()} `);
  await page.getByRole("button", { name: /^Save/ }).first().click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  expect(await toastContrast(page)).toEqual([]);
});

// §9: a swipe right of 50 px dismisses (sonner's own threshold is 45 px, patched to 50 in patches/). The drag is
// slow on purpose: sonner also dismisses any flick faster than 0.11 px/ms, whatever its length.
test("a slow swipe right dismisses a toast from 50 px, not before", async ({ page }) => {
  await openSite(page, "/", 1280);
  await sendContact(page, false);
  const shown = page.locator("[data-sonner-toast][data-visible=true]");
  const slowSwipe = async (dx: number) => {
    const box = await shown.boundingBox();
    if (!box) throw new Error("no toast on screen");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x + (dx * step) / 10, y);
      await page.waitForTimeout(60);
    }
    await page.mouse.up();
  };
  await slowSwipe(47);
  await expect(shown).toHaveCount(1);
  await slowSwipe(53);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});
