import type { Locator, Page } from "@playwright/test";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, firstPublicProduct, openDesk, stamp, test } from "./helpers/fixtures";
import { answerNext, leaveQuestion } from "./helpers/questions";
import { openSite, section, widths } from "./helpers/site";

// A business buyer asks for samples of a product: the card's Request a sample, a dialog with scripts and a page of
// its own without, in both languages; the owner works the request on the Sample Requests screen.

// Fills the form in the page's language.
async function fill(scope: Page | Locator, company: string, lang: "en" | "ar") {
  const { labels } = sampleTexts[lang];
  const label = (text: string) => scope.getByLabel(text, { exact: true });
  await label(labels.companyName).fill(company);
  await label(labels.contactPerson).fill("Mona Adel");
  await label(labels.email).fill("mona@example.com");
  await label(labels.phone).fill("+20 100 000 0000");
  await label(labels.quantity).fill("2 cartons");
  await label(labels.deliveryAddress).fill("12 Corniche St, Alexandria");
}

const required = { en: "Required", ar: "هذا الحقل مطلوب" };

test("with JavaScript in both languages: the card's Request a sample opens its dialog, which checks and sends once", async ({
  page,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const product = await firstPublicProduct(page);
  const tag = stamp();
  for (const [lang, width] of [
    ["en", widths.desktop],
    ["ar", widths.phone],
  ] as const) {
    await test.step(`${lang} at ${width} px`, async () => {
      const texts = sampleTexts[lang];
      const name = (lang === "ar" && product.nameAr) || product.name;
      await openSite(page, lang === "ar" ? "/ar" : "/", width);
      const card = section(page, "products").locator("article").filter({ hasText: name });
      await card.getByRole("link", { name: `${texts.requestSample}: ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: texts.title });
      await expect(dialog).toContainText(name);
      await expect(dialog.getByLabel(texts.labels.companyName)).toBeFocused();
      await dialog.getByRole("button", { name: texts.send }).click();
      await expect(dialog.getByText(required[lang], { exact: true })).toHaveCount(6);
      await expect(dialog.getByText("Invalid email")).toHaveCount(0);
      await fill(dialog, `Samples ${lang} ${tag}`, lang);
      // A second click lands while the form's checks are still loading: it sends nothing more.
      await dialog.getByRole("button", { name: texts.send }).dblclick();
      await expectToast(page, "success", texts.doneTitle, texts.doneText);
      await expect(dialog).toHaveCount(0);
    });
  }
  const cards = await openDesk(adminPage, "samples", tag);
  await expect(cards).toHaveCount(2);
  for (const lang of ["en", "ar"]) {
    const card = cards.filter({ hasText: `Samples ${lang} ${tag}` });
    await expect(card).toContainText(product.name);
    await expect(card).toContainText("12 Corniche St, Alexandria");
  }
});

test("without JavaScript in both languages: the card's link leads to the plain page; errors keep the values; it is sent", async ({
  browser,
  adminPage,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await firstPublicProduct(page);
  const tag = stamp();
  for (const lang of ["en", "ar"] as const) {
    await test.step(lang, async () => {
      const texts = sampleTexts[lang];
      const ar = lang === "ar";
      const name = (ar && product.nameAr) || product.name;
      await page.goto(ar ? "/ar" : "/");
      await section(page, "products")
        .locator("article")
        .filter({ hasText: name })
        .getByRole("link", { name: `${texts.requestSample}: ${name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${ar ? "/ar" : ""}/products/${product.slug}/sample$`));
      await expect(page.locator("html")).toHaveAttribute("dir", ar ? "rtl" : "ltr");
      const company = `Plain ${lang} ${tag}`;
      await fill(page, company, lang);
      // An empty field passes the browser's own checks and is refused by the server, under its field.
      const phone = page.getByLabel(texts.labels.phone, { exact: true });
      await phone.fill("");
      await page.getByRole("button", { name: texts.send }).click();
      await expect(page.getByText(required[lang], { exact: true })).toBeVisible();
      await expect(page.getByLabel(texts.labels.companyName, { exact: true })).toHaveValue(company);
      await phone.fill("0100");
      await page.getByRole("button", { name: texts.send }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.doneTitle);
      await expect(page).not.toHaveURL(/mona|Corniche/);
    });
  }
  await context.close();
  const cards = await openDesk(adminPage, "samples", tag);
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(product.name);
});

test("the owner works a request: its status into the history, a note asked for before leaving, read once opened; values read in their own direction", async ({
  page,
  adminPage,
}) => {
  const product = await firstPublicProduct(page);
  const company = `Delta Cafe ${stamp()}`;
  const sent = await page.request.post("/api/sample-requests", {
    data: {
      productId: product.id,
      companyName: company,
      contactPerson: "منى عادل",
      email: "mona@example.com",
      phone: "0100",
      deliveryAddress: "12 Corniche St, Alexandria",
      quantity: "2 كرتونة",
    },
  });
  expect(sent.status()).toBe(201);
  const desk = await openDesk(adminPage, "samples", company);
  await expect(desk).toHaveCount(1);

  await test.step("an Arabic buyer's values read right to left, the address left to right", async () => {
    await expect(desk.getByText("2 كرتونة", { exact: true })).toHaveCSS("direction", "rtl");
    await expect(desk.getByText("منى عادل", { exact: true })).toHaveCSS("direction", "rtl");
    await expect(desk.getByText("12 Corniche St, Alexandria", { exact: true })).toHaveCSS("direction", "ltr");
    expect(await axeViolations(adminPage)).toEqual([]);
  });

  await test.step("a status change is in the history; a typed note asks before the screen is left", async () => {
    await expect(desk.getByText("New", { exact: true })).toBeVisible();
    await desk.getByRole("combobox", { name: `Status of sample request from ${company}` }).click();
    await adminPage.getByRole("option", { name: "Sent" }).click();
    await expect(desk.getByText("Sent", { exact: true }).first()).toBeVisible();
    await desk.getByRole("button", { name: "Notes and history" }).click();
    const history = desk.getByRole("region", { name: "Notes and history" });
    await expect(history.getByText("Status: Pending → Sent")).toBeVisible();
    await history.getByLabel("Add an internal note").fill("Posted by courier");
    const asked = answerNext(adminPage, false);
    await adminPage.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(adminPage).toHaveURL(/\/admin\/samples/);
    await history.getByRole("button", { name: "Add note" }).click();
    await expect(history.getByText("Posted by courier")).toBeVisible();
    await expect(history.getByLabel("Add an internal note")).toHaveValue("");
    await expect(desk.getByText("New", { exact: true })).toHaveCount(0);
  });
});
