import { nextWeekday } from "#tests/helpers/booking.ts";
import { expect, firstPublicProduct, test } from "./helpers/fixtures";
import { picture, takingScreenshots } from "./helpers/screens";
import { openSite, watchNetwork, widths } from "./helpers/site";

// Design review aid, not a check: `SCREENSHOTS=1 bunx playwright test screens` writes full-page pictures to
// .tmp/screens/: the site in both languages at phone, tablet and desktop widths, with its menu and a dialog open,
// and every admin screen with data at phone and desktop widths. The journeys add pictures of their own screens.
test.skip(!takingScreenshots, "set SCREENSHOTS=1 to take the screenshots");

test("pictures of the site in both languages, at phone, tablet and desktop widths, its menu and a dialog open", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  for (const lang of ["en", "ar"] as const) {
    for (const width of [widths.phone, widths.desktop]) {
      // A page of its own for each picture, whose network falls quiet once its lazy images are in.
      const shot = await browser.newPage();
      const network = watchNetwork(shot);
      await openSite(shot, lang === "ar" ? "/ar" : "/", width);
      // Lazy images load only near the viewport: pass over the page once so the picture shows them.
      for (let y = 0; y < (await shot.evaluate(() => document.body.scrollHeight)); y += 600) {
        await shot.mouse.wheel(0, 600);
      }
      await network.quiet();
      await shot.evaluate(() => window.scrollTo(0, 0));
      await shot.evaluate(() => document.fonts.ready);
      await picture(shot, `site-${lang}-${width}`, { fullPage: true, animations: "disabled" });
      await shot.close();
    }
  }
  await openSite(page, "/", widths.phone);
  await page.getByRole("button", { name: "Open menu" }).click();
  await picture(page, "site-en-375-menu", { animations: "disabled" });
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.getByRole("link", { name: "Place Order" }).first().click();
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await picture(page, "site-en-375-dialog", { animations: "disabled" });
  await openSite(page, "/ar", widths.tablet);
  await picture(page, "site-ar-800", { fullPage: true, animations: "disabled" });
});

const adminWidths = [375, 1280];
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

test("pictures of every admin screen with data, and its login, at phone and desktop widths", async ({
  adminPage: page,
}) => {
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

  for (const width of adminWidths) {
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
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await picture(page, `login-${width}`, { fullPage: true, animations: "disabled" });
  }
});
