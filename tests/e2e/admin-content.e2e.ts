import { join } from "node:path";
import type { Page } from "@playwright/test";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { expect, expectToast, test } from "./helpers/fixtures";
import { focusedName } from "./helpers/focus";
import { answerNext, leaveQuestion } from "./helpers/questions";
import { openSite, widths } from "./helpers/site";

// The Website Content screen: every text, colour and picture of the public site, in English and Arabic, saved one
// by one or all at once, and seen on the site's next load.

test("the content screen: its sections, Arabic beside English, saves waiting for a change, every shortcut on screen; bad values said at their field; leaving asks", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/content");
  await test.step("grouped in sections, each Arabic field right to left, nothing to save yet", async () => {
    await expect(page.getByRole("heading", { name: "Website Content Management" })).toBeVisible();
    await expect(page.getByText("Edit all text content on your website")).toBeVisible();
    await expect(page.locator("main section h2")).toHaveText([
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

  await test.step("at 1280 px every section's shortcut is on screen, none cut off", async () => {
    const nav = page.getByRole("navigation", { name: "Content sections" });
    await expect(nav.getByRole("link").first()).toBeVisible();
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = await nav.boundingBox();
    for (const link of await nav.getByRole("link").all()) {
      const linkBox = await link.boundingBox();
      expect(linkBox && box && linkBox.x + linkBox.width <= box.x + box.width).toBe(true);
    }
  });

  await test.step("a picture's address, a colour and an email are checked in the form, their Save disabled", async () => {
    const image = page.locator("#content-hero_image");
    await image.fill("javascript:alert(1)");
    await expect(page.locator("#content-hero_image-error")).toHaveText(
      "Use a path on this site (like /images/hero.webp) or an http(s) image address",
    );
    const card = page
      .locator("div")
      .filter({ has: image })
      .filter({ has: page.getByRole("button", { name: /^Save/ }) })
      .last();
    await expect(card.getByRole("button", { name: /^Save/ })).toBeDisabled();
    await page.locator("#content-theme_primary").fill("not a colour");
    await expect(page.locator("#content-theme_primary-error")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Save Main brand colour (buttons, links)", exact: true }),
    ).toBeDisabled();
    const email = page.locator("#content-contact_email");
    await email.fill("not-an-email");
    await expect(page.locator("#content-contact_email-error")).toHaveText(
      "Use an email address like sales@example.com",
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("leaving with unsaved edits asks first; No stays with the edits", async () => {
    const back = page.getByRole("link", { name: "Back to Dashboard" });
    const refused = answerNext(page, false);
    await back.click();
    await expect.poll(() => refused).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.locator("#content-contact_email")).toHaveValue("not-an-email");
    const agreed = answerNext(page, true);
    await back.click();
    await expect.poll(() => agreed).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

const changed = [
  "hero_title",
  "theme_primary",
  "stats_customers",
  "footer_tagline_ar",
  "about_image",
  "contact_email",
  "contact_facebook",
  "hero_subtitle",
  "contact_chat_number",
];
// The public-site tests that run later read the built-in wording: every item changed here is put back.
async function restoreContent(page: Page) {
  for (const key of changed) {
    const response = await page.request.put(`/api/content/${key}`, {
      data: { value: contentDefaultValue(key) },
    });
    expect(response.ok()).toBe(true);
  }
}

test("the owner's words, colours and pictures reach the site's next load: saved one by one or all at once, bad ones held back; Arabic keeps its own", async ({
  adminPage: page,
  page: visitor,
}) => {
  test.setTimeout(90_000);
  const updates: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/content.update")) updates.push(r.postData() ?? "");
  });
  try {
    const title = `Tissue that works ${Date.now()}`;
    await test.step("the hero title and a theme colour, each saved by its own button, which keeps the focus", async () => {
      await page.goto("/admin/content");
      await page.locator("#content-hero_title").fill(title);
      const saveTitle = page.getByRole("button", {
        name: "Save Main headline at the top of the home page",
        exact: true,
      });
      await saveTitle.click();
      await expectToast(page, "success", "Success", "Content updated successfully");
      await expect(saveTitle).toBeDisabled();
      expect(await focusedName(page)).not.toBe("body");
      await page.locator("#content-theme_primary").fill("hsl(340 80% 40%)");
      await expect(page.getByLabel("Pick Main brand colour (buttons, links)")).toHaveValue("#b8144b");
      await page
        .getByRole("button", { name: "Save Main brand colour (buttons, links)", exact: true })
        .click();
      await expectToast(page, "success", "Success", "Content updated successfully");
    });

    await test.step("Save All Changes sends only what changed, and says which values need attention", async () => {
      updates.length = 0;
      await page.locator("#content-stats_customers").fill("25000+");
      await page.locator("#content-footer_tagline_ar").fill("مناديل ممتازة منذ 1998.");
      // Typed and typed back: the value equals the stored one again, so it is not sent.
      const cta = page.locator("#content-shop_now_cta");
      const original = await cta.inputValue();
      await cta.fill(`${original}!`);
      await cta.fill(original);
      await expect(page.getByText("2 unsaved changes")).toBeVisible();
      await page.getByRole("button", { name: "Save All Changes" }).click();
      await expectToast(page, "success", "Success", "Content updated successfully");
      expect(updates).toHaveLength(2);
      expect(updates.join()).toContain("stats_customers");
      expect(updates.join()).toContain("footer_tagline_ar");
      await expect(page.getByRole("button", { name: "Save All Changes" })).toBeDisabled();

      updates.length = 0;
      const email = page.locator("#content-contact_email");
      await email.fill("not-an-email");
      await page.locator("#content-stats_customers").fill("");
      await expect(page.locator("#content-stats_customers-error")).toHaveText("Required");
      const subtitle = `Made in our own mill ${Date.now()}`;
      await page.locator("#content-hero_subtitle").fill(subtitle);
      await page.locator("#content-contact_facebook").fill("facebook.com/safatissue");
      await page.getByRole("button", { name: "Save All Changes" }).click();
      await expectToast(page, "error", "Error", "Failed to update content: 2 fields need attention");
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
      await expectToast(page, "success", "Success", "Content updated successfully");
      await expect(page.getByText("All changes saved")).toBeVisible();
      await page.reload();
      await expect(email).toHaveValue("orders@safatissue.example");
      await expect(page.locator("#content-hero_subtitle")).toHaveValue(subtitle);
      await expect(page.locator("#content-footer_tagline_ar")).toHaveValue("مناديل ممتازة منذ 1998.");
    });

    await test.step("a picture from the device, through its presigned URL, kept as a bare path", async () => {
      const card = page.locator("div", { has: page.locator("#content-about_image") }).last();
      await card
        .getByLabel("Upload from device")
        .setInputFiles(join(import.meta.dirname, "../fixtures/pixel.webp"));
      await expectToast(page, "success", "Image Uploaded", "Image uploaded successfully");
      const origin = new URL(page.url()).origin;
      const field = page.locator("#content-about_image");
      await expect(field).toHaveValue(new RegExp(`^${origin}/objects/uploads/[^?]+$`));
      const stored = await field.inputValue();
      await page.getByRole("button", { name: "Save Picture in the About Us section", exact: true }).click();
      await expectToast(page, "success", "Success", "Content updated successfully");
      expect((await page.request.get(stored)).headers()["content-type"]).toBe("image/webp");
      // The server keeps an address on its own origin as the bare path (decision 020).
      await page.reload();
      await expect(page.locator("#content-about_image")).toHaveValue(new URL(stored).pathname);
    });

    await test.step("the site's next load shows the title, the colour, the picture and the chat number; Arabic keeps its title", async () => {
      await page.locator("#content-contact_chat_number").fill("971500000001");
      await page.getByRole("button", { name: "Save All Changes" }).click();
      await expectToast(page, "success", "Success", "Content updated successfully");
      await openSite(visitor, "/", widths.desktop);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(
        await visitor.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--theme-primary").trim(),
        ),
      ).toBe("hsl(340 80% 40%)");
      await expect(visitor.getByRole("link", { name: "Learn More" })).toHaveCSS(
        "background-color",
        "rgb(184, 20, 75)",
      );
      await expect(visitor.locator("#about img")).toHaveAttribute("src", /\/objects\/uploads\//);
      await expect(visitor.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
        "href",
        "https://wa.me/971500000001",
      );
      await openSite(visitor, "/ar", widths.desktop);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
        contentDefaultValue("hero_title_ar"),
      );
    });
  } finally {
    await restoreContent(page);
  }
});
