import { test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "#tests/e2e/helpers/e2e-admin.ts";

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

// Sonner renders each toast as an <li data-sonner-toast data-type="success|error">; the newest is in front
// and older ones stay in the DOM, hidden (one visible at a time).
export async function expectToast(page: Page, title: string, description: string, type: "success" | "error") {
  const front = page.locator('[data-sonner-toast][data-front="true"]');
  await expect(front.locator("[data-title]")).toHaveText(title);
  await expect(front.locator("[data-description]")).toHaveText(description);
  await expect(front).toHaveAttribute("data-type", type);
  await expect(front).toBeVisible();
}

export const adminRoutes = [
  "dashboard",
  "contacts",
  "products",
  "testimonials",
  "content",
  "inquiries",
  "email",
  "settings",
  "newsletter",
  "campaigns",
  "backups",
  "account",
  "users",
  "blog",
  "quotes",
  "appointments",
  "activity",
  "analytics",
  "samples",
] as const;

export async function firstPublicProduct(page: Page) {
  const response = await page.request.get("/api/products");
  const products = (await response.json()) as Array<{ id: string; name: string; slug: string }>;
  const product = products[0];
  if (!product) throw new Error("The seeded catalogue has no active product");
  return product;
}
