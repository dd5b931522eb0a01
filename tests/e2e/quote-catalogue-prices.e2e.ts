import type { Page } from "@playwright/test";
import { tieredBox } from "#tests/helpers/tiered-box.ts";
import { expect, quoteFromInquiry, test } from "./helpers/admin";

// A quote line takes the catalogue's price for its quantity and the product's name and unit in the quote's
// language (docs/decisions/160). Each test puts products of its own in the worker's catalogue, so other tests'
// changes to the sample products do not move its prices.
const tag = () => Math.random().toString(36).slice(2, 8);

async function product(page: Page, baseURL: string | undefined, over: Record<string, unknown>) {
  const made = await page.request.post("/trpc/products.create", {
    headers: { origin: baseURL ?? "" },
    data: { ...tieredBox, ...over },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { result: { data: { id: string } } }).result.data.id;
}

test("a quote made from an inquiry of 500 cartons takes the 'from 500' price; the quantity moves it until the owner types their own", async ({
  adminPage: page,
  baseURL,
}) => {
  const name = `Tier Box ${tag()}`;
  const productId = await product(page, baseURL, { name });
  const buyer = `Omar Haddad ${tag()}`;
  const editor = await quoteFromInquiry(page, { productId, contactName: buyer, quantity: "500" });
  await expect(editor.getByLabel("Quantity of line 1")).toHaveValue("500");
  await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("22.00");
  await expect(editor.getByText("Catalogue price from 500: USD 22.00", { exact: true })).toBeVisible();
  await expect(editor.getByLabel("Total of line 1")).toHaveText("USD 11,000.00");

  await editor.getByLabel("Quantity of line 1").fill("300");
  await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("23.50");
  await expect(editor.getByText("Catalogue price from 200: USD 23.50", { exact: true })).toBeVisible();
  // The catalogue is in dollars: a quote in riyals says the catalogue's price still needs converting.
  await editor.getByRole("combobox", { name: "Currency" }).click();
  await page.getByRole("option", { name: "SAR" }).click();
  await expect(
    editor.getByText("Catalogue price from 200: USD 23.50 · still in USD: convert it to SAR"),
  ).toBeVisible();
  await editor.getByLabel("Unit price of line 1").fill("21.00");
  await editor.getByLabel("Quantity of line 1").fill("600");
  await expect(
    editor.getByText("Catalogue price from 500: USD 22.00 · your own price", { exact: true }),
  ).toBeVisible();
  await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("21.00");
});

test("on an Arabic quote a picked product comes with its Arabic name and unit; hidden products are not offered", async ({
  adminPage: page,
  baseURL,
}) => {
  const name = `Dinner Napkins ${tag()}`;
  await product(page, baseURL, { name, nameAr: "مناديل سفرة طبقتين", unitOfSaleAr: "كرتونة" });
  const hidden = `Retired Napkins ${tag()}`;
  await product(page, baseURL, { name: hidden, active: false });
  await page.goto("/admin/quotes");
  await page.getByRole("button", { name: "New quote" }).click();
  const editor = page.getByRole("form", { name: "New quote" });
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "Arabic" }).click();
  await editor.getByRole("combobox", { name: "Product of line 1" }).click();
  await expect(page.getByRole("option", { name })).toBeVisible();
  await expect(page.getByRole("option", { name: hidden })).toHaveCount(0);
  await page.getByRole("option", { name }).click();
  await expect(editor.getByLabel("Description of line 1")).toHaveValue("مناديل سفرة طبقتين");
  await expect(editor.getByLabel("Unit of line 1")).toHaveValue("كرتونة");
  // Arabic words in the editor run right to left, as the buyer reads them.
  for (const field of ["Description of line 1", "Unit of line 1"])
    expect(await editor.getByLabel(field).evaluate((input) => getComputedStyle(input).direction)).toBe("rtl");
  await expect(editor.getByLabel("Unit price of line 1")).toHaveValue("24.50");

  // Back to English, the line untouched since it was picked follows the language.
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(editor.getByLabel("Description of line 1")).toHaveValue(name);
  await expect(editor.getByLabel("Unit of line 1")).toHaveValue("cartons");

  // The catalogue's unit as a buyer writes it ("Carton") is still the catalogue's: to Arabic it follows too
  // (docs/decisions/160); a unit of the owner's own stays.
  await editor.getByLabel("Unit of line 1").fill("Carton");
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "Arabic" }).click();
  await expect(editor.getByLabel("Unit of line 1")).toHaveValue("كرتونة");
  await editor.getByLabel("Unit of line 1").fill("pallets");
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(editor.getByLabel("Description of line 1")).toHaveValue(name);
  await expect(editor.getByLabel("Unit of line 1")).toHaveValue("pallets");
});
