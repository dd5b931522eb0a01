import { nextWeekday } from "#tests/helpers/booking.ts";
import { expect, firstPublicProduct, test } from "./helpers/admin";
import { picture, takingScreenshots } from "./helpers/screens";

// Design review aid, not a check: `SCREENSHOTS=1 bunx playwright test admin-screenshots` writes .tmp/screens/.
test.skip(!takingScreenshots, "set SCREENSHOTS=1 to take the admin screenshots");

const widths = [375, 1280];
const screens = [
  "dashboard",
  "contacts",
  "products",
  "categories",
  "testimonials",
  "content",
  "inquiries",
  "samples",
  "appointments",
  "account",
  "users",
];

test("screenshots of every admin screen at phone and desktop widths", async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const product = await firstPublicProduct(page);
  await page.request.post("/api/contact", {
    data: {
      name: "Omar Khalil",
      email: "omar@grandhotel.example",
      message: "Do you offer private-label napkins?",
    },
  });
  await page.request.post("/api/testimonials", {
    data: {
      name: "Nadia Saleh",
      experience: "Clinic owner",
      text: "Great quality and always on time.",
      rating: 5,
    },
  });
  await page.request.post("/api/product-inquiries", {
    data: {
      productId: product.id,
      contactName: "Karim Mansour",
      email: "karim@cafe.example",
      phone: "+971 50 555 0101",
      businessType: "Restaurant",
      quantity: "60 cartons a month",
      needByDate: "Before 15 December",
      additionalNotes: "Please quote with delivery to Dubai Marina.",
    },
  });
  await page.request.post("/api/sample-requests", {
    data: {
      productId: product.id,
      companyName: "Delta Cafe",
      contactPerson: "Mona Adel",
      email: "mona@deltacafe.example",
      phone: "+20 100 555 0199",
      deliveryAddress: "12 Corniche St, Alexandria",
      quantity: "2 cartons",
    },
  });
  await page.request.post("/api/appointments", {
    data: {
      companyName: "Blue Clinic",
      contactPerson: "Huda Saleh",
      email: "huda@blueclinic.example",
      phone: "+966 55 000 0001",
      date: nextWeekday(3, 10),
      time: "11:00",
    },
  });

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(`/admin/${screen}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      await picture(page, `${screen}-${width}`, { fullPage: true, animations: "disabled" });
    }
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await picture(page, `product-dialog-${width}`, { animations: "disabled" });
  }
  await page.context().clearCookies();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await picture(page, `login-${width}`, { fullPage: true, animations: "disabled" });
  }
});
