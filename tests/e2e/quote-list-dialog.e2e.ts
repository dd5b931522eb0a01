import { expect, test } from "@playwright/test";
import { openSite, section, widths } from "./helpers/site";

// The quote list's dialog on a phone: each product's name reads on one or two lines above its quantity, not one word
// a line squeezed beside it; from a tablet up the name and its quantity share a row.
test("the quote list names each product readably on a phone, beside its quantity on wider screens", async ({
  page,
}) => {
  for (const width of [widths.phone, widths.desktop]) {
    await openSite(page, "/", width);
    const adds = section(page, "products").getByRole("link", { name: "Add to quote" });
    await adds.first().click();
    await adds.first().click();
    const open = page.getByRole("banner").getByRole("link", { name: "Quote list (2)" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Request a quote" });
    const rows = dialog.getByRole("list", { name: "Quote list" }).getByRole("listitem");
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
    await page.context().clearCookies();
  }
});

// The list is one list whichever way the buyer adds to it (docs/decisions/161): what the landing page holds shows on
// the plain /quote-list page a product page leads to, and what a product page adds shows on the landing page.
test("a product page's Add to quote joins the list begun on the landing page, and the other way round", async ({
  page,
}) => {
  await openSite(page, "/");
  const products = section(page, "products");
  const names = await products.getByRole("heading", { level: 3 }).allTextContents();
  for (const name of names.slice(0, 2))
    await products.getByRole("link", { name: `Add to quote: ${name}` }).click();
  await expect(page.locator("[data-sonner-toast]").getByText(names[1] ?? "")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Quote list (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a quote" });
  // The "Added to your quote list" toasts would cover the list's title.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const rows = dialog.getByRole("list", { name: "Quote list" }).getByRole("listitem");
  // Added with its minimum order, as Place Order fills in the inquiry's (docs/decisions/210).
  await expect(rows.nth(1).getByRole("textbox")).toHaveValue(/^\d+ cartons$/);
  await rows.first().getByRole("textbox").fill("40 cartons");
  await page.keyboard.press("Escape");

  await products.getByRole("link", { name: names[2], exact: true }).click();
  await page.getByRole("button", { name: "Add to quote" }).click();
  await expect(page).toHaveURL(/\/quote-list#product-/);
  const marked = page.getByRole("listitem").filter({ hasText: "In your quote list" });
  await expect(marked).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: names[0] })).toHaveValue("40 cartons");
  await expect(page.getByRole("textbox", { name: names[2] })).toBeInViewport();

  await openSite(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Quote list (3)" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText(names[2] ?? "");
  await expect(rows.first().getByRole("textbox")).toHaveValue("40 cartons");
});
