import { test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../../playwright.config";

export { expect };

// Signs in through the API (the cookie lands in the page's context), so a test starts on a screen, not a form.
export async function signIn(page: Page) {
  const response = await page.request.post("/api/admin/login", { data: e2eAdmin });
  expect(response.ok()).toBe(true);
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

// Sonner renders each toast as an <li data-sonner-toast data-type="success|error">.
export function toast(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) });
}

export async function expectToast(page: Page, title: string, description: string, type: "success" | "error") {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  await expect(shown.locator("[data-description]")).toHaveText(description);
  await expect(shown).toHaveAttribute("data-type", type);
}

export const adminRoutes = [
  "dashboard",
  "contacts",
  "products",
  "testimonials",
  "content",
  "inquiries",
] as const;

export async function firstPublicProduct(page: Page) {
  const response = await page.request.get("/api/products");
  const products = (await response.json()) as Array<{ id: string; name: string }>;
  const product = products[0];
  if (!product) throw new Error("The seeded catalogue has no active product");
  return product;
}
