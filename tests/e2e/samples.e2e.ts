import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { expectToast, openSite, section, widths } from "./helpers/site";

type PublicProduct = { id: string; slug: string; name: string; nameAr: string };

async function firstProduct(page: Page) {
  const products = (await (await page.request.get("/api/products")).json()) as PublicProduct[];
  if (!products[0]) throw new Error("the seeded catalogue has no product");
  return products[0];
}

// Fills the form in whichever language; the labels come from src/shared/i18n/samples.ts.
async function fill(scope: Page | ReturnType<Page["getByRole"]>, company: string, ar = false) {
  const label = (en: string, arabic: string) => scope.getByLabel(ar ? arabic : en, { exact: true });
  await label("Company", "الشركة").fill(company);
  await label("Contact person", "الشخص المسؤول").fill("Mona Adel");
  await label("Email", "البريد الإلكتروني").fill("mona@example.com");
  await label("Phone", "الهاتف").fill("+20 100 000 0000");
  await label("Quantity wanted", "الكمية المطلوبة").fill("2 cartons");
  await label("Delivery address", "عنوان التوصيل").fill("12 Corniche St, Alexandria");
}

// A request sent through the API, as the form would send it; `buyer` replaces the contact person or the quantity.
async function sendSampleRequest(
  page: Page,
  productId: string,
  companyName: string,
  buyer: { contactPerson?: string; quantity?: string } = {},
) {
  const data = {
    productId,
    companyName,
    contactPerson: "Mona Adel",
    email: "mona@example.com",
    phone: "0100",
  };
  const delivery = { deliveryAddress: "12 Corniche St, Alexandria", quantity: "2 cartons" };
  const sent = await page.request.post("/api/sample-requests", { data: { ...data, ...delivery, ...buyer } });
  expect(sent.status()).toBe(201);
}

// The owner finds the request on the Sample Requests screen, by the company's unique name.
async function expectOnDesk(page: Page, company: string, productName: string) {
  await signIn(page);
  await page.goto("/admin/samples");
  await page.getByRole("searchbox", { name: /^Search/ }).fill(company);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: company });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(productName);
  await expect(card).toContainText("12 Corniche St, Alexandria");
  return card;
}

