import { later } from "#tests/helpers/booking.ts";
import { expect, test } from "./helpers/admin";
import { quoteSentFromDesk } from "./helpers/quotes";
import { workerSql } from "./helpers/worker-db";

// "Ask for a new quote" (docs/decisions/160): the owner sends a quote, its date passes (written into the worker
// server's database: the server's clock cannot move), and the buyer, without JavaScript, files a new request from
// its lines with one click; the owner finds that request waiting for a price, and a second click files nothing.
test("an expired quote's page files a new request from its lines once, without JavaScript", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const buyerName = `Renewal Hotel ${Date.now()}`;
  const number = await quoteSentFromDesk(page, baseURL, (product) => ({
    buyerName,
    buyerEmail: "buyer@renewal.example",
    lang: "en",
    currency: "USD",
    validUntil: later(30),
    lines: [
      {
        productId: product.id,
        description: product.name,
        quantity: 10,
        unit: "carton",
        unitPrice: "12.00",
      },
    ],
  }));

  const [lapsed] = workerSql<{ token: string }>(
    "UPDATE quotes SET valid_until = '2020-01-31' WHERE number = ? AND token IS NOT NULL RETURNING token",
    number,
  );
  if (!lapsed) throw new Error(`quote ${number} has no link`);
  const link = `/quote/${lapsed.token}`;

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
  const thanks = (await buyer.getByRole("status").textContent()) ?? "";
  const reference = thanks.match(/R-\d{4}-\d{4}/)?.[0] ?? "";
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
