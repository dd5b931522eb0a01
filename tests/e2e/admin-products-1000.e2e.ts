import { expect, test } from "@playwright/test";
import { openPagedList } from "./helpers/admin";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// Issue 25 item 9: the admin's products list on a server of its own with 1,000 products whose specification
// tables are in both languages (tests/helpers/seed-catalogue.ts), built from the run's client.
const { base, signIn } = serverOfItsOwn({
  name: "products-1000",
  adminPassword: "one-thousand-products-admin",
  seed: { script: "scripts/bench/seed-catalogue.ts", rows: 1000 },
  startTimeoutMs: 120_000,
});

test("1,000 products: paged, searched by a specification in either language, filtered by category", async ({
  page,
}) => {
  await signIn(page);
  const pages = await openPagedList(page, `${base}/admin/products`, "1,000", 40);

  const search = page.getByRole("searchbox", { name: /^Search/ });
  await search.fill("ST-512");
  await expect(pages.getByText("1–1 of 1")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Premium 2-Ply Facial Tissue Box 512" }),
  ).toBeVisible();
  await search.fill("ص-777");
  await expect(pages.getByText("1–1 of 1")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /777$/ })).toBeVisible();

  await search.fill("");
  await page.getByRole("combobox", { name: "Filter by category" }).click();
  await page.getByRole("option", { name: "Napkin", exact: true }).click();
  await expect(pages.getByText("1–25 of 125")).toBeVisible();
  await expect(page).toHaveURL(/category=napkin/);
  // Every eighth product is a napkin: 998 is one, 997 is a paper towel and not found under Napkin.
  await search.fill("ST-998");
  await expect(pages.getByText("1–1 of 1")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /998$/ })).toBeVisible();
  await search.fill("ST-997");
  await expect(page.getByText("No products match these filters.")).toBeVisible();
});
