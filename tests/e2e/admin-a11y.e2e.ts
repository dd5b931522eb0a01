import type { Page } from "@playwright/test";
import { adminRoutes, expect, firstPublicProduct, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";

async function expectNoViolations(page: Page, label: string) {
  expect((await axeViolations(page)).map((violation) => `${label}: ${violation}`)).toEqual([]);
}

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

// One page load: the login page at the browser's own size, then resized to each width.
test("the login page has no accessibility violations, at 375 and 1280 px", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expectNoViolations(page, "login");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page, `login ${width}`);
  }
});

for (const width of [375, 1280]) {
  test(`the product dialog and a toast have no accessibility violations at ${width} px`, async ({
    adminPage: page,
  }) => {
    // A product of this test's own to delete: the sample catalogue stays whole for the other tests.
    const name = `Axe Toast Rolls ${width} ${Date.now()}`;
    const created = await page.request.post("/api/products", {
      // Not "other": admin-catalogue.e2e.ts deletes that category on the same server.
      data: { name, description: "Deleted by the accessibility test.", category: "facial" },
    });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, `product dialog ${width}`);
    await page.getByRole("dialog").getByRole("button", { name: "Create Product" }).click();
    await expect(page.getByText("Product name is required")).toBeVisible();
    await expectNoViolations(page, `product dialog with errors ${width}`);
    await page.keyboard.press("Escape");
    page.once("dialog", (d) => d.accept());
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toBeVisible();
    await expectNoViolations(page, `toast ${width}`);
  });
}

// Each screen is opened once and scanned at both widths (the admin's layout follows the width in CSS alone), for
// axe and for values shown whole; the screens are split over two tests, as each half takes a while on a shared
// two-core machine.
const halves = [adminRoutes.slice(0, 10), adminRoutes.slice(10)];
for (const [half, routes] of halves.entries()) {
  test(`every admin screen, with data, has no accessibility violations and shows its values whole, at 375 and 1280 px (part ${half + 1})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
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
    for (const route of routes) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/admin/${route}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      await expectNoViolations(page, `${route} 375`);
      await expectWholeValues(page, `${route} 375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoViolations(page, `${route} 1280`);
      await expectWholeValues(page, `${route} 1280`);
    }
  });
}

test("the dashboard counts what waits for attention", async ({ adminPage: page }) => {
  const inquiries = (await (await page.request.get("/api/product-inquiries")).json()) as { status: string }[];
  const testimonials = (await (await page.request.get("/api/admin/testimonials")).json()) as {
    approved: boolean;
  }[];
  await page.goto("/admin/dashboard");
  const pendingInquiries = inquiries.filter((i) => i.status === "pending").length;
  const pendingTestimonials = testimonials.filter((t) => !t.approved).length;
  await expect(page.getByRole("link", { name: /^Product Inquiries/ })).toContainText(
    `${pendingInquiries} pending`,
  );
  await expect(page.getByRole("link", { name: /^Testimonials/ })).toContainText(
    `${pendingTestimonials} awaiting approval`,
  );
});
