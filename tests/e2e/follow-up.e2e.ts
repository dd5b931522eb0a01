import type { APIRequestContext } from "@playwright/test";
import { later } from "#tests/helpers/booking.ts";
import { expect, expectToast, test } from "./helpers/admin";
import { picture } from "./helpers/screens";

// The owner moves a sent quote's follow-up date on the quote screen and finds it on the dashboard's "Follow up
// today", which leads back to the quote (docs/decisions/164). The server's clock is UTC (SITE_TIME_ZONE unset).
async function call<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${procedure}`, { data: input });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data as T;
}
// The admin writes a calendar day as "26 November 2026", as its other dates (decision 042).
const shownDay = (offset: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${later(offset)}T00:00:00Z`),
  );

for (const width of [375, 1280]) {
  test(`the owner sets a quote's follow-up date and sees it under "Follow up today" at ${width} px`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const buyerName = `Follow-up Hotel ${width} ${Date.now()}`;
    const quote = await call<{ id: string; number: string }>(page.request, "quotes.create", {
      buyerName,
      buyerEmail: "chase@hotel.example",
      lang: "en",
      currency: "USD",
      discountPercent: "0",
      taxPercent: "0",
      validUntil: later(30),
      lines: [{ description: "Kitchen towels", quantity: 5, unit: "carton", unitPrice: "14" }],
    });
    await call(page.request, "quotes.send", { id: quote.id });

    await page.goto(`/admin/quotes?q=${encodeURIComponent(quote.number)}`);
    const field = page.getByLabel("Follow up on");
    // Sending set it three days on.
    await expect(field).toHaveValue(later(3));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(buyerName) })).toHaveCount(0);

    await page.goto(`/admin/quotes?q=${encodeURIComponent(quote.number)}`);
    await field.fill(later(0));
    await page.getByRole("button", { name: `Save the follow-up date of ${quote.number}` }).click();
    await expectToast(page, "Success", `Follow up ${quote.number} on ${shownDay(0)}`, "success");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await picture(page, `follow-up-field-${width}`, { fullPage: true });

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    const section = page.getByRole("region", { name: "Follow up today" });
    const entry = section.getByRole("link", { name: new RegExp(buyerName) });
    await expect(entry).toContainText(`Quote ${quote.number}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await picture(page, `follow-up-today-${width}`, { fullPage: true });

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/admin/quotes\\?q=${encodeURIComponent(quote.number)}`));
    await expect(page.getByLabel("Follow up on")).toHaveValue(later(0));
  });
}
