import { expect, test } from "@playwright/test";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { axeViolations } from "./helpers/axe";
import { expectToast, openSite, section, waitForReact, widths } from "./helpers/site";

test("/ar is the Arabic page: rtl, Arabic texts, mirrored, hydrated without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await openSite(page, "/ar", widths.desktop);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title_ar"));
  const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
  for (const label of ["الرئيسية", "من نحن", "المنتجات", "آراء العملاء", "اتصل بنا"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "جودة عالية" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "أفضل الأسعار" })).toBeVisible();
  await expect(page.getByText(contentDefaultValue("contact_hours_sunday_ar"))).toBeVisible();
  await expect(section(page, "products").getByRole("link", { name: "اطلب الآن" }).first()).toBeVisible();

  // Mirrored: the brand sits at the right edge, the primary call to action left of the headline.
  const brand = await page.locator("header a").first().boundingBox();
  expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(widths.desktop - 80);
  // Prices and phone numbers keep their left-to-right order.
  await expect(section(page, "contact").locator('a[href^="tel:"]')).toHaveAttribute("dir", "ltr");
  expect(problems).toEqual([]);
});

test("the Arabic forms speak Arabic: validation and toasts", async ({ page }) => {
  await openSite(page, "/ar", widths.phone);
  const form = section(page, "contact").locator("form");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(form.getByText("هذا الحقل مطلوب")).toHaveCount(3);
  await form.getByLabel("الاسم").fill("سارة");
  await form.getByLabel("البريد الإلكتروني").fill("sara@example.com");
  await form.getByLabel("الرسالة").fill("أرغب في عرض سعر");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expectToast(page, "success", "تم إرسال الرسالة!", "شكرًا على رسالتك! سنعود إليك قريبًا.");
});

test("the language toggle switches, is remembered in a cookie, and survives a reload", async ({
  page,
  context,
}) => {
  await openSite(page, "/", widths.phone);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Arabic" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title_ar"));
  const cookie = (await context.cookies()).find((c) => c.name === "lang");
  expect(cookie).toMatchObject({ value: "ar", path: "/", sameSite: "Lax" });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);

  await waitForReact(page);
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("axe finds no violation in the open inquiry dialog", async ({ page }) => {
  await openSite(page, "/ar", widths.desktop);
  await section(page, "products").getByRole("link", { name: "اطلب الآن" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "إرسال الطلب" }).click();
  expect(await axeViolations(page, { include: '[role="dialog"]', tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
});

test("the language toggle brings the whole page into the other language: title, canonical, og: tags, lang, dir", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    }));
  const english = await head();
  await page.getByRole("link", { name: "Arabic" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect.poll(async () => (await head()).lang).toBe("ar");
  const arabic = await head();
  expect(arabic).toMatchObject({ dir: "rtl", ogLocale: "ar_AR" });
  expect(arabic.canonical).toMatch(/\/ar$/);
  expect(arabic.ogUrl).toMatch(/\/ar$/);
  expect(arabic.title).toContain(contentDefaultValue("hero_title_ar"));
  expect(arabic.ogTitle).toBe(arabic.title);
  expect(arabic.title).not.toBe(english.title);
});
