import { expect, type Page, test } from "@playwright/test";
import { openSite, section } from "./helpers/site";

const cards = (page: Page) => section(page, "products").locator("article");

for (const width of [640, 768, 1024]) {
  test(`at ${width} px descriptions show exactly three lines and the card footers line up`, async ({
    page,
  }) => {
    await openSite(page, "/", width);
    const measured = await cards(page).evaluateAll((articles) =>
      articles.slice(0, 6).map((article) => {
        const text = article.querySelector("p.line-clamp-3") as HTMLElement;
        const footer = article.querySelector("div.border-t") as HTMLElement;
        const lines =
          text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight);
        const box = footer.getBoundingClientRect();
        return {
          lines: Math.round(lines * 10) / 10,
          top: Math.round(box.top),
          height: Math.round(box.height),
        };
      }),
    );
    for (const card of measured) expect(card.lines).toBeLessThanOrEqual(3);
    // Cards side by side (the same row) have their footers at the same height and of the same size.
    const rows = new Map<number, typeof measured>();
    for (const card of measured)
      rows.set(Math.round(card.top / 200), [...(rows.get(Math.round(card.top / 200)) ?? []), card]);
    for (const row of rows.values()) {
      expect(new Set(row.map((card) => card.top)).size).toBe(1);
      expect(new Set(row.map((card) => card.height)).size).toBe(1);
    }
  });
}

test("at 375 px the opening hours never break inside the days or the hours", async ({ page }) => {
  await openSite(page, "/", 375);
  const heights = await section(page, "contact")
    .locator("li span.whitespace-nowrap")
    .evaluateAll((spans) =>
      spans.map(
        (span) => span.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(span).lineHeight),
      ),
    );
  expect(heights.length).toBeGreaterThanOrEqual(4);
  for (const lines of heights) expect(lines).toBeLessThan(1.5);
});

for (const width of [1024, 1280]) {
  test(`at ${width} px the Ready to order panel has no empty gap above its button`, async ({ page }) => {
    await openSite(page, "/", width);
    const panel = section(page, "testimonials")
      .locator("div.bg-brand")
      .filter({ hasText: "Ready to order?" });
    const gap = await panel.evaluate((element) => {
      const list = element.querySelector("ul") as HTMLElement;
      const button = element.querySelector("a") as HTMLElement;
      return button.getBoundingClientRect().top - list.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(40);
  });
}

for (const width of [320, 375]) {
  test(`at ${width} px the chat button covers no text or control of the first screen`, async ({ page }) => {
    await openSite(page, "/", width);
    const covered = await page.evaluate(() => {
      const button = document.querySelector('aside a[href*="wa.me"]')?.getBoundingClientRect();
      if (!button) return ["no chat button"];
      return [
        ...document.querySelectorAll("section#home a, section#home button, section#home p, section#home h1"),
      ]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.bottom > button.top &&
            box.top < button.bottom &&
            box.right > button.left &&
            box.left < button.right
          );
        })
        .map((element) => element.textContent?.trim() ?? element.tagName);
    });
    expect(covered).toEqual([]);
  });
}

test("at 375 px the Arabic toast is centred", async ({ page }) => {
  await openSite(page, "/ar", 375);
  const form = section(page, "contact").locator("form");
  await form.getByLabel("الاسم").fill("أمل");
  await form.getByLabel("البريد الإلكتروني").fill("amal@example.com");
  await form.getByLabel("الرسالة").fill("أرجو إرسال قائمة الأسعار.");
  await form.locator('button[type="submit"]').click();
  const toast = page.locator("[data-sonner-toast][data-visible=true]");
  await expect(toast).toBeVisible({ timeout: 15_000 });
  const box = await toast.boundingBox();
  const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  expect(Math.abs(centre - 375 / 2)).toBeLessThanOrEqual(4);
});
