import type { Page } from "@playwright/test";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { expect, test } from "./helpers/fixtures";
import { picture } from "./helpers/screens";
import { openSite, section, waitForReact, watchNetwork, widths } from "./helpers/site";

// Both languages of the site: /ar mirrored and in Arabic, the toggle that carries the whole page over and is
// remembered, and the not-found pages in the visitor's language.

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
  }));

test("the language toggle brings the whole page into Arabic, mirrored, and back; the choice is remembered", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await test.step("the toggle carries the title, canonical, og: tags, lang and dir over", async () => {
    await openSite(page, "/", widths.desktop);
    const english = await head(page);
    await page.getByRole("link", { name: "Arabic" }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect.poll(async () => (await head(page)).lang).toBe("ar");
    const arabic = await head(page);
    expect(arabic).toMatchObject({ dir: "rtl", ogLocale: "ar_AR" });
    expect(arabic.canonical).toMatch(/\/ar$/);
    expect(arabic.ogUrl).toMatch(/\/ar$/);
    expect(arabic.title).toContain(contentDefaultValue("hero_title_ar"));
    expect(arabic.ogTitle).toBe(arabic.title);
    expect(arabic.title).not.toBe(english.title);
  });

  await test.step("/ar reads in Arabic, mirrored, its numbers left to right", async () => {
    await waitForReact(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title_ar"));
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    for (const label of ["الرئيسية", "من نحن", "المنتجات", "آراء العملاء", "اتصل بنا"])
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "جودة عالية" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "أفضل الأسعار" })).toBeVisible();
    await expect(page.getByText(contentDefaultValue("contact_hours_sunday_ar"))).toBeVisible();
    await expect(section(page, "products").getByRole("link", { name: "اطلب الآن" }).first()).toBeVisible();
    // Mirrored: the brand sits at the right edge.
    const brand = await page.locator("header a").first().boundingBox();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(widths.desktop - 80);
    await expect(section(page, "contact").locator('a[href^="tel:"]')).toHaveAttribute("dir", "ltr");
  });

  await test.step("chosen from the phone menu, it is remembered across a reload and a visit to /, both ways", async () => {
    await page.context().clearCookies();
    await openSite(page, "/", widths.phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Arabic" }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
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

  await test.step("/ar/ leads to /ar", async () => {
    await page.goto("/ar/");
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
  expect(problems).toEqual([]);
});

test("without JavaScript the toggle and the menu are plain links, the choice is remembered, and a link lands on its section", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await page.goto("/");
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await picture(page, "nojs-menu-375");
  await page.locator("#mobile-menu").getByRole("link", { name: "Arabic" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await picture(page, "nojs-ar-375");
  await page.setViewportSize({ width: widths.desktop, height: 800 });
  await picture(page, "nojs-ar-1280");
  // The choice is remembered by the server, both ways.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);
  await page.getByRole("banner").getByRole("link", { name: "EN" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);

  // The sections below the first screen are laid out only as they come near (docs/decisions/053); a link's jump
  // must still land on its target.
  await page.goto("/", { waitUntil: "load" });
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("section#contact h2")).toBeInViewport();
  await context.close();
});

test("an unknown address is the not-found page in the visitor's language, a page with no script", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const open = async (path: string) => {
    const network = watchNetwork(page);
    const response = await page.goto(path);
    await network.quiet();
    await expect(page.locator("script")).toHaveCount(0);
    return response?.status();
  };

  expect(await open("/no-such-page")).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();

  // /AR is not the Arabic page.
  expect(await open("/AR")).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.locator("section#products")).toHaveCount(0);

  expect(await open("/ar/no-such-page")).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 الصفحة غير موجودة");
  await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/ar");

  expect((await page.goto("/admin/no-such-screen"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  expect(problems).toEqual([]);
});
