import { later } from "#tests/helpers/booking.ts";
import { expect, test } from "./helpers/admin";
import { quoteSentFromDesk } from "./helpers/quotes";
import { workerSql } from "./helpers/worker-db";

// The buyer reads the quote on a phone: every amount whole on the screen, the long email address inside the
// sheet, each date whole on its line, and the answer's parts (terms, fields, Accept, the decline form) spaced apart.
test("a buyer's quote on a 375 px phone: nothing cut off, the answer forms spaced, a missing name said by the page", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const number = await quoteSentFromDesk(page, baseURL, (product) => ({
    buyerName: "Layla Haddad",
    buyerEmail: "layla.haddad+1795680651248@grandharbourhotel.example",
    lang: "en",
    currency: "USD",
    validUntil: later(30),
    lines: [
      {
        productId: product.id,
        description: "Hotel Cube Facial Tissue",
        quantity: 120,
        unit: "carton",
        unitPrice: "27.00",
      },
      { description: "Jumbo Roll Toilet Tissue", quantity: 40, unit: "carton", unitPrice: "38.75" },
    ],
  }));
  const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);

  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const buyer = await phone.newPage();
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
  expect(await gap('form:has(button[value="accept"]) > p', 'button[value="accept"]')).toBeGreaterThanOrEqual(
    12,
  );
  expect(await gap('button[value="accept"]', 'label[for="comment"]')).toBeGreaterThanOrEqual(24);

  // Accept without a name: the page answers under the field in its words, not the browser's "Please fill out
  // this field" (docs/decisions/046).
  await buyer.getByLabel("Your purchase order number (optional)").fill("PO-7731");
  await buyer.getByRole("button", { name: "Accept the quote" }).click();
  await expect(buyer.getByRole("alert")).toHaveText("Type your full name to accept the quote");
  await expect(buyer.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
  await expect(buyer.getByLabel("Your purchase order number (optional)")).toHaveValue("PO-7731");
  await phone.close();
});

// A buyer's reason for declining may be a pasted link with no space in it: the owner's list wraps it instead of
// growing as wide as the text, and no longer warns of the held email of a quote the buyer has answered.
test("a declined quote's long unbroken reason wraps in the owner's quote list, which drops the held email's warning", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const number = await quoteSentFromDesk(page, baseURL, (product) => ({
    buyerName: "Omar Saleh",
    buyerEmail: "omar.saleh@palmhotel.example",
    lang: "en",
    currency: "USD",
    validUntil: later(30),
    lines: [
      {
        productId: product.id,
        description: "Facial tissue",
        quantity: 10,
        unit: "carton",
        unitPrice: "27.00",
      },
    ],
  }));
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: number })).toContainText(
    "Email held: mail is off",
  );
  const [sent] = workerSql<{ token: string }>("SELECT token FROM quotes WHERE number = ?", number);
  const reason = `https://supplier.example/offers/${"0123456789".repeat(30)}`;
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const buyer = await phone.newPage();
  await buyer.goto(`/quote/${sent?.token}`);
  await buyer.getByLabel("Declining? Tell us why (optional)").fill(reason);
  await buyer.getByRole("button", { name: "Decline" }).click();
  await expect(buyer.getByRole("status")).toContainText("You declined this quote");
  await phone.close();

  await page.goto(`/admin/quotes?q=${number}`);
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
  await expect(row).toContainText("Declined");
  // Mail is off here, but the buyer has answered: the row no longer says they have not got the email.
  await expect(row).not.toContainText("Email held");
  await expect(row).not.toContainText("The buyer has not got this email");
  await expect(row).toContainText(reason.slice(0, 40));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
