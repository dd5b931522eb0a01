import { expect, test } from "@playwright/test";
import { layOutWholePage, openSite, section, widths } from "./helpers/site";

// A product card's "Add to quote" and "Request a sample" are tapped with a thumb on a phone: each is as tall as
// Place Order beside them (44 px), not the 20 px of its line of text.
for (const [path, addToQuote, requestSample] of [
  ["/", "Add to quote", "Request a sample"],
  ["/ar", "أضف إلى عرض السعر", "اطلب عينة"],
]) {
  test(`${path}: a card's quote and sample links are 44 px tall on a phone`, async ({ page }) => {
    await openSite(page, path, widths.phone);
    await layOutWholePage(page);
    const card = section(page, "products").locator("article").first();
    for (const name of [addToQuote, requestSample]) {
      const box = await card.getByRole("link", { name: new RegExp(`^${name}`) }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
  });
}
