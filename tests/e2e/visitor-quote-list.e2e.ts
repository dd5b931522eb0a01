import { expect, openDesk, stamp, test } from "./helpers/fixtures";
import { openSite, section, widths } from "./helpers/site";

// A buyer's quote list: several products, one request (docs/decisions/161). The Arabic request with scripts,
// priced and accepted by mail, is walked in quotes-by-mail.e2e.ts.

test("with JavaScript: the landing page's Add to quote and a product page's join one list, which names each product readably", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const products = section(page, "products");
  const dialog = page.getByRole("dialog", { name: "Request a quote" });
  const rows = dialog.getByRole("list", { name: "Quote list" }).getByRole("listitem");
  const names: string[] = [];

  await test.step("on a phone each name reads on a line or two above its quantity; on a desktop beside it", async () => {
    for (const width of [widths.phone, widths.desktop]) {
      await openSite(page, "/", width);
      names.splice(0, names.length, ...(await products.getByRole("heading", { level: 3 }).allTextContents()));
      for (const name of names.slice(0, 2))
        await products.getByRole("link", { name: `Add to quote: ${name}` }).click();
      await expect(page.locator("[data-sonner-toast]").getByText(names[1] ?? "")).toBeVisible();
      await page.getByRole("banner").getByRole("link", { name: "Quote list (2)" }).click();
      // The "Added to your quote list" toasts would cover the list's title.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        const name = await row.locator("label").boundingBox();
        const quantity = await row.getByRole("textbox").boundingBox();
        if (!name || !quantity) throw new Error("a row without its name or quantity");
        expect(name.height, `name at ${width} px`).toBeLessThanOrEqual(50);
        expect(quantity.width, `quantity at ${width} px`).toBeGreaterThanOrEqual(120);
        const sameRow = Math.abs(name.y + name.height / 2 - (quantity.y + quantity.height / 2)) < 12;
        expect(sameRow, `name beside its quantity at ${width} px`).toBe(width >= widths.tablet);
      }
      if (width === widths.phone) await page.context().clearCookies();
    }
  });

  await test.step("a product is added with its minimum order; a product page's Add to quote joins the list", async () => {
    await expect(rows.nth(1).getByRole("textbox")).toHaveValue(/^\d+ cartons$/);
    await rows.first().getByRole("textbox").fill("40 cartons");
    await page.keyboard.press("Escape");
    await products.getByRole("link", { name: names[2], exact: true }).click();
    await page.getByRole("button", { name: "Add to quote" }).click();
    await expect(page).toHaveURL(/\/quote-list#product-/);
    await expect(page.getByRole("listitem").filter({ hasText: "In your quote list" })).toHaveCount(3);
    await expect(page.getByRole("textbox", { name: names[0] })).toHaveValue("40 cartons");
    await expect(page.getByRole("textbox", { name: names[2] })).toBeInViewport();
  });

  await test.step("back on the landing page the list holds all three", async () => {
    await openSite(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Quote list (3)" }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(names[2] ?? "");
    await expect(rows.first().getByRole("textbox")).toHaveValue("40 cartons");
  });
});

// The post led to <its path>/sent (docs/decisions/013), so a reload asks for that page again and stores nothing new.
test("without JavaScript: the plain quote list sends, and its thank-you page reloads, in either language, without sending again", async ({
  browser,
  adminPage,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const contactName = `Reload ${stamp()}`;
  await page.goto("/quote-list");
  await page.getByRole("main").getByRole("listitem").first().getByRole("textbox").fill("40 cartons");
  await page.getByLabel("Contact name").fill(contactName);
  await page.getByLabel("Email", { exact: true }).fill("reload@example.com");
  await page.getByLabel("Business type").selectOption("Hotel");
  await page.getByLabel("Need-by date").fill("ASAP");
  await page.getByRole("button", { name: "Send the request" }).click();

  const thanks = page.getByRole("heading", { level: 1, name: "Request Sent!" });
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\/quote-list\/sent$/);
  await page.reload();
  await expect(page).toHaveURL(/\/quote-list\/sent$/);
  await expect(thanks).toBeVisible();
  await expect(page.getByRole("status")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Arabic", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/quote-list\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال الطلب!");
  await context.close();

  const cards = await openDesk(adminPage, "inquiries", contactName);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText("40 cartons", { exact: true })).toBeVisible();
});
