import type { Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { adminRoutes, expect, firstPublicProduct, test } from "./helpers/fixtures";
import { layOutWholePage, openSite, section, watchNetwork } from "./helpers/site";

// axe (WCAG 2.0-2.2 A and AA and its best practices, helpers/axe.ts) on every screen a person meets: the landing page
// with what opens over it, the plain pages, and every admin screen with data. The dialogs and toasts of the forms are
// scanned where their journeys open them too.

const expectNoViolations = async (page: Page, label: string) =>
  expect((await axeViolations(page)).map((violation) => `${label}: ${violation}`)).toEqual([]);

for (const path of ["/", "/ar"]) {
  test(`${path} at 375 and 1280 px has one outline and no violation, nor with the menu, the inquiry dialog or a toast open`, async ({
    page,
  }) => {
    // Several scans of the longest page: on a busy two-core machine each takes seconds.
    test.setTimeout(90_000);
    for (const width of [375, 1280]) {
      await test.step(`at ${width} px`, async () => {
        await openSite(page, path, width);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        for (const landmark of ["banner", "main", "contentinfo"] as const)
          await expect(page.getByRole(landmark)).toHaveCount(1);
        await layOutWholePage(page);
        await expectNoViolations(page, `${path} ${width}`);
        if (width === 375) {
          await page.locator("header button[aria-controls]").first().click();
          await expectNoViolations(page, `${path} menu`);
          await page.keyboard.press("Escape");
        }
        await section(page, "products")
          .locator("article")
          .first()
          .getByRole("link", { name: path === "/ar" ? "اطلب الآن" : "Place Order" })
          .click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoViolations(page, `${path} ${width} dialog`);
        await page.keyboard.press("Escape");
        await page.route("**/contact", (route) => route.fulfill({ status: 400, json: { message: "Bad" } }));
        const form = section(page, "contact").locator("form");
        await form.locator("input").nth(1).fill("Amal");
        await form.locator('input[type="email"]').fill("amal@example.com");
        await form.locator("textarea").fill("Hello there, please send prices.");
        await form.locator('button[type="submit"]').click();
        await expect(page.locator("[data-sonner-toast][data-visible=true]")).toBeVisible();
        await expectNoViolations(page, `${path} ${width} toast`);
        await page.unrouteAll();
      });
    }
  });
}

test("the plain pages, with their errors, in both languages: an inquiry, a sample request, a booking, the not-found pages, the admin's login", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const product = await firstPublicProduct(page);
  for (const path of [
    `/inquiry/${product.id}`,
    `/ar/inquiry/${product.id}`,
    `/products/${product.slug}/sample`,
    `/ar/products/${product.slug}/sample`,
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectNoViolations(page, path);
      await page.getByRole("main").locator('form button[type="submit"]').click();
      await expect(page.locator('[role="alert"]').first()).toBeVisible();
      await expectNoViolations(page, `${path} with errors`);
    });
  }
  for (const path of ["/book", "/no-such-page", "/ar/no-such-page", "/inquiry/none"]) {
    await test.step(path, async () => {
      const network = watchNetwork(page);
      await page.goto(path);
      await network.quiet();
      await expectNoViolations(page, path);
    });
  }
  await test.step("the admin's login, at the browser's size, then 375 and 1280 px", async () => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectNoViolations(page, "login");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoViolations(page, `login ${width}`);
    }
  });
});

// A select's value in its 40 px box and a badge in its pill are shown whole: on two lines they spill out of the box
// or break the pill, cut short they lose words.
async function expectWholeValues(page: Page, label: string) {
  const broken = await page
    .locator('[role="combobox"] > span, [data-slot="badge"]')
    .evaluateAll((parts) =>
      parts
        .filter((part) => part.getBoundingClientRect().height > 26 || part.scrollWidth > part.clientWidth)
        .map((part) => part.textContent ?? ""),
    );
  expect(broken.map((text) => `${label}: ${text}`)).toEqual([]);
}

// Each screen is opened once and scanned at both widths: the admin's layout follows the width in CSS alone.
test("every admin screen, with data, has no violation and shows its values whole, at 375 and 1280 px", async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  const product = await firstPublicProduct(page);
  await page.request.post("/api/contact", {
    data: { name: "Axe", email: "axe@example.com", message: "Hello" },
  });
  await page.request.post("/api/testimonials", {
    data: { name: "Axe", text: "A pending testimonial text.", rating: 3 },
  });
  await page.request.post("/api/product-inquiries", {
    data: {
      productId: product.id,
      contactName: "Axe",
      email: "axe@example.com",
      businessType: "Clinic",
      quantity: "5",
      needByDate: "soon",
      additionalNotes: "Notes",
    },
  });
  for (const route of adminRoutes) {
    await test.step(route, async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/admin/${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      await expectNoViolations(page, `${route} 375`);
      await expectWholeValues(page, `${route} 375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoViolations(page, `${route} 1280`);
      await expectWholeValues(page, `${route} 1280`);
    });
  }
});
