import type { Page } from "@playwright/test";
import { expect, expectToast, firstPublicProduct, signIn, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { picture } from "./helpers/screens";
import { openSite, ownVisitor } from "./helpers/site";

// Each run has its own database, but other files' visits are counted too: these tags are this file's own. Each
// visitor from a campaign link is a browser of its own, so the visit's first touch it leaves is no other test's
// (docs/decisions/200).
const campaign = `e2e${Date.now()}`;
// The screen's "Per campaign" row of one campaign, and its table of product views.
const campaignRow = (page: Page, name: string) =>
  page
    .getByRole("table")
    .filter({ has: page.getByText("Per campaign") })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });
const productViews = (page: Page) =>
  page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Product" }) });

test("a visit from a campaign link, with and without JavaScript, shows under its source and campaign", async ({
  browser,
}) => {
  const visitor = await ownVisitor(browser);
  const beacon = visitor.waitForResponse((r) => new URL(r.url()).pathname === "/v" && r.status() === 204);
  await visitor.goto(`/?utm_source=fair&utm_campaign=${campaign}`);
  await beacon;
  // The beacon is a POST with the tags in its body; no cookie is set, none is read.
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.context().close();

  const reader = await ownVisitor(browser, { javaScriptEnabled: false });
  const noScript = reader.context();
  const pixel = reader.waitForResponse((r) => new URL(r.url()).pathname === "/v.gif");
  await reader.goto(`/ar?utm_source=flyer&utm_campaign=${campaign}-print`);
  expect((await pixel).headers()["cache-control"]).toBe("no-store");
  await noScript.close();

  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /Analytics/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const campaigns = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Campaign" }) });
  await expect(campaigns.first().getByRole("rowheader", { name: campaign, exact: true })).toBeVisible();
  await expect(
    campaigns.first().getByRole("rowheader", { name: `${campaign}-print`, exact: true }),
  ).toBeVisible();
  const sources = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Source" }) });
  await expect(sources.first().getByRole("rowheader", { name: "fair", exact: true })).toBeVisible();
  await expect(sources.first().getByRole("rowheader", { name: "flyer", exact: true })).toBeVisible();
  await page.close();
});

test("a product opened in its dialog is a product view of the visit's campaign", async ({ browser }) => {
  const visitor = await ownVisitor(browser);
  // The page's beacon, then one more when the product opens. (Playwright does not show a beacon's body: the admin
  // screen below shows what they carried.)
  const answered: number[] = [];
  visitor.on("response", (r) => {
    if (new URL(r.url()).pathname === "/v") answered.push(r.status());
  });
  await openSite(visitor, `/?utm_source=fair&utm_campaign=${campaign}-dialog`);
  await visitor.locator("section#products").getByRole("link", { name: "Place Order" }).first().click();
  await expect(visitor.getByRole("dialog")).toBeVisible();
  await expect.poll(() => answered).toEqual([204, 204]);
  await visitor.context().close();

  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/admin/analytics");
  const row = campaignRow(page, `${campaign}-dialog`);
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "100.0 %"]);
  await expect(productViews(page).getByRole("row")).not.toHaveCount(1);
  await page.close();
});

test("a product page read without JavaScript is a product view of its product and of the visit's campaign", async ({
  browser,
  adminPage: page,
}) => {
  const product = await firstPublicProduct(page);
  const reader = await ownVisitor(browser, { javaScriptEnabled: false });
  const noScript = reader.context();
  const pixel = reader.waitForResponse((r) => new URL(r.url()).pathname === "/v.gif");
  await reader.goto(`/products/${product.slug}?utm_source=fair&utm_campaign=${campaign}-page`);
  expect((await pixel).status()).toBe(200);
  await noScript.close();

  await page.goto("/admin/analytics");
  const row = campaignRow(page, `${campaign}-page`);
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "100.0 %"]);
  await expect(productViews(page).getByRole("rowheader", { name: product.name, exact: true })).toBeVisible();
});

test("the chart's numbers are in its table, the funnel shows each step, and the period exports as CSV", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/analytics");
  await expect(page.getByRole("img", { name: /Page views per day/ })).toBeVisible();
  await page.getByText("The numbers per day").click();
  const days = page.getByRole("table", { name: "Views, visits and visitors per day" });
  await expect(days.getByRole("row")).toHaveCount(31);
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(days.getByRole("row")).toHaveCount(91);
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-03");
  await expect(days.getByRole("row")).toHaveCount(4);
  // Its days are written as the admin writes every date (decision 042).
  await expect(days.getByRole("rowheader", { name: "1 January 2026", exact: true })).toBeVisible();
  // Days before any visit: the leads' card says so as every other card does, not a table of headers alone.
  // The card: the heading's row, then the table or the message.
  const leads = page
    .getByRole("heading", { name: "Leads and orders by source" })
    .locator("xpath=ancestor::div[2]");
  await expect(leads.getByText("Nothing counted in this period.")).toBeVisible();
  await expect(page.getByRole("table", { name: /for each source/ })).toHaveCount(0);

  const funnel = page.getByRole("table", { name: "Each step, its count and its rate from the step before" });
  for (const step of ["Visits", "Product views", "Leads", "Quotes sent", "Quotes accepted"])
    await expect(funnel.getByRole("rowheader", { name: step, exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics-2026-01-01-to-2026-01-03-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("a campaign link is named once and shown with its address and QR code to print", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/analytics");
  const form = page.getByRole("form", { name: "New campaign link" });
  await form.getByLabel("Name").fill("Trade fair 2027 QR");
  await form.getByLabel("Source").fill("fair");
  await form.getByLabel("Campaign").fill("has space");
  await form.getByRole("button", { name: "Add link" }).click();
  await expect(form.getByText("Use letters a-z, digits, dots, dashes and underscores")).toBeVisible();
  await expectToast(page, "Error", "The link was not added", "error");
  await form.getByLabel("Campaign").fill("2027");
  await form.getByRole("button", { name: "Add link" }).click();
  const link = page.getByRole("list", { name: "Campaign links" }).getByRole("listitem").filter({
    hasText: "Trade fair 2027 QR",
  });
  await expect(link).toContainText(/http:\/\/127\.0\.0\.1:\d+\/\?utm_source=fair&utm_campaign=2027/);
  await expect(link.getByRole("img", { name: /QR code for/ })).toBeVisible();
  await link.getByRole("button", { name: "Remove Trade fair 2027 QR" }).click();
  await expect(link).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`the Analytics screen at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/analytics");
    await expect(page.getByRole("img", { name: /Page views per day/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The leads' table has eleven columns: each header stands apart from the one before it (the table scrolls).
    const channels = page.getByRole("table", { name: /for each source/ });
    const gaps = await channels
      .locator("thead th")
      .evaluateAll((cells) =>
        cells.slice(1).map((cell) => Number.parseFloat(getComputedStyle(cell).paddingLeft)),
      );
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12);
    await page.getByText("The numbers per day").click();
    expect(await axeViolations(page)).toEqual([]);
    await picture(page, `analytics-${width}`, { fullPage: true });
  });
}
