import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { adminPages } from "#shared/admin-pages.ts";
import { e2eAdmin } from "./e2e-admin";
import { workerPort } from "./own-server";

export { expect };

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

// `page` is a visitor's, signed out. `adminPage` is the e2e admin's, in a context of its own that carries the
// session cookie of one sign-in through the API per worker (`adminState`): a test starts on a screen, not on the
// login form, which admin-sign-in.e2e.ts walks through itself.
export const test = base.extend<{ adminPage: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = `http://127.0.0.1:${workerPort(workerInfo.parallelIndex)}`;
      const request = await playwright.request.newContext({ baseURL });
      const signedIn = await request.post("/api/admin/login", { data: e2eAdmin });
      if (!signedIn.ok()) throw new Error(`the e2e admin could not sign in: ${signedIn.status()}`);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
  adminPage: async ({ browser, adminState }, use) => {
    const context = await browser.newContext({ storageState: adminState });
    await use(await context.newPage());
    await context.close();
  },
});

// Signs in through the API on a server of a file's own (its origin) or as another admin; the cookie lands in the
// page's context.
export async function signIn(page: Page, admin = e2eAdmin, origin = "") {
  const response = await page.request.post(`${origin}/api/admin/login`, { data: admin });
  expect(response.ok()).toBe(true);
}

// Sonner renders each toast as an <li data-sonner-toast data-type="success|error">; the newest is in front and
// older ones stay in the DOM, hidden. A toast once checked is marked, so the next check waits for a toast of its
// own, even one with the same words (the second of two saves in a row). It also waits for the toast's entrance to
// end: sliding in, it can cover a control at the screen's bottom that the next step clicks.
export async function expectToast(page: Page, type: "success" | "error", title: string, description: string) {
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

type PublicProduct = {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  category: string;
  price: string | null;
};

export async function publicProducts(page: Page) {
  return (await (await page.request.get("/api/products")).json()) as PublicProduct[];
}

export async function firstPublicProduct(page: Page) {
  const [product] = await publicProducts(page);
  if (!product) throw new Error("The seeded catalogue has no active product");
  return product;
}

// A name no other test of the run uses.
export const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

// An admin list's cards (the main region's list items), narrowed by the search box's words in the address.
export async function openDesk(page: Page, screen: string, search: string) {
  await page.goto(`/admin/${screen}?q=${encodeURIComponent(search)}`);
  return page.getByRole("main").getByRole("listitem").filter({ hasText: search });
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
