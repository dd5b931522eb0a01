import type { Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, firstPublicProduct, stamp, test } from "./helpers/fixtures";
import { picture } from "./helpers/screens";
import {
  fillInquiry,
  openSite,
  ownVisitor,
  section,
  sendContactWithBadEmail,
  submitShowingPending,
  waitForReact,
} from "./helpers/site";

// Where a lead came from (docs/decisions/200): a visit arriving from a campaign link keeps its source on the
// lead it sends, with JavaScript (the tab's first touch) and without (the landing page's tags carried by the plain
// form page, and further than a page can carry them, the server's memory of the visit); the desk shows and filters
// by it, and the Analytics screen counts it. Each visitor is a browser of its own, so no other test's visit is
// theirs, and only this file's leads come from "fair".

const counted = (page: Page, path: "/v" | "/v.gif") =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path);

// The visitor orders the landing page's first product through its dialog, and leaves with no cookie set.
async function orderFromTheFirstCard(visitor: Page, contactName: string) {
  const card = section(visitor, "products").locator("article").first();
  await card.getByRole("link", { name: "Place Order" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Place an Order" });
  await fillInquiry(dialog, {
    contactName,
    email: "fair@example.com",
    businessType: "Hotel",
    needBy: "2027-03-01",
  });
  await submitShowingPending(visitor, dialog, "/inquiry/*", {
    idle: "Submit Inquiry",
    pending: "Submitting...",
  });
  await expect(dialog).toHaveCount(0);
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.context().close();
}

// The owner's list filtered by the fair's source holds the lead, with the campaign and the page it landed on.
async function expectFromTheFair(admin: Page, list: "samples" | "inquiries", who: string) {
  await admin.goto(`/admin/${list}?source=fair`);
  const card = admin.getByRole("main").getByRole("listitem").filter({ hasText: who });
  await expect(card.getByTestId("lead-source")).toContainText("Source: fair · campaign 2027 · landed on /");
}

// From the landing page to the catalogue and on to a product: pages without the landing page's tags, each counted.
async function toAProduct(visitor: Page) {
  let pixel = counted(visitor, "/v.gif");
  await visitor.getByRole("link", { name: "View All Products" }).click();
  await pixel;
  pixel = counted(visitor, "/v.gif");
  await visitor.locator("article h2 a").first().click();
  await pixel;
}

test("with JavaScript: an inquiry from a campaign link shows under its source, and ends as an accepted quote counted for it", async ({
  browser,
  adminPage: page,
}) => {
  // A quote sent draws its PDF first: longer than a page's test on a busy machine.
  test.setTimeout(90_000);
  const visitor = await ownVisitor(browser);
  await openSite(visitor, "/?utm_source=fair&utm_campaign=2027");
  const contactName = `Fair buyer ${stamp()}`;
  await orderFromTheFirstCard(visitor, contactName);

  await test.step("the desk's Source filter shows it, with its campaign and landing page", async () => {
    await page.goto("/admin/inquiries");
    await page.getByRole("combobox", { name: "Source" }).click();
    await page.getByRole("option", { name: "fair", exact: true }).click();
    await expect(page).toHaveURL(/[?&]source=fair/);
    await expect(page.getByText(contactName)).toBeVisible();
    await expect(page.getByTestId("lead-source").first()).toContainText(
      "Source: fair · campaign 2027 · landed on /",
    );
  });

  await test.step("the owner prices and sends it; the buyer accepts it from the link in the held mail", async () => {
    await page
      .getByRole("link", { name: `Make a quote for inquiry from ${contactName}` })
      .first()
      .click();
    const editor = page.getByRole("form", { name: "New quote" });
    await editor.getByLabel("Unit price of line 1").fill("10");
    await editor.getByRole("button", { name: "Save draft" }).click();
    const draft = page
      .getByRole("main")
      .locator("[id]")
      .filter({ hasText: contactName })
      .filter({ hasText: "Draft" });
    const number = ((await draft.locator("p").first().textContent()) ?? "").match(/Q-\d{4}-\d{4}/)?.[0] ?? "";
    page.once("dialog", (dialog) => dialog.accept());
    await draft.getByRole("button", { name: `Send ${number}` }).click();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: number })).toContainText(
      "Sent",
      {
        timeout: 20_000,
      },
    );
    const outbox = JSON.stringify(await (await page.request.get("/trpc/mail.list")).json());
    const link = outbox.match(/https?:\/\/[^\s"\\]+\/quote\/[\w-]+/)?.[0] ?? "";
    expect(link).not.toBe("");
    const buyer = await browser.newPage();
    await buyer.goto(link);
    await buyer.getByLabel("Your full name").fill("Fair Buyer");
    await buyer.getByRole("button", { name: "Accept the quote" }).click();
    await expect(buyer.getByRole("status")).toContainText("You accepted this quote");
    await buyer.close();
  });

  await test.step("the Analytics screen counts the accepted quote for the source, and for the campaign", async () => {
    await page.goto("/admin/analytics");
    await page.getByRole("button", { name: "Last 7 days" }).click();
    const fair = page
      .getByRole("table", { name: /for each source/ })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "fair", exact: true }) });
    // Accepted: 1, value: the line's quantity × 10.00 USD.
    await expect(fair.getByRole("cell").nth(-2)).toHaveText("1");
    await expect(fair.getByRole("cell").last()).toContainText("USD");
    await page.getByRole("combobox", { name: "Split by" }).click();
    await page.getByRole("option", { name: "By campaign" }).click();
    await expect(
      page
        .getByRole("table", { name: /for each campaign/ })
        .getByRole("rowheader", { name: "2027", exact: true }),
    ).toBeVisible();
  });
});

