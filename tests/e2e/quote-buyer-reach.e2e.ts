import { later } from "#tests/helpers/booking.ts";
import { expect, expectToast, test } from "./helpers/admin";
import { quoteSentFromDesk } from "./helpers/quotes";
import { workerSql } from "./helpers/worker-db";

// With mail off (the worker's server has no SMTP_URL) a sent quote's email is only held: the row says so, and
// hands the owner the buyer's page to pass on another way (docs/decisions/160).
const arabicQuote = (product: { id: string }) => ({
  buyerName: "فندق النخيل",
  buyerEmail: "purchasing.department+1795680651248@grandharbourhotel.example",
  buyerPhone: "+971 50 123 4567",
  lang: "ar",
  currency: "USD",
  discountPercent: "5",
  validUntil: later(30),
  lines: [
    {
      productId: product.id,
      description: "علبة مناديل وجه فاخرة طبقتين",
      quantity: 50,
      unit: "كرتونة",
      unitPrice: "24.50",
    },
    { description: "مناديل سفرة طبقتين", quantity: 1100, unit: "كرتونة", unitPrice: "16.80" },
  ],
});

for (const width of [1280, 375]) {
  test(`at ${width} px a sent quote whose email is held says so, and copies or opens the buyer's page`, async ({
    adminPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width, height: 900 });
    const number = await quoteSentFromDesk(page, baseURL, arabicQuote);
    const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
    const link = `${baseURL}/ar/quote/${sent?.token}`;
    const row = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
    await expect(row).toContainText("Email held: mail is off");
    await expect(row).toContainText("The buyer has not got this email");
    await expect(row.getByRole("link", { name: `Open the buyer page of ${number}` })).toHaveAttribute(
      "href",
      link,
    );
    await row.getByRole("button", { name: `Copy the buyer link of ${number}` }).click();
    await expectToast(page, "Success", "Link copied", "success");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("a new quote with no buyer email says Required, as the site's forms do", async ({ adminPage: page }) => {
  await page.goto("/admin/quotes");
  await page.getByRole("button", { name: "New quote" }).click();
  await page.getByLabel("Buyer", { exact: true }).fill("Palm Hotel");
  await page.getByRole("button", { name: "Save draft" }).click();
  const email = page.getByLabel("Buyer's email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email.locator("xpath=following-sibling::p")).toHaveText("Required");
});

test("the Arabic quote page on a 375 px phone keeps the email, the phone and every amount whole", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const number = await quoteSentFromDesk(page, baseURL, arabicQuote);
  const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const buyer = await phone.newPage();
  await buyer.goto(`/ar/quote/${sent?.token}`);
  // The site's name heads the page as a link home in the page's language.
  await expect(buyer.locator(".sheet a").first()).toHaveAttribute("href", "/ar");
  const layout = await buyer.evaluate(() => {
    const [email, tel] = [...document.querySelectorAll("bdi")].map((b) => b.getBoundingClientRect());
    const table = document.querySelector("table")?.parentElement;
    const amounts = [...document.querySelectorAll("td span[dir=ltr]")];
    return {
      apart:
        !!email && !!tel && (tel.top >= email.bottom || tel.right <= email.left || tel.left >= email.right),
      phoneOneLine: !!tel && Math.round(tel.height / 20) <= 1,
      amountsOneLine: amounts.length > 0 && amounts.every((a) => a.getClientRects().length === 1),
      tableCut: (table?.scrollWidth ?? 0) - (table?.clientWidth ?? 0),
      pageCut: document.documentElement.scrollWidth - 375,
    };
  });
  expect(layout).toEqual({ apart: true, phoneOneLine: true, amountsOneLine: true, tableCut: 0, pageCut: 0 });
  await phone.close();
});
