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
  // this field" (docs/decisions/246).
  await buyer.getByLabel("Your purchase order number (optional)").fill("PO-7731");
  await buyer.getByRole("button", { name: "Accept the quote" }).click();
  await expect(buyer.getByRole("alert")).toHaveText("Type your full name to accept the quote");
  await expect(buyer.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
  await expect(buyer.getByLabel("Your purchase order number (optional)")).toHaveValue("PO-7731");
  await phone.close();
});
