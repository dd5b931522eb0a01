import type { Locator, Page } from "@playwright/test";
import { translator } from "#shared/i18n/index.ts";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, firstPublicProduct, openDesk, stamp, test } from "./helpers/fixtures";
import { hiddenFocus } from "./helpers/focus";
import { picture } from "./helpers/screens";
import { fillInquiry, openSite, section, submitShowingPending, widths } from "./helpers/site";
import { expectToastUsableOverDialog, failForm } from "./helpers/toasts";

// A visitor's enquiry about one product: the landing page's Place Order, its dialog with scripts and its page
// without, in both languages, until the owner's desk lists it.

// With a refused send (a server error), the error toast says so, and over the open dialog it is reachable,
// closable and clear of the dialog's buttons; the dialog stays open with what was typed.
async function refusedSend(page: Page, dialog: Locator, lang: "en" | "ar") {
  const t = translator(lang);
  await failForm(page, "/inquiry/*");
  const submit = dialog.getByRole("button", { name: t("submitInquiry") });
  await submit.click();
  await expectToast(page, "error", t("errorTitle"), t("inquiryError"));
  await page
    .locator('[data-sonner-toast][data-front="true"]')
    .getByRole("button", { name: "Close toast" })
    .click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectToastUsableOverDialog(page, {
    dialog,
    buttons: [
      submit,
      dialog.getByRole("button", { name: t("cancel") }),
      dialog.getByRole("button", { name: t("close") }),
    ],
    field: dialog.getByLabel(t("quantity")),
    raise: () => submit.click(),
  });
  await page.unroute("**/inquiry/*");
}

