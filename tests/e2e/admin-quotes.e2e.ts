import type { Page } from "@playwright/test";
import { later } from "#tests/helpers/booking.ts";
import { tieredBox } from "#tests/helpers/tiered-box.ts";
import { expect, expectToast, quoteFromInquiry, stamp, test } from "./helpers/fixtures";
import { quoteSentFromDesk } from "./helpers/quotes";
import { picture } from "./helpers/screens";
import { workerSql } from "./helpers/worker-db";

// The owner's quotes on the worker's server, where mail is off: drawn from an inquiry at the catalogue's prices,
// sent (the email held), followed up, and read by the buyer on a phone. The quote mailed for real, accepted and
// revised, is walked in quotes-by-mail.e2e.ts.

async function product(page: Page, baseURL: string | undefined, over: Record<string, unknown>) {
  const made = await page.request.post("/trpc/products.create", {
    headers: { origin: baseURL ?? "" },
    data: { ...tieredBox, ...over },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { result: { data: { id: string } } }).result.data.id;
}

test("a quote line takes the catalogue's price for its quantity and the product's words in the buyer's language; an error grows its own field", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Products of this test's own, so other tests' changes to the sample products do not move its prices.
  const name = `Tier Box ${stamp()}`;
  const productId = await product(page, baseURL, {
    name,
    nameAr: "مناديل سفرة طبقتين",
    unitOfSaleAr: "كرتونة",
  });
  const hidden = `Retired Napkins ${stamp()}`;
  await product(page, baseURL, { name: hidden, active: false });

  await test.step("an inquiry of 500 cartons takes the 'from 500' price; the quantity moves it until the owner types their own", async () => {
    const editor = await quoteFromInquiry(page, {
      productId,
      contactName: `Omar Haddad ${stamp()}`,
      quantity: "500",
    });
    await expect(editor.getByLabel("Quantity of line 1")).toHaveValue("500");
    await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("22.00");
    await expect(editor.getByText("Catalogue price from 500: USD 22.00", { exact: true })).toBeVisible();
    await expect(editor.getByLabel("Total of line 1")).toHaveText("USD 11,000.00");
    await editor.getByLabel("Quantity of line 1").fill("300");
    await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("23.50");
    await expect(editor.getByText("Catalogue price from 200: USD 23.50", { exact: true })).toBeVisible();
    // The catalogue is in dollars: a quote in riyals says the catalogue's price still needs converting.
    await editor.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "SAR" }).click();
    await expect(
      editor.getByText("Catalogue price from 200: USD 23.50 · still in USD: convert it to SAR"),
    ).toBeVisible();
    await editor.getByLabel("Unit price of line 1").fill("21.00");
    await editor.getByLabel("Quantity of line 1").fill("600");
    await expect(
      editor.getByText("Catalogue price from 500: USD 22.00 · your own price", { exact: true }),
    ).toBeVisible();
    await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("21.00");
  });

  await test.step("on an Arabic quote a picked product comes with its Arabic name and unit; hidden ones are not offered", async () => {
    page.once("dialog", (question) => void question.accept());
    await page.goto("/admin/quotes");
    await page.getByRole("button", { name: "New quote" }).click();
    const editor = page.getByRole("form", { name: "New quote" });
    await editor.getByRole("combobox", { name: "Buyer's language" }).click();
    await page.getByRole("option", { name: "Arabic" }).click();
    await editor.getByRole("combobox", { name: "Product of line 1" }).click();
    await expect(page.getByRole("option", { name })).toBeVisible();
    await expect(page.getByRole("option", { name: hidden })).toHaveCount(0);
    await page.getByRole("option", { name }).click();
    await expect(editor.getByLabel("Description of line 1")).toHaveValue("مناديل سفرة طبقتين");
    await expect(editor.getByLabel("Unit of line 1")).toHaveValue("كرتونة");
    // Arabic words in the editor run right to left, as the buyer reads them.
    for (const field of ["Description of line 1", "Unit of line 1"])
      expect(await editor.getByLabel(field).evaluate((input) => getComputedStyle(input).direction)).toBe(
        "rtl",
      );
    await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("24.50");
    // Back to English, the line untouched since it was picked follows the language.
    await editor.getByRole("combobox", { name: "Buyer's language" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(editor.getByLabel("Description of line 1")).toHaveValue(name);
    await expect(editor.getByLabel("Unit of line 1")).toHaveValue("cartons");
    // The catalogue's unit as a buyer writes it ("Carton") is still the catalogue's: to Arabic it follows too
    // (docs/decisions/160); a unit of the owner's own stays.
    await editor.getByLabel("Unit of line 1").fill("Carton");
    await editor.getByRole("combobox", { name: "Buyer's language" }).click();
    await page.getByRole("option", { name: "Arabic" }).click();
    await expect(editor.getByLabel("Unit of line 1")).toHaveValue("كرتونة");
    await editor.getByLabel("Unit of line 1").fill("pallets");
    await editor.getByRole("combobox", { name: "Buyer's language" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(editor.getByLabel("Description of line 1")).toHaveValue(name);
    await expect(editor.getByLabel("Unit of line 1")).toHaveValue("pallets");
  });

  // A quantity error grows its own field downward: the line's inputs keep one top edge (one row at 1280 px) and
  // the error sits under the Quantity box, above whatever comes next in the column at 375 px.
  for (const width of [1280, 375]) {
    await test.step(`at ${width} px a quantity error sits under its field, the line's inputs aligned`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const editor = page.getByRole("form", { name: "New quote" });
      await editor.getByLabel("Quantity of line 1").fill("0");
      await editor.getByRole("button", { name: "Save draft" }).click();
      const error = editor.getByText("Quantity must be a whole number from 1 to 1,000,000");
      await expect(error).toBeVisible();
      const box = async (label: string) => {
        const found = await editor.getByLabel(`${label} of line 1`).boundingBox();
        if (!found) throw new Error(`no ${label} box`);
        return found;
      };
      const quantity = await box("Quantity");
      const others = await Promise.all(["Description", "Unit", "Unit price"].map(box));
      const said = await error.boundingBox();
      if (!said) throw new Error("no error box");
      expect(said.y).toBeGreaterThanOrEqual(quantity.y + quantity.height);
      expect(said.x).toBeGreaterThanOrEqual(quantity.x - 1);
      expect(said.x + said.width).toBeLessThanOrEqual(quantity.x + quantity.width + 1);
      if (width === 1280) {
        for (const other of others) expect(Math.abs(other.y - quantity.y)).toBeLessThanOrEqual(1);
      } else {
        const unit = others[1];
        expect(unit && unit.y > said.y + said.height).toBe(true);
      }
    });
  }
});

const arabicQuote = (p: { id: string }) => ({
  buyerName: "فندق النخيل",
  buyerEmail: "purchasing.department+1795680651248@grandharbourhotel.example",
  buyerPhone: "+971 50 123 4567",
  lang: "ar",
  currency: "USD",
  discountPercent: "5",
  validUntil: later(30),
  lines: [
    {
      productId: p.id,
      description: "علبة مناديل وجه فاخرة طبقتين",
      quantity: 50,
      unit: "كرتونة",
      unitPrice: "24.50",
    },
    { description: "مناديل سفرة طبقتين", quantity: 1100, unit: "كرتونة", unitPrice: "16.80" },
  ],
});
// The admin writes a calendar day as "26 November 2026", as its other dates (decision 042).
const shownDay = (offset: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${later(offset)}T00:00:00Z`),
  );

test("a sent quote whose email is held says so and hands over the buyer's page; its follow-up date set to today, the dashboard leads back to it", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  for (const width of [1280, 375]) {
    await test.step(`at ${width} px`, async () => {
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
      await expectToast(page, "success", "Success", "Link copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Sending set the follow-up three days on: not yet on the dashboard (docs/decisions/164).
      await page.goto(`/admin/quotes?q=${encodeURIComponent(number)}`);
      const field = page.getByLabel("Follow up on");
      await expect(field).toHaveValue(later(3));
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      const followUp = page.getByRole("region", { name: "Follow up today" });
      await expect(followUp.getByRole("link", { name: new RegExp(number) })).toHaveCount(0);
      await page.goto(`/admin/quotes?q=${encodeURIComponent(number)}`);
      await field.fill(later(0));
      await page.getByRole("button", { name: `Save the follow-up date of ${number}` }).click();
      await expectToast(page, "success", "Success", `Follow up ${number} on ${shownDay(0)}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await picture(page, `follow-up-field-${width}`, { fullPage: true });
      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      const entry = followUp.getByRole("link", { name: new RegExp(`Quote ${number}`) });
      await expect(entry).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await picture(page, `follow-up-today-${width}`, { fullPage: true });
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/admin/quotes\\?q=${encodeURIComponent(number)}`));
      await expect(page.getByLabel("Follow up on")).toHaveValue(later(0));
    });
  }
});

const englishQuote = (p: { id: string }) => ({
  buyerName: "Layla Haddad",
  buyerEmail: "layla.haddad+1795680651248@grandharbourhotel.example",
  lang: "en",
  currency: "USD",
  validUntil: later(30),
  lines: [
    {
      productId: p.id,
      description: "Hotel Cube Facial Tissue",
      quantity: 120,
      unit: "carton",
      unitPrice: "27.00",
    },
    { description: "Jumbo Roll Toilet Tissue", quantity: 40, unit: "carton", unitPrice: "38.75" },
  ],
});

test("the buyer reads the quote on a phone, in either language, nothing cut off; a missing name is said by the page; a declined one's long reason wraps on the desk", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const buyer = await phone.newPage();
  await test.step("English: every amount whole, the email inside the sheet, each date on its line, the answer's parts apart", async () => {
    const number = await quoteSentFromDesk(page, baseURL, englishQuote);
    const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
    await buyer.goto(`/quote/${sent?.token}`);
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(`Quote ${number}`);
    const layout = await buyer.evaluate(() => {
      const sheet = document.querySelector(".sheet")?.getBoundingClientRect();
      const table = document.querySelector("table")?.parentElement;
      const email = [...document.querySelectorAll("bdi")].find((s) => s.textContent?.includes("@"));
      const dates = [...(document.querySelector("h1 + p")?.children ?? [])].map((d) =>
        d.getBoundingClientRect(),
      );
      const box = email?.getBoundingClientRect();
      return {
        tableCut: (table?.scrollWidth ?? 0) - (table?.clientWidth ?? 0),
        emailInside: !!box && !!sheet && box.left >= sheet.left && box.right <= sheet.right,
        datesWhole: dates.length === 2 && dates.every((d) => Math.round(d.height / 20) === 1),
      };
    });
    expect(layout).toEqual({ tableCut: 0, emailInside: true, datesWhole: true });
    const gap = async (above: string, below: string) => {
      const a = await buyer.locator(above).first().boundingBox();
      const b = await buyer.locator(below).first().boundingBox();
      return (b?.y ?? 0) - ((a?.y ?? 0) + (a?.height ?? 0));
    };
    expect(await gap("form .rounded-xl", 'label[for="name"]')).toBeGreaterThanOrEqual(12);
    expect(
      await gap('form:has(button[value="accept"]) > p', 'button[value="accept"]'),
    ).toBeGreaterThanOrEqual(12);
    expect(await gap('button[value="accept"]', 'label[for="comment"]')).toBeGreaterThanOrEqual(24);
    // Accept without a name: the page answers under the field in its words, not the browser's (docs/decisions/046).
    await buyer.getByLabel("Your purchase order number (optional)").fill("PO-7731");
    await buyer.getByRole("button", { name: "Accept the quote" }).click();
    await expect(buyer.getByRole("alert")).toHaveText("Type your full name to accept the quote");
    await expect(buyer.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
    await expect(buyer.getByLabel("Your purchase order number (optional)")).toHaveValue("PO-7731");
  });

  await test.step("Arabic: the email, the phone and every amount whole; the site's name leads home in Arabic", async () => {
    const number = await quoteSentFromDesk(page, baseURL, arabicQuote);
    const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
    await buyer.goto(`/ar/quote/${sent?.token}`);
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
    expect(layout).toEqual({
      apart: true,
      phoneOneLine: true,
      amountsOneLine: true,
      tableCut: 0,
      pageCut: 0,
    });
  });

  // A reason may be a pasted link with no space in it: the owner's list wraps it, and no longer warns of the held
  // email of a quote the buyer has answered.
  await test.step("declined with a long unbroken reason: the desk wraps it and drops the held email's warning", async () => {
    const number = await quoteSentFromDesk(page, baseURL, englishQuote);
    const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
    const reason = `https://supplier.example/offers/${"0123456789".repeat(30)}`;
    await buyer.goto(`/quote/${sent?.token}`);
    await buyer.getByLabel("Declining? Tell us why (optional)").fill(reason);
    await buyer.getByRole("button", { name: "Decline" }).click();
    await expect(buyer.getByRole("status")).toContainText("You declined this quote");
    await page.goto(`/admin/quotes?q=${number}`);
    const row = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
    await expect(row).toContainText("Declined");
    await expect(row).not.toContainText("Email held");
    await expect(row).not.toContainText("The buyer has not got this email");
    await expect(row).toContainText(reason.slice(0, 40));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
  await phone.close();
});

