import { expect, type Page, test } from "@playwright/test";
import { waitForReact } from "./helpers/site";

// What the first screen costs the browser: docs/decisions/053.

// Text is drawn in the platform's own interface font: a web font was asked for at the highest priority beside
// the hero image, and its swap was the page's only layout shift.
test("no font file is downloaded, in English or Arabic, before or after React wakes", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "font") fonts.push(req.url());
  });
  for (const path of ["/", "/ar"]) {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForReact(page);
    // A face the page asked for is "loading" or "loaded" until its file has come or failed; none may be either.
    const facesInUse = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status !== "unloaded").map((face) => face.family);
    });
    expect(facesInUse, path).toEqual([]);
  }
  expect(fonts).toEqual([]);
});

// true once the browser has laid the element out; false while its section waits for the viewport.
const laidOut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

test("the sections below the first screen are laid out as they come near, and are whole when reached", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/", { waitUntil: "load" });
  expect(await laidOut(page, "#home h1")).toBe(true);
  expect(await laidOut(page, "section#contact h2")).toBe(false);
  expect(await laidOut(page, "section#testimonials h2")).toBe(false);

  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(page, "section#contact h2")).toBe(true);
  await expect(page.locator("section#contact form").getByLabel("Name")).toBeVisible();
});

// A section waiting for the viewport counts as high as its stand-in. Content that a tool lays out early (axe reads
// every target's box) must stay inside it, or it overlaps the next section in layout, where no person sees it:
// axe then reported the testimonial form's button 1 px from the contact section's WhatsApp link at 375 px.
const sectionSizes = () =>
  [...document.querySelectorAll<HTMLElement>("section.below-fold")].map((section) => {
    const box = section.getBoundingClientRect();
    const style = getComputedStyle(section);
    const contentBottom = box.bottom - Number.parseFloat(style.paddingBottom);
    const deepest = Math.max(
      ...[...section.querySelectorAll("*")].map((el) => el.getBoundingClientRect().bottom),
    );
    return { id: section.id, height: box.height, overflow: Math.round(deepest - contentBottom) };
  });

for (const path of ["/", "/ar"]) {
  test(`every section's stand-in holds its content and is close to its real height, at every width, on ${path}`, async ({
    page,
  }) => {
    for (const width of [320, 375, 639, 640, 800, 1023, 1024, 1279, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: "load" });
      const before = await page.evaluate(sectionSizes);
      await page.evaluate(() => document.documentElement.classList.add("laid-out"));
      const real = await page.evaluate(sectionSizes);
      for (const [i, section] of before.entries()) {
        const what = `${section.id} at ${width} px`;
        expect(section.overflow, what).toBeLessThanOrEqual(Math.max(0, real[i]?.overflow ?? 0));
        expect(section.height, what).toBeGreaterThanOrEqual(real[i]?.height ?? 0);
        expect(section.height, what).toBeLessThanOrEqual((real[i]?.height ?? 0) * 1.15);
      }
    }
  });
}

// The first screen is painted by the inline CSS alone; the rest of the page waits for the stylesheet linked at the
// fold, so no section below is ever shown unstyled, with or without script (docs/decisions/053).
for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 1280]) {
    test(`with the stylesheet held back, the header and the hero paint styled and nothing below shows: ${width} px, script ${javaScriptEnabled ? "on" : "off"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "commit" });
      const title = page.locator("#home h1");
      await expect(title).toBeVisible();
      expect(await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
        32,
      );
      await expect(page.locator("#home img")).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
      await expect(page.locator("[data-fold]")).toHaveCount(0);
      await expect(page.locator("footer")).toHaveCount(0);

      release();
      await expect(page.locator("[data-fold] ul")).toHaveCSS("display", "grid");
      await expect(page.locator("section#products")).toHaveCSS("background-color", /^oklch\(0\.984 /);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await context.close();
    });
  }
}