test("with JavaScript: the card's Request a sample opens the dialog, checks the fields, sends, and the owner works it", async ({
  page,
}) => {
  // The site, the dialog's chunk and then the admin's: more than one screen's time on a shared machine.
  test.slow();
  const product = await firstProduct(page);
  await openSite(page, "/", widths.desktop);
  const card = section(page, "products").locator("article").filter({ hasText: product.name });
  await card.getByRole("link", { name: `Request a sample: ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Request a sample" });
  await expect(dialog).toContainText(product.name);
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await dialog.getByRole("button", { name: "Send the request" }).click();
  await expect(dialog.getByText("Required")).toHaveCount(6);
  await expect(dialog.getByText("Invalid email")).toHaveCount(0);
  const company = `Nile Hotels ${Date.now()}`;
  await fill(dialog, company);
  await dialog.getByRole("button", { name: "Send the request" }).click();
  await expectToast(
    page,
    "success",
    "Sample Request Sent!",
    "Thank you. Our sales team will contact you about the samples within two business days.",
  );
  await expect(dialog).toHaveCount(0);
  await expectOnDesk(page, company, product.name);
});

test("the owner sets a request's status, seen in its history, and keeps a note on it, asked before leaving it unsaved; opening it marks it read", async ({
  page,
}) => {
  const product = await firstProduct(page);
  const company = `Delta Cafe ${Date.now()}`;
  await sendSampleRequest(page, product.id, company);
  const desk = await expectOnDesk(page, company, product.name);
  await expect(desk.getByText("New", { exact: true })).toBeVisible();
  await desk.getByRole("combobox", { name: `Status of sample request from ${company}` }).click();
  await page.getByRole("option", { name: "Sent" }).click();
  await expect(desk.getByText("Sent", { exact: true }).first()).toBeVisible();
  await desk.getByRole("button", { name: "Notes and history" }).click();
  // The status change is in the history, as an inquiry's is (docs/decisions/110).
  const history = desk.getByRole("region", { name: "Notes and history" });
  await expect(history.getByText("Status: Pending → Sent")).toBeVisible();
  await history.getByLabel("Add an internal note").fill("Posted by courier");
  // A typed note not yet added asks before the screen is left; staying keeps it.
  const asked: string[] = [];
  page.once("dialog", (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave this page without saving them?"]);
  await expect(page).toHaveURL(/\/admin\/samples/);
  await history.getByRole("button", { name: "Add note" }).click();
  await expect(history.getByText("Posted by courier")).toBeVisible();
  await expect(history.getByLabel("Add an internal note")).toHaveValue("");
  await expect(desk.getByText("New", { exact: true })).toHaveCount(0);
});

test("the desk sets an Arabic buyer's values right to left, as they were written, and an English one left to right", async ({
  page,
}) => {
  const product = await firstProduct(page);
  const company = `Nile Hotel ${Date.now()}`;
  await sendSampleRequest(page, product.id, company, { contactPerson: "منى عادل", quantity: "2 كرتونة" });
  const desk = await expectOnDesk(page, company, product.name);
  await expect(desk.getByText("2 كرتونة", { exact: true })).toHaveCSS("direction", "rtl");
  await expect(desk.getByText("منى عادل", { exact: true })).toHaveCSS("direction", "rtl");
  await expect(desk.getByText("12 Corniche St, Alexandria", { exact: true })).toHaveCSS("direction", "ltr");
});

test("in Arabic with JavaScript: the dialog speaks Arabic, with Arabic messages", async ({ page }) => {
  const product = await firstProduct(page);
  await openSite(page, "/ar", widths.phone);
  const name = product.nameAr || product.name;
  const card = section(page, "products").locator("article").filter({ hasText: name });
  await card.getByRole("link", { name: `اطلب عينة: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "اطلب عينة" });
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(dialog.getByText("هذا الحقل مطلوب")).toHaveCount(6);
  const company = `شركة النيل ${Date.now()}`;
  await fill(dialog, company, true);
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(dialog).toHaveCount(0);
  await expectOnDesk(page, company, product.name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "ar"] as const) {
    test(`${lang}: the card's link leads to the plain page; errors keep the values; the request is stored`, async ({
      page,
    }) => {
      const product = await firstProduct(page);
      const ar = lang === "ar";
      await page.goto(ar ? "/ar" : "/");
      const name = (ar && product.nameAr) || product.name;
      const link = section(page, "products")
        .locator("article")
        .filter({ hasText: name })
        .getByRole("link", { name: `${ar ? "اطلب عينة" : "Request a sample"}: ${name}` });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${ar ? "/ar" : ""}/products/${product.slug}/sample$`));
      await expect(page.locator("html")).toHaveAttribute("dir", ar ? "rtl" : "ltr");
      const company = `${ar ? "شركة" : "Company"} ${Date.now()}`;
      await fill(page, company, ar);
      // An empty field passes the browser's own checks and is refused by the server, under its field.
      const phone = page.getByLabel(ar ? "الهاتف" : "Phone", { exact: true });
      await phone.fill("");
      await page.getByRole("button", { name: ar ? "أرسل الطلب" : "Send the request" }).click();
      await expect(page.getByText(ar ? "هذا الحقل مطلوب" : "Required")).toBeVisible();
      await expect(page.getByLabel(ar ? "الشركة" : "Company", { exact: true })).toHaveValue(company);
      await phone.fill("0100");
      await page.getByRole("button", { name: ar ? "أرسل الطلب" : "Send the request" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        ar ? "تم إرسال طلب العينة" : "Sample Request Sent!",
      );
      await expect(page).not.toHaveURL(/mona|Corniche/);
      await signIn(page);
      const rows = await page.request.get(
        `/trpc/samples.page?input=${encodeURIComponent(JSON.stringify({ q: company }))}`,
      );
      const body = (await rows.json()) as { result: { data: { rows: Array<{ productName: string }> } } };
      expect(body.result.data.rows.map((r) => r.productName)).toEqual([product.name]);
    });
  }
});

test("axe: the plain sample request page and its errors, in both languages, and the owner's desk", async ({
  page,
}) => {
  const product = await firstProduct(page);
  for (const path of [`/products/${product.slug}/sample`, `/ar/products/${product.slug}/sample`]) {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("main").locator('form button[type="submit"]').click();
    await expect(page.locator('[role="alert"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  const data = { productId: product.id, companyName: "Axe Co", contactPerson: "A", email: "a@example.com" };
  const extra = { phone: "0100", deliveryAddress: "Cairo", quantity: "1 carton" };
  expect((await page.request.post("/api/sample-requests", { data: { ...data, ...extra } })).status()).toBe(
    201,
  );
  await signIn(page);
  await page.goto("/admin/samples");
  await expect(page.getByRole("heading", { name: "Sample Requests" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