// The links of the mails change nothing when fetched, as mail scanners fetch every link; a browser showing the page
// does (docs/decisions/181). "Ask for a new quote" (docs/decisions/160): the quote's date passes (written into the
// worker server's database: the server's clock cannot move), and the buyer files a new request from its lines.
test("a quote fetched as a scanner does stays sent, shown in a browser it is viewed; expired, it files a new request from its lines once, without JavaScript", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const buyerName = `Renewal Hotel ${stamp()}`;
  const number = await quoteSentFromDesk(page, baseURL, (p) => ({
    buyerName,
    buyerEmail: "buyer@renewal.example",
    lang: "en",
    currency: "USD",
    validUntil: later(30),
    lines: [
      { productId: p.id, description: "Facial tissue", quantity: 10, unit: "carton", unitPrice: "12.00" },
    ],
  }));
  const [sent] = workerSql<{ id: string; token: string }>(
    "SELECT id, token FROM quotes WHERE number = ?",
    number,
  );
  const link = `/quote/${sent?.token}`;
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: number });

  await test.step("a scanner's HEAD and GET leave it sent; a browser showing it, even without scripts, marks it viewed", async () => {
    const scanner = await browser.newContext();
    expect((await scanner.request.head(link)).status()).toBe(200);
    expect((await scanner.request.get(link)).status()).toBe(200);
    await scanner.close();
    await page.reload();
    await expect(row).toContainText("Sent");
    await expect(row).not.toContainText("Viewed");
    // The page's pixel marks it: an image, which a browser without scripts shows as well.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    const seen = reader.waitForResponse((r) => r.url().endsWith("/seen.gif"));
    await reader.goto(link);
    await expect(reader.getByRole("heading", { name: /^Quote Q-/ })).toBeVisible();
    expect((await seen).status()).toBe(200);
    await context.close();
    await page.reload();
    await expect(row).toContainText("Viewed");
  });

  await test.step("its date passed, the buyer without JavaScript asks for a new quote once; the owner finds one request", async () => {
    workerSql("UPDATE quotes SET valid_until = '2020-01-31' WHERE number = ? AND token IS NOT NULL", number);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const buyer = await noScript.newPage();
    await buyer.goto(link);
    await expect(buyer.getByRole("status")).toHaveText(
      "This quote has expired. We can price the same products again for you.",
    );
    await buyer.getByRole("button", { name: "Ask for a new quote" }).click();
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we will send you a new quote",
    );
    const reference =
      ((await buyer.getByRole("status").textContent()) ?? "").match(/R-\d{4}-\d{4}/)?.[0] ?? "";
    expect(reference).not.toBe("");
    await page.goto("/admin/quotes");
    const request = page
      .getByRole("region", { name: "Quote requests waiting for a price" })
      .getByRole("listitem")
      .filter({ hasText: buyerName });
    await expect(request).toHaveCount(1);
    await expect(request).toContainText(reference);
    // Asking again files nothing more: the page names the request already filed.
    await buyer.getByRole("link", { name: "Back to the quote" }).click();
    await buyer.getByRole("button", { name: "Ask for a new quote" }).click();
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("You have already asked");
    await expect(buyer.getByRole("status")).toContainText(reference);
    await page.reload();
    await expect(request).toHaveCount(1);
    await buyer.goto(`/ar${link}`);
    await expect(buyer.getByRole("button", { name: "اطلب عرض سعر جديداً" })).toBeVisible();
    await noScript.close();
  });
});
