import { translator } from "#shared/i18n/index.ts";
import { expect, test } from "./helpers/admin";
import { openSite, section, widths } from "./helpers/site";
import {
  expectToastUsableOverDialog,
  failForm,
  failProcedure,
  frontToast,
  settledToast,
  swipe,
} from "./helpers/toasts";

// Decision 041: a swipe right dismisses from 50 px. The toasts stay reachable (F8), closable and clear of the buttons
// while a modal dialog is open.

test("a swipe right dismisses a toast from 50 px, not from 47 px, and a quick short flick does not", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  await failForm(page, "/contact");
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill("Amal");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = await settledToast(page, "error");
  await swipe(page, toast, 30);
  await swipe(page, toast, 47);
  await expect(frontToast(page)).toHaveAttribute("data-swipe-out", "false");
  await expect(toast).toHaveCSS("--swipe-amount-x", "0px");
  await swipe(page, toast, 55);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

// A short phone (667 px high) puts a tall dialog's heading and Close button right at the top.
const phone = { width: widths.phone, height: 667 };
const desktop = { width: widths.desktop, height: 800 };
const screens = [phone, desktop];
const inquiryScreens = [
  { ...phone, lang: "en" },
  { ...desktop, lang: "en" },
  { ...phone, lang: "ar" },
] as const;

for (const { width, height, lang } of inquiryScreens) {
  test(`the inquiry dialog at ${width} px (${lang}): the toast is reachable, closable and clear of its buttons`, async ({
    page,
  }) => {
    const t = translator(lang);
    await openSite(page, lang === "ar" ? "/ar" : "/", width);
    await page.setViewportSize({ width, height });
    await section(page, "products")
      .getByRole("link", { name: t("placeOrder") })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: t("inquiryTitle") });
    await dialog.locator("#inquiry-contactName").fill("Buyer");
    await dialog.locator("#inquiry-email").fill("buyer@example.com");
    await dialog.locator("#inquiry-businessType").selectOption({ index: 1 });
    await dialog.locator("#inquiry-quantity").fill("60 cartons");
    await dialog.locator("#inquiry-needByDate").fill("2026-12-15");
    await failForm(page, "/inquiry/*");
    const submit = dialog.getByRole("button", { name: t("submitInquiry") });
    const buttons = [
      submit,
      dialog.getByRole("button", { name: t("cancel") }),
      dialog.getByRole("button", { name: t("close") }),
    ];
    const field = dialog.locator("#inquiry-quantity");
    await expectToastUsableOverDialog(page, { dialog, buttons, field, raise: () => submit.click() });
  });
}

for (const { width, height } of screens) {
  test(`the admin's product dialog at ${width} px: the toast is reachable, closable and clear of its buttons`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await dialog.getByLabel("Product Name", { exact: true }).fill("Dialog Towels");
    await dialog.getByLabel("Description", { exact: true }).fill("Soft towels for the dialog check.");
    await failProcedure(page, "products.create");
    const create = dialog.getByRole("button", { name: "Create Product" });
    const buttons = [
      create,
      dialog.getByRole("button", { name: "Cancel" }),
      dialog.getByRole("button", { name: "Close" }),
    ];
    const field = dialog.getByLabel("Description", { exact: true });
    await expectToastUsableOverDialog(page, { dialog, buttons, field, raise: () => create.click() });
  });
}
