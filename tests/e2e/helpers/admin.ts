import { test as base, expect, type Page } from "@playwright/test";
import { adminPages } from "#shared/admin-pages.ts";
import { e2eAdmin } from "#tests/e2e/helpers/e2e-admin.ts";

export { expect };

// Signs in through the API (the cookie lands in the page's context), so a test starts on a screen, not a form;
// the e2e admin on the worker's server unless told another admin, or another server by its origin.
export async function signIn(page: Page, admin = e2eAdmin, origin = "") {
  const response = await page.request.post(`${origin}/api/admin/login`, { data: admin });
  expect(response.ok()).toBe(true);
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

// Sonner renders each toast as an <li data-sonner-toast data-type="success|error">; the newest is in front
// and older ones stay in the DOM, hidden (one visible at a time). A toast once checked is marked, so the next
// check waits for a toast of its own, even one with the same words (the second of two saves in a row). It also
// waits for the toast's entrance to end: sliding in, it can cover a control at the screen's bottom right that the
// next step clicks.
export async function expectToast(page: Page, title: string, description: string, type: "success" | "error") {
  const front = page.locator('[data-sonner-toast][data-front="true"]:not([data-checked])');
  await expect(front.locator("[data-title]")).toHaveText(title);
  await expect(front.locator("[data-description]")).toHaveText(description);
  await expect(front).toHaveAttribute("data-type", type);
  await expect(front).toBeVisible();
  await expect(front).toHaveCSS("opacity", "1");
  await front.evaluate((toast) => toast.setAttribute("data-checked", ""));
}

// Every screen behind the sign-in, from the list the client's routes and the server's 404 are held to.
export const adminRoutes = adminPages.filter((page) => page !== "/login").map((page) => page.slice(1));

export async function firstPublicProduct(page: Page) {
  const response = await page.request.get("/api/products");
  const products = (await response.json()) as Array<{ id: string; name: string; slug: string }>;
  const product = products[0];
  if (!product) throw new Error("The seeded catalogue has no active product");
  return product;
}

// Opens a long admin list on its first page of 25 and steps to the second, which the address keeps; answers the
// list's page navigation.
export async function openPagedList(page: Page, url: string, total: string, pageCount: number) {
  await page.goto(url);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText(`1–25 of ${total}`)).toBeVisible();
  await expect(pages.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages.getByText(`26–50 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  return pages;
}

/** Sends an inquiry as a visitor would and opens the owner's quote drawn from it (Make a quote). */
export async function quoteFromInquiry(
  page: Page,
  inquiry: { productId: string; contactName: string; quantity: string },
) {
  const details = { email: "buyer@gulf.example", businessType: "Hotel", needByDate: "next month" };
  const sent = await page.request.post("/api/product-inquiries", { data: { ...details, ...inquiry } });
  expect(sent.status()).toBe(201);
  await page.goto("/admin/inquiries");
  await page.getByRole("link", { name: `Make a quote for inquiry from ${inquiry.contactName}` }).click();
  return page.getByRole("form", { name: "New quote" });
}