test("without JavaScript: a message corrected on the plain form page, and a sample request three pages on, keep the campaign", async ({
  browser,
  adminPage: page,
}) => {
  const tag = stamp();
  await test.step("a contact form with a mistyped email, corrected on the plain page", async () => {
    const visitor = await ownVisitor(browser, { javaScriptEnabled: false });
    await visitor.goto("/?utm_source=fair&utm_campaign=2027");
    await sendContactWithBadEmail(visitor, `No-JS fair ${tag}`);
    // The plain form page: the error, and the source carried in the form for the corrected post.
    await expect(visitor).toHaveURL(/\/contact$/);
    await expect(visitor.locator('input[type="hidden"][name="source"]')).toHaveValue(/"utmSource":"fair"/);
    await visitor.getByLabel("Email", { exact: true }).fill("nojs-fair@example.com");
    await visitor.getByLabel("Message").fill("From the fair, without scripts.");
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    expect(await visitor.context().cookies()).toEqual([]);
    await visitor.context().close();
    await page.goto("/admin/contacts?source=fair");
    await expect(page.getByText(`No-JS fair ${tag}`)).toBeVisible();
    await expect(page.getByTestId("lead-source").first()).toContainText("Source: fair · campaign 2027");
    await page.goto("/admin/contacts?source=direct");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
    await expect(page.getByText(`No-JS fair ${tag}`)).toHaveCount(0);
  });

  await test.step("a sample request after the catalogue and a product page", async () => {
    const visitor = await ownVisitor(browser, { javaScriptEnabled: false });
    const company = `No-JS fair sample ${tag}`;
    const landed = counted(visitor, "/v.gif");
    await visitor.goto("/?utm_source=fair&utm_campaign=2027");
    await landed;
    await toAProduct(visitor);
    const form = counted(visitor, "/v.gif");
    await visitor.getByRole("link", { name: "Request a sample", exact: true }).click();
    await form;
    // What the page itself can carry reaches one page back: the product page, which had no tags.
    await expect(visitor.locator('input[type="hidden"][name="source"]')).not.toHaveValue(/fair/);
    const label = (text: string) => visitor.getByLabel(text, { exact: true });
    await label("Company").fill(company);
    await label("Contact person").fill("Mona Adel");
    await label("Email").fill("mona@example.com");
    await label("Phone").fill("+20 100 000 0000");
    await label("Quantity wanted").fill("2 cartons");
    await label("Delivery address").fill("12 Corniche St, Alexandria");
    await visitor.getByRole("button", { name: "Send the request" }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Sample Request Sent!");
    expect(await visitor.context().cookies()).toEqual([]);
    await visitor.context().close();
    await expectFromTheFair(page, "samples", company);
  });
});

// The screen's "Per campaign" row of one campaign, and its table of product views.
const campaignRow = (page: Page, name: string) =>
  page
    .getByRole("table")
    .filter({ has: page.getByText("Per campaign") })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });
const productViews = (page: Page) =>
  page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Product" }) });

