import { join } from "node:path";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { expect, expectToast, signIn, test } from "./helpers/admin";

// The public-site tests that run later read the built-in wording: put back every item these tests change.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const changed = ["hero_title", "theme_primary", "stats_customers", "footer_tagline_ar", "about_image"];
  for (const key of [...changed, "contact_email", "contact_facebook", "hero_subtitle"]) {
    const response = await page.request.put(`/api/content/${key}`, {
      data: { value: contentDefaultValue(key) },
    });
    expect(response.ok()).toBe(true);
  }
  await page.close();
});

test("the content screen groups items, keeps Arabic beside English and disables unchanged saves", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "Website Content Management" })).toBeVisible();
  await expect(page.getByText("Edit all text content on your website")).toBeVisible();
  const sections = page.locator("main section h2");
  await expect(sections).toHaveText([
    "Hero Section",
    "Statistics",
    "Products Section",
    "Testimonials",
    "Contact Form",
    "Shop Now Section",
    "Footer",
    "Quotes",
    "Images",
    "Colors & Styling",
  ]);
  const hero = page.locator("section", { has: page.getByRole("heading", { name: "Hero Section" }) });
  await expect(hero.locator("#content-hero_title_ar")).toHaveAttribute("dir", "rtl");
  await expect(hero.getByText("hero_title · text")).toBeVisible();
  await expect(page.locator("textarea#content-hero_description")).toHaveAttribute("rows", "4");
  await expect(
    page.getByRole("button", { name: "Save Main headline at the top of the home page", exact: true }),
  ).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save All Changes" })).toBeDisabled();
});

test("edit the hero title and a theme colour and see both on the public page", async ({
  adminPage: page,
}) => {
  const title = `Tissue that works ${Date.now()}`;
  await page.goto("/admin/content");
  await page.locator("#content-hero_title").fill(title);
  const saveTitle = page.getByRole("button", {
    name: "Save Main headline at the top of the home page",
    exact: true,
  });
  await saveTitle.click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  await expect(saveTitle).toBeDisabled();

  const colour = page.locator("#content-theme_primary");
  await colour.fill("not a colour");
  await expect(page.locator("#content-theme_primary-error")).toBeVisible();
  const saveColour = page.getByRole("button", {
    name: "Save Main brand colour (buttons, links)",
    exact: true,
  });
  await expect(saveColour).toBeDisabled();
  await colour.fill("hsl(340 80% 40%)");
  await expect(page.getByLabel("Pick Main brand colour (buttons, links)")).toHaveValue("#b8144b");
  await saveColour.click();
  await expectToast(page, "Success", "Content updated successfully", "success");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--theme-primary").trim(),
  );
  expect(primary).toBe("hsl(340 80% 40%)");
});

test("Save All Changes saves only the items that changed", async ({ adminPage: page }) => {
  const updates: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/content.update")) updates.push(r.postData() ?? "");
  });
  await page.goto("/admin/content");
  await page.locator("#content-stats_customers").fill("25000+");
  await page.locator("#content-footer_tagline_ar").fill("مناديل ممتازة منذ 1998.");
  // Typed and typed back: the value equals the stored one again, so it is not sent.
  const cta = page.locator("#content-shop_now_cta");
  const original = await cta.inputValue();
  await cta.fill(`${original}!`);
  await cta.fill(original);
  await expect(page.getByText("2 unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  expect(updates).toHaveLength(2);
  expect(updates.join()).toContain("stats_customers");
  expect(updates.join()).toContain("footer_tagline_ar");
  await expect(page.getByRole("button", { name: "Save All Changes" })).toBeDisabled();

  await page.reload();
  await expect(page.locator("#content-stats_customers")).toHaveValue("25000+");
  await expect(page.locator("#content-footer_tagline_ar")).toHaveValue("مناديل ممتازة منذ 1998.");
});

test("a bad contact detail shows its error under the field and Save All tells how many fields need attention", async ({
  adminPage: page,
}) => {
  const updates: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/content.update")) updates.push(r.postData() ?? "");
  });
  await page.goto("/admin/content");
  const email = page.locator("#content-contact_email");
  await email.fill("not-an-email");
  await expect(page.locator("#content-contact_email-error")).toHaveText(
    "Use an email address like sales@example.com",
  );
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await page.locator("#content-stats_customers").fill("");
  await expect(page.locator("#content-stats_customers-error")).toHaveText("Required");
  const subtitle = `Made in our own mill ${Date.now()}`;
  await page.locator("#content-hero_subtitle").fill(subtitle);
  await page.locator("#content-contact_facebook").fill("facebook.com/safatissue");

  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expectToast(page, "Error", "Failed to update content: 2 fields need attention", "error");
  // Only the good values were sent; the refused ones stay marked and unsaved.
  expect(updates).toHaveLength(2);
  await expect(page.locator("#content-contact_email-error")).toBeVisible();
  await expect(page.locator("#content-stats_customers-error")).toBeVisible();
  await expect(page.getByText("2 unsaved changes")).toBeVisible();
  await expect(page.locator("#content-contact_facebook")).toHaveValue("https://facebook.com/safatissue");

  await email.fill("orders@safatissue.example");
  await page.locator("#content-stats_customers").fill("12000+");
  await expect(page.locator("#content-contact_email-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(email).toHaveValue("orders@safatissue.example");
  await expect(page.locator("#content-hero_subtitle")).toHaveValue(subtitle);
});

test("an image item takes a file from the device through the presigned URL", async ({ adminPage: page }) => {
  await page.goto("/admin/content");
  const card = page.locator("div", { has: page.locator("#content-about_image") }).last();
  await card
    .getByLabel("Upload from device")
    .setInputFiles(join(import.meta.dirname, "../fixtures/pixel.webp"));
  await expectToast(page, "Image Uploaded", "Image uploaded successfully", "success");
  const origin = new URL(page.url()).origin;
  const field = page.locator("#content-about_image");
  await expect(field).toHaveValue(new RegExp(`^${origin}/objects/uploads/[^?]+$`));
  const stored = await field.inputValue();
  await page.getByRole("button", { name: "Save Picture in the About Us section", exact: true }).click();
  await expectToast(page, "Success", "Content updated successfully", "success");
  expect((await page.request.get(stored)).headers()["content-type"]).toBe("image/webp");
  // The server keeps an address on its own origin as the bare path (decision 020).
  await page.reload();
  await expect(page.locator("#content-about_image")).toHaveValue(new URL(stored).pathname);
});
