import { expect, test } from "@playwright/test";
import { openSite, section, widths } from "./helpers/site";

// The catalogue and product pages (docs/decisions/210) on the sample catalogue: plain server pages, so a visitor
// with scripts off gets the same page, filters, search and links as one with scripts on.
for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("search, filter and open a product, then Place Order with the minimum filled in", async ({
      page,
    }) => {
      // Other tests of the run may have added products: the catalogue shows whatever the API lists.
      const listed = (await (await page.request.get("/api/products")).json()) as Array<{ category: string }>;
      const napkins = listed.filter((p) => p.category === "napkin").length;
      await page.goto("/products");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our products");
      await expect(page.locator("main article")).toHaveCount(Math.min(listed.length, 24));
      await page.getByRole("link", { name: `Napkin (${napkins})` }).click();
      await expect(page).toHaveURL(/\/products\?category=napkin$/);
      await expect(page.locator("main article")).toHaveCount(napkins);

      await page.getByRole("link", { name: /^All products/ }).click();
      await page.getByLabel("Search").fill("INTERFOLD");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/products\?q=INTERFOLD&sort=featured$/);
      await expect(page.locator("main article")).toHaveCount(1);
      await page.getByRole("main").getByRole("link", { name: "Interfold Hand Towels", exact: true }).click();

      await expect(page).toHaveURL(/\/products\/interfold-hand-towels$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interfold Hand Towels");
      await expect(page.getByRole("rowheader", { name: "Towel size" })).toBeVisible();
      await expect(page.getByText("$22.40").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a sample", exact: true })).toHaveAttribute(
        "href",
        "/products/interfold-hand-towels/sample",
      );
      // The product's own Place Order comes before its related products' cards.
      await page.getByRole("link", { name: "Place Order" }).first().click();
      await expect(page.getByLabel("Quantity")).toHaveValue("40 cartons");
    });

    test("in Arabic: the catalogue, a search without regard to hamza or taa marbuta, a product page", async ({
      page,
    }) => {
      // The description says "سفرة" and "الولائم": typed with haa and without the hamza.
      await page.goto(`/ar/products?q=${encodeURIComponent("سفره الولايم")}`);
      await expect(page.locator("main article")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByRole("main").getByRole("link", { name: "مناديل سفرة طبقتين", exact: true }).click();
      await expect(page).toHaveURL(/\/ar\/products\/dinner-napkins-2-ply$/);
      await expect(page.getByRole("rowheader", { name: "المقاس" })).toBeVisible();
      await expect(page.getByText("من 300 كرتونة")).toBeVisible();
      await page.getByRole("banner").getByRole("link", { name: "EN", exact: true }).click();
      await expect(page).toHaveURL(/\/products\/dinner-napkins-2-ply$/);
    });

    test("a hidden price shows Inquire on the product page, and an unknown product is 404", async ({
      page,
    }) => {
      await page.goto("/products/hotel-cube-facial-tissue");
      await expect(page.getByText("Inquire about product").first()).toBeVisible();
      await expect(page.locator("body")).not.toContainText("27.00");
      expect((await page.goto("/ar/products/no-such-product"))?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    });
  });
}

test("the landing page's cards link to their product pages and View All to the catalogue", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  await section(page, "products")
    .getByRole("link", { name: "Premium 2-Ply Facial Tissue Box", exact: true })
    .click();
  await expect(page).toHaveURL(/\/products\/premium-2-ply-facial-tissue-box$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium 2-Ply Facial Tissue Box");
  await openSite(page, "/ar", widths.phone);
  await page.getByRole("link", { name: "عرض كل المنتجات" }).click();
  await expect(page).toHaveURL(/\/ar\/products$/);
});