test("with JavaScript: Place Order opens the product's dialog, which checks, sends once and reaches the desk", async ({
  page,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const product = await firstPublicProduct(page);
  const card = section(page, "products").locator("article").filter({ hasText: product.name });
  const dialog = page.getByRole("dialog", { name: "Place an Order" });
  const tag = stamp();

  await test.step("on a short phone the dialog holds the keyboard, its Close always on screen", async () => {
    await openSite(page, "/", widths.phone);
    await page.setViewportSize({ width: widths.phone, height: 667 });
    await card.getByRole("link", { name: "Place Order" }).click();
    await expect(dialog).toContainText(product.name);
    await expect(dialog.getByLabel("Contact name")).toBeFocused();
    const chat = dialog.getByRole("link", { name: /WhatsApp/ });
    expect(decodeURIComponent((await chat.getAttribute("href")) ?? "")).toContain(product.name);
    const hidden: string[] = [];
    let closeFocused = 0;
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      if (await dialog.getByRole("button", { name: "Close" }).evaluate((el) => el === document.activeElement))
        closeFocused++;
      const report = await hiddenFocus(page);
      if (report) hidden.push(report);
    }
    expect(closeFocused).toBeGreaterThan(0);
    expect(hidden).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await card.getByRole("link", { name: "Place Order" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Place Order" })).toBeFocused();
  });

  await test.step("the fields are checked: the quantity starts at the minimum order, four are missing", async () => {
    await card.getByRole("link", { name: "Place Order" }).click();
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(dialog.getByLabel("Quantity needed")).toHaveValue(/^\d+ cartons$/);
    // An empty email is a missing one, not an invalid one.
    await expect(dialog.getByText("Required")).toHaveCount(4);
    await expect(dialog.getByText("Invalid email")).toHaveCount(0);
  });

  await fillInquiry(dialog, {
    contactName: `Buyer ${tag}`,
    email: "buyer@example.com",
    phone: "+971 4 555 0100",
    businessType: "Hotel",
    quantity: "60 cartons",
    needBy: "2026-12-15",
    notes: "Logo printing please",
  });
  await test.step("a refused send keeps the dialog, its toast usable over it, on a phone and a desktop", async () => {
    await refusedSend(page, dialog, "en");
    await page.setViewportSize({ width: widths.desktop, height: 800 });
    await refusedSend(page, dialog, "en");
  });

  await test.step("sent: Submitting..., then Inquiry Sent! and the dialog closes", async () => {
    await submitShowingPending(page, dialog, "/inquiry/*", {
      idle: "Submit Inquiry",
      pending: "Submitting...",
    });
    await expectToast(
      page,
      "success",
      "Inquiry Sent!",
      "Thank you for your inquiry! We will contact you soon.",
    );
    await expect(dialog).toHaveCount(0);
  });

  await test.step("a new dialog starts empty, and a double click on Submit sends one inquiry", async () => {
    await section(page, "products").getByRole("link", { name: "Place Order" }).first().click();
    await expect(dialog.getByLabel("Contact name")).toHaveValue("");
    await fillInquiry(dialog, {
      contactName: `Twice ${tag}`,
      email: "double@example.com",
      businessType: "Hotel",
      needBy: "ASAP",
    });
    await dialog.getByRole("button", { name: "Submit Inquiry" }).dblclick();
    await expectToast(
      page,
      "success",
      "Inquiry Sent!",
      "Thank you for your inquiry! We will contact you soon.",
    );
  });

  await test.step("the owner's desk lists both, the first with every detail, the second once", async () => {
    const cards = await openDesk(adminPage, "inquiries", tag);
    await expect(cards).toHaveCount(2);
    const first = cards.filter({ hasText: `Buyer ${tag}` });
    await expect(first.getByRole("heading", { name: product.name })).toBeVisible();
    for (const text of ["buyer@example.com", "+971 4 555 0100", "Hotel", "60 cartons", "2026-12-15"])
      await expect(first.getByText(text, { exact: true })).toBeVisible();
    await expect(first).toContainText("Logo printing please");
    await expect(cards.filter({ hasText: `Twice ${tag}` })).toHaveCount(1);
  });
});

test("with JavaScript in Arabic: the dialog speaks Arabic, keeps a name to 100 characters, and the desk flags the buyer's language", async ({
  page,
  adminPage,
}) => {
  test.setTimeout(60_000);
  const t = translator("ar");
  const contactName = `مشتري ${stamp()}`;
  await openSite(page, "/ar", widths.phone);
  await page.setViewportSize({ width: widths.phone, height: 667 });
  await section(page, "products")
    .getByRole("link", { name: t("placeOrder") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("inquiryTitle") });
  const name = dialog.getByLabel(t("contactName"));

  await test.step("a name stops at its 100 characters; an empty email asks for one", async () => {
    await name.pressSequentially("ن".repeat(150));
    await expect(name).toHaveValue("ن".repeat(100));
    await dialog.getByRole("button", { name: t("submitInquiry") }).click();
    await expect(dialog.getByText("هذا الحقل مطلوب")).toHaveCount(3);
    await expect(dialog.getByText("البريد الإلكتروني غير صالح")).toHaveCount(0);
    await expect(dialog.getByText(/Too big|characters/)).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  await test.step("with its errors at 1280 px the dialog passes axe", async () => {
    await page.setViewportSize({ width: widths.desktop, height: 800 });
    expect(await axeViolations(page, { include: '[role="dialog"]', tags: ["wcag2a", "wcag2aa"] })).toEqual(
      [],
    );
    await page.setViewportSize({ width: widths.phone, height: 667 });
  });

  await name.fill(contactName);
  await dialog.getByLabel(t("email")).fill("buyer@example.com");
  await dialog.getByLabel(t("businessType")).selectOption("Hotel");
  await dialog.getByLabel(t("needByDate")).fill("قبل رمضان");
  await test.step("a refused send keeps the dialog, its toast usable over it", () =>
    refusedSend(page, dialog, "ar"));
  await dialog.getByRole("button", { name: t("submitInquiry") }).click();
  await expectToast(page, "success", t("inquirySuccessTitle"), t("inquirySuccess"));
  await expect(dialog).toHaveCount(0);

  await test.step("the desk flags the Arabic buyer beside the status", async () => {
    const card = await openDesk(adminPage, "inquiries", contactName);
    await expect(card.getByRole("heading").getByText("Arabic", { exact: true })).toBeVisible();
  });
});

test("without JavaScript in both languages: Place Order leads to the product's inquiry page, which answers errors and thanks", async ({
  browser,
  adminPage,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const tag = stamp();
  for (const [lang, width] of [
    ["en", widths.phone],
    ["ar", widths.desktop],
  ] as const) {
    await test.step(`${lang} at ${width} px`, async () => {
      const t = translator(lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === "ar" ? "/ar" : "/");
      const card = section(page, "products").locator("article").first();
      const productName = await card.getByRole("heading").textContent();
      await card.getByRole("link", { name: t("placeOrder") }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === "ar" ? "/ar" : ""}/inquiry/[^/?]+$`));
      await expect(page.locator("main strong")).toHaveText(productName ?? "");
      await picture(page, `nojs-inquiry-${lang}-${width}`, { fullPage: true });
      const submit = page.getByRole("button", { name: t("submitInquiry") });
      await submit.click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      expect(page.url()).not.toContain("?");
      await picture(page, `nojs-inquiry-errors-${lang}-${width}`, { fullPage: true });

      await page.locator("#inquiry-contactName").fill(`Plain ${lang} ${tag}`);
      await page.locator("#inquiry-email").fill("buyer@example.com");
      await page.locator("#inquiry-businessType").selectOption("Hotel");
      await page.locator("#inquiry-quantity").fill("40 cartons");
      await page.locator("#inquiry-needByDate").fill("ASAP");
      await submit.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("inquirySuccessTitle"));
      await expect(page.getByRole("status")).toBeVisible();
      expect(page.url()).not.toContain("buyer");
    });
  }
  await context.close();

  const cards = await openDesk(adminPage, "inquiries", tag);
  await expect(cards).toHaveCount(2);
  await expect(
    cards.filter({ hasText: `Plain ar ${tag}` }).getByText("40 cartons", { exact: true }),
  ).toBeVisible();
});
