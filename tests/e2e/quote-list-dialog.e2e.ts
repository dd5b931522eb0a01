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
    await page.evaluate(() => localStorage.clear());
  }
});