test("with JavaScript: a product opened in its dialog is a view of the campaign; an inquiry after a tour of the catalogue still shows it", async ({
  browser,
  adminPage: page,
}) => {
  const campaign = `e2e${stamp()}`;
  await test.step("the page's beacon, then one more when the product opens", async () => {
    const visitor = await ownVisitor(browser);
    const answered: number[] = [];
    visitor.on("response", (r) => {
      if (new URL(r.url()).pathname === "/v") answered.push(r.status());
    });
    await openSite(visitor, `/?utm_source=fair&utm_campaign=${campaign}-dialog`);
    await section(visitor, "products").getByRole("link", { name: "Place Order" }).first().click();
    await expect(visitor.getByRole("dialog")).toBeVisible();
    await expect.poll(() => answered).toEqual([204, 204]);
    await visitor.context().close();
    await page.goto("/admin/analytics");
    await expect(campaignRow(page, `${campaign}-dialog`).getByRole("cell")).toHaveText(["1", "1", "100.0 %"]);
    await expect(productViews(page).getByRole("row")).not.toHaveCount(1);
  });

  await test.step("back on the landing page without its tags, the inquiry still carries the campaign", async () => {
    const visitor = await ownVisitor(browser);
    const contactName = `Fair tour ${stamp()}`;
    const landed = counted(visitor, "/v");
    await openSite(visitor, "/?utm_source=fair&utm_campaign=2027");
    await landed;
    await toAProduct(visitor);
    // The page's own first touch is now the product page.
    const back = counted(visitor, "/v");
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await back;
    await waitForReact(visitor);
    await orderFromTheFirstCard(visitor, contactName);
    await expectFromTheFair(page, "inquiries", contactName);
  });
});

test("the Analytics screen: visits with and without JavaScript by source and campaign, the chart's table, the funnel, the CSV, campaign links to print", async ({
  browser,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const campaign = `e2e${stamp()}`;
  const product = await firstPublicProduct(page);
  await test.step("visits from campaign links: with JavaScript a beacon, without it a pixel; no cookie", async () => {
    const visitor = await ownVisitor(browser);
    const beacon = visitor.waitForResponse((r) => new URL(r.url()).pathname === "/v" && r.status() === 204);
    await visitor.goto(`/?utm_source=fair&utm_campaign=${campaign}`);
    await beacon;
    expect(await visitor.context().cookies()).toEqual([]);
    await visitor.context().close();
    for (const path of [
      `/ar?utm_source=flyer&utm_campaign=${campaign}-print`,
      `/products/${product.slug}?utm_source=fair&utm_campaign=${campaign}-page`,
    ]) {
      const reader = await ownVisitor(browser, { javaScriptEnabled: false });
      const pixel = reader.waitForResponse((r) => new URL(r.url()).pathname === "/v.gif");
      await reader.goto(path);
      expect((await pixel).status()).toBe(200);
      await reader.context().close();
    }
  });

  await test.step("they show under their source and campaign; the product page is a view of its product", async () => {
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Analytics/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await page.getByRole("button", { name: "Last 7 days" }).click();
    const campaigns = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Campaign" }) });
    for (const name of [campaign, `${campaign}-print`])
      await expect(campaigns.first().getByRole("rowheader", { name, exact: true })).toBeVisible();
    const sources = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Source" }) });
    for (const name of ["fair", "flyer"])
      await expect(sources.first().getByRole("rowheader", { name, exact: true })).toBeVisible();
    await expect(campaignRow(page, `${campaign}-page`).getByRole("cell")).toHaveText(["1", "1", "100.0 %"]);
    await expect(
      productViews(page).getByRole("rowheader", { name: product.name, exact: true }),
    ).toBeVisible();
  });

  await test.step("the chart's numbers are in its table, the funnel shows each step, the period exports as CSV", async () => {
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
    const leads = page
      .getByRole("heading", { name: "Leads and orders by source" })
      .locator("xpath=ancestor::div[2]");
    await expect(leads.getByText("Nothing counted in this period.")).toBeVisible();
    await expect(page.getByRole("table", { name: /for each source/ })).toHaveCount(0);
    const funnel = page.getByRole("table", {
      name: "Each step, its count and its rate from the step before",
    });
    for (const step of ["Visits", "Product views", "Leads", "Quotes sent", "Quotes accepted"])
      await expect(funnel.getByRole("rowheader", { name: step, exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^statistics-2026-01-01-to-2026-01-03-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  await test.step("a campaign link is named once and shown with its address and QR code to print", async () => {
    const form = page.getByRole("form", { name: "New campaign link" });
    await form.getByLabel("Name").fill("Trade fair 2027 QR");
    await form.getByLabel("Source").fill("fair");
    await form.getByLabel("Campaign").fill("has space");
    await form.getByRole("button", { name: "Add link" }).click();
    await expect(form.getByText("Use letters a-z, digits, dots, dashes and underscores")).toBeVisible();
    await expectToast(page, "error", "Error", "The link was not added");
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
    await test.step(`at ${width} px nothing is wider than the screen, the leads' headers stand apart, and axe finds nothing`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/analytics");
      await expect(page.getByRole("img", { name: /Page views per day/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The leads' table has eleven columns: each header stands apart from the one before it (the table scrolls).
      const gaps = await page
        .getByRole("table", { name: /for each source/ })
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
});
