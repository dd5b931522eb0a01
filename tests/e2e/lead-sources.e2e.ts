import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./helpers/admin";
import {
  fillInquiry,
  openSite,
  ownVisitor,
  section,
  sendContactWithBadEmail,
  submitShowingPending,
  waitForReact,
} from "./helpers/site";

// A visit arriving from a campaign link keeps its source on the lead it sends, with JavaScript (the tab's first
// touch, sent by the tRPC link) and without it (the landing page's tags read from the form post's Referer, then
// carried by the plain form page's hidden field); the desk shows and filters by it and the funnel counts it
// (docs/decisions/200). Further than a page can carry it, the server remembers the visit's first touch
// (docs/decisions/200). Each visitor is a browser of its own, so no other test's visit is theirs.
const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const counted = (page: Page, path: "/v" | "/v.gif") =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path);

// The owner's list filtered by the fair's source holds the lead, with the campaign and the page it landed on.
async function expectFromTheFair(browser: Browser, list: "samples" | "inquiries", who: string) {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto(`/admin/${list}?source=fair`);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: who });
  await expect(card.getByTestId("lead-source")).toContainText("Source: fair · campaign 2027 · landed on /");
  await page.close();
}

// The visitor orders the landing page's first product through its dialog, and leaves with no cookie set.
async function orderFromTheFirstCard(visitor: Page, contactName: string, email: string) {
  const card = section(visitor, "products").locator("article").first();
  await card.getByRole("link", { name: "Place Order" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Place an Order" });
  await fillInquiry(dialog, { contactName, email, businessType: "Hotel", needBy: "2027-03-01" });
  await submitShowingPending(visitor, dialog, "/inquiry/*", {
    idle: "Submit Inquiry",
    pending: "Submitting...",
  });
  await expect(dialog).toHaveCount(0);
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.context().close();
}

test("with JavaScript: an inquiry from a campaign link shows under its source and ends as an accepted quote", async ({
  browser,
}) => {
  // A quote sent draws its PDF first: longer than a page's test on a busy machine.
  test.setTimeout(60_000);
  const visitor = await ownVisitor(browser);
  await openSite(visitor, "/?utm_source=fair&utm_campaign=2027");
  const contactName = `Fair buyer ${stamp()}`;
  await orderFromTheFirstCard(visitor, contactName, "fair@example.com");

  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/admin/inquiries");
  await page.getByRole("combobox", { name: "Source" }).click();
  await page.getByRole("option", { name: "fair", exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=fair/);
  // Only this file's leads come from "fair", and the list now shows only those.
  await expect(page.getByText(contactName)).toBeVisible();
  await expect(page.getByTestId("lead-source").first()).toContainText(
    "Source: fair · campaign 2027 · landed on /",
  );

  // The owner prices it and sends the quote; the buyer accepts it from the link in the (held) mail.
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

  await page.goto("/admin/analytics");
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const byChannel = page.getByRole("table", { name: /for each source/ });
  const fair = byChannel
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "fair", exact: true }) });
  // Accepted: 1, value: the line's quantity × 10.00 USD.
  await expect(fair.getByRole("cell").nth(-2)).toHaveText("1");
  await expect(fair.getByRole("cell").last()).toContainText("USD");
  await page.getByRole("combobox", { name: "Split by" }).click();
  await page.getByRole("option", { name: "By campaign" }).click();
  const byCampaign = page.getByRole("table", { name: /for each campaign/ });
  await expect(byCampaign.getByRole("rowheader", { name: "2027", exact: true })).toBeVisible();
  await page.close();
});

test("without JavaScript: a contact form from a campaign link, corrected on the plain form page, keeps its source", async ({
  browser,
}) => {
  const visitor = await ownVisitor(browser, { javaScriptEnabled: false });
  const context = visitor.context();
  const name = `No-JS fair ${stamp()}`;
  await visitor.goto("/?utm_source=fair&utm_campaign=2027");
  await sendContactWithBadEmail(visitor, name);
  // The plain form page: the error, and the source carried in the form for the corrected post.
  await expect(visitor).toHaveURL(/\/contact$/);
  await expect(visitor.locator('input[type="hidden"][name="source"]')).toHaveValue(/"utmSource":"fair"/);
  await visitor.getByLabel("Email").fill("nojs-fair@example.com");
  await visitor.getByLabel("Message").fill("From the fair, without scripts.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
  expect(await context.cookies()).toEqual([]);
  await context.close();

  const page = await browser.newPage();
  await signIn(page);
  await page.goto("/admin/contacts?source=fair");
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByTestId("lead-source").first()).toContainText("Source: fair · campaign 2027");
  await page.goto("/admin/contacts?source=direct");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.close();
});

// From the landing page to the catalogue and on to a product: pages without the landing page's tags, each counted.
async function toAProduct(visitor: Page) {
  let pixel = counted(visitor, "/v.gif");
  await visitor.getByRole("link", { name: "View All Products" }).click();
  await pixel;
  pixel = counted(visitor, "/v.gif");
  await visitor.locator("article h2 a").first().click();
  await pixel;
}

test("without JavaScript: a sample request three pages after the campaign link still shows the campaign", async ({
  browser,
}) => {
  const visitor = await ownVisitor(browser, { javaScriptEnabled: false });
  const company = `No-JS fair sample ${stamp()}`;
  const landed = counted(visitor, "/v.gif");
  await visitor.goto("/?utm_source=fair&utm_campaign=2027");
  await landed;
  await toAProduct(visitor);
  const form = counted(visitor, "/v.gif");
  await visitor.getByRole("link", { name: "Request a sample" }).click();
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

  await expectFromTheFair(browser, "samples", company);
});

test("with JavaScript: an inquiry sent from the landing page after a tour of the catalogue still shows the campaign", async ({
  browser,
}) => {
  const visitor = await ownVisitor(browser);
  const contactName = `Fair tour ${stamp()}`;
  const landed = counted(visitor, "/v");
  await openSite(visitor, "/?utm_source=fair&utm_campaign=2027");
  await landed;
  await toAProduct(visitor);
  // Back on the landing page without its tags: the page's own first touch is now the product page.
  const back = counted(visitor, "/v");
  await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await back;
  await waitForReact(visitor);
  await orderFromTheFirstCard(visitor, contactName, "tour@example.com");

  await expectFromTheFair(browser, "inquiries", contactName);
});
