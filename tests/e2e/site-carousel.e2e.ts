import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import {
  carousel,
  carouselPosition,
  layOutWholePage,
  openSite,
  publicTestimonials,
  slidesInView,
  widths,
} from "./helpers/site";

// The testimonials' carousel: as many cards as the width holds, a dot for each, arrows that wrap, a timer that
// waits for the visitor.

// The admin shell carries no data, so going from there to a landing page makes the client fetch its lists itself:
// a test that stands in for the testimonials' list is heard.
async function landFromAdminShell(page: Page, path: string, width: number) {
  await openSite(page, "/admin/login", width);
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("at 375, 800 and 1280 px it shows 1, 2 or 3 cards, a dot per testimonial, and wraps both ways; in Arabic it runs right to left", async ({
  page,
}) => {
  const count = (await publicTestimonials(page)).length;
  for (const { width, perView } of [
    { width: widths.phone, perView: 1 },
    { width: widths.tablet, perView: 2 },
    { width: widths.desktop, perView: 3 },
  ]) {
    await test.step(`${perView} at ${width} px`, async () => {
      const last = count - perView;
      await openSite(page, "/", width);
      await carousel(page).scrollIntoViewIfNeeded();
      await expect.poll(() => slidesInView(page)).toBe(perView);
      const dots = carousel(page).getByRole("button", { name: /^Go to testimonial/ });
      await expect(dots).toHaveCount(count);
      await expect(dots.first()).toHaveAttribute("aria-current", "true");
      const next = carousel(page).getByRole("button", { name: "Next testimonials" });
      await carousel(page).getByRole("button", { name: "Previous testimonials" }).click();
      expect(await carouselPosition(page)).toBe(last);
      await expect(dots.nth(last)).toHaveAttribute("aria-current", "true");
      await next.click();
      expect(await carouselPosition(page)).toBe(0);
      await next.click();
      expect(await carouselPosition(page)).toBe(1);
      await expect.poll(() => slidesInView(page)).toBe(perView);
      // A dot past the last allowed position jumps to that position, and the clicked dot is the one lit.
      for (const index of [count - 1, count - 2]) {
        await dots.nth(index).click();
        expect(await carouselPosition(page)).toBe(Math.min(index, last));
        await expect(dots.nth(index)).toHaveAttribute("aria-current", "true");
        await expect(carousel(page).locator('[aria-current="true"]')).toHaveCount(1);
      }
      await expect.poll(() => slidesInView(page)).toBe(perView);
      await dots.nth(0).click();
      expect(await carouselPosition(page)).toBe(0);
    });
  }

  await test.step("in Arabic the track and the dots run right to left, the cards in view the ones the dots say", async () => {
    await openSite(page, "/ar", widths.desktop);
    await carousel(page).hover();
    const dots = carousel(page).getByRole("button", { name: /^انتقل إلى الرأي/ });
    const inView = () =>
      carousel(page).evaluate((root) => {
        const frame = root.firstElementChild?.getBoundingClientRect();
        return [...root.querySelectorAll('[aria-roledescription="slide"]')]
          .map((slide, index) => ({ index, box: slide.getBoundingClientRect() }))
          .filter(({ box }) => frame && box.left >= frame.left - 1 && box.right <= frame.right + 1)
          .map(({ index }) => index);
      });
    await expect.poll(inView).toEqual([0, 1, 2]);
    await carousel(page).getByRole("button", { name: "الآراء التالية" }).click();
    expect(await carouselPosition(page)).toBe(1);
    await expect.poll(inView).toEqual([1, 2, 3]);
    const first = await dots.first().boundingBox();
    const last = await dots.last().boundingBox();
    expect(first?.x ?? 0).toBeGreaterThan(last?.x ?? 0);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  });
});

test("it advances every 5 seconds, wraps to the start, and waits while hovered or focused; the slide lasts 500 ms, none for reduced motion", async ({
  page,
}) => {
  const count = (await publicTestimonials(page)).length;
  await page.clock.install();
  await openSite(page, "/", widths.desktop);
  const last = count - 3;
  await test.step("every 5 seconds, wrapping to the start", async () => {
    // Hovering stops the timer; with the clock paused the next one starts at a known moment.
    await carousel(page).hover();
    await carousel(page)
      .getByRole("button", { name: /^Go to testimonial/ })
      .first()
      .click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    // Clicking outside takes both the pointer and the focus away.
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(4900);
    expect(await carouselPosition(page)).toBe(0);
    await page.clock.runFor(200);
    expect(await carouselPosition(page)).toBe(1);
    for (let step = 2; step <= last; step++) await page.clock.runFor(5000);
    expect(await carouselPosition(page)).toBe(last);
    await page.clock.runFor(5000);
    expect(await carouselPosition(page)).toBe(0);
  });

  await test.step("not while the pointer is over it or focus is in it", async () => {
    await carousel(page).hover();
    await page.clock.runFor(15_000);
    expect(await carouselPosition(page)).toBe(0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    expect(await carouselPosition(page)).toBe(1);
    await carousel(page)
      .getByRole("button", { name: /^Go to testimonial/ })
      .first()
      .focus();
    await page.clock.runFor(15_000);
    expect(await carouselPosition(page)).toBe(1);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(5000);
    expect(await carouselPosition(page)).toBe(2);
  });

  await test.step("the slide lasts 500 ms, and is instant for people who ask for reduced motion", async () => {
    const track = carousel(page).locator("ul").first();
    await expect(track).toHaveCSS("transition-duration", "0.5s");
    await expect(track).toHaveCSS("transition-property", /^transform/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("transition-property", "none");
  });
});

test("with other numbers of testimonials: skeletons while loading, nothing with none, still with two, and a dozen's arrows beside the chat button", async ({
  page,
  browser,
}) => {
  await test.step("loading shows 3 skeleton cards; with no testimonials the carousel renders nothing", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/trpc/testimonials.list**", async (route) => {
      await held;
      await route.fulfill({ json: { result: { data: [] } } });
    });
    await landFromAdminShell(page, "/", widths.desktop);
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(3);
    release();
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(0);
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Share Your Experience" })).toBeVisible();
    await page.unrouteAll();
  });

  await test.step("with no more testimonials than cards per view it stays still, each with its stars", async () => {
    const two = [1, 2].map((n) => ({
      id: `t${n}`,
      name: `Buyer ${n}`,
      experience: null,
      text: "Great tissue, great service.",
      rating: n + 3,
      createdAt: new Date().toISOString(),
    }));
    const still = await browser.newPage();
    await still.route("**/trpc/testimonials.list**", (route) =>
      route.fulfill({ json: { result: { data: two } } }),
    );
    await still.clock.install();
    await landFromAdminShell(still, "/", widths.tablet);
    await expect(carousel(still).getByRole("button", { name: /^Go to testimonial/ })).toHaveCount(2);
    await expect(carousel(still).getByRole("button", { name: "Next testimonials" })).toBeDisabled();
    await still.clock.runFor(12_000);
    await expect(carousel(still)).toHaveAttribute("data-position", "0");
    await expect(carousel(still).getByRole("img", { name: "Rated 5 out of 5" }).locator("svg")).toHaveCount(
      5,
    );
    await expect(carousel(still).getByRole("img", { name: "Rated 4 out of 5" }).locator("svg")).toHaveCount(
      4,
    );
    await still.close();
  });

  // More dots than a phone's line holds. Each arrow is tapped level with the chat button, where the "next" arrow in
  // English and the "previous" one in Arabic were under it (docs/decisions/046).
  await page.route("**/trpc/testimonials.list**", async (route) => {
    const response = await route.fetch();
    const listed = (await response.json()).result.data as Array<{ id: string }>;
    const dozen = Array.from({ length: 12 }, (_, i) => ({ ...listed[i % listed.length], id: `dozen-${i}` }));
    await route.fulfill({ response, json: { result: { data: dozen } } });
  });
  for (const { path, arrows } of [
    { path: "/", arrows: { next: "Next testimonials", previous: "Previous testimonials" } },
    { path: "/ar", arrows: { next: "الآراء التالية", previous: "الآراء السابقة" } },
  ]) {
    await test.step(`${path} at 375 px with a dozen: either arrow, tapped level with the chat button, moves it`, async () => {
      await landFromAdminShell(page, path, widths.phone);
      await expect(
        carousel(page).getByRole("button", { name: /^(Go to testimonial|انتقل إلى الرأي)/ }),
      ).toHaveCount(12);
      await layOutWholePage(page);
      const chat = page.getByRole("complementary").getByRole("link");
      const chatHandle = await chat.elementHandle();
      for (const [name, step] of [
        [arrows.next, 1],
        [arrows.previous, 11],
      ] as const) {
        const arrow = carousel(page).getByRole("button", { name });
        const level = await arrow.evaluate((button, chatLink) => {
          const middle = (box: DOMRect) => box.top + box.height / 2;
          const chatBox = chatLink?.getBoundingClientRect();
          if (chatBox)
            window.scrollBy({
              top: middle(button.getBoundingClientRect()) - middle(chatBox),
              behavior: "instant",
            });
          const box = button.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = middle(box);
          return { x, y, hit: document.elementFromPoint(x, y)?.closest("a, button") === button };
        }, chatHandle);
        expect(level.hit, name).toBe(true);
        // The pointer over the carousel pauses it, so the one move is the tap's.
        await page.mouse.move(level.x, level.y);
        const before = await carouselPosition(page);
        await page.mouse.click(level.x, level.y);
        await expect.poll(() => carouselPosition(page)).toBe((before + step) % 12);
      }
      const box = await chat.boundingBox();
      const inColumn = await carousel(page)
        .getByRole("button")
        .evaluateAll(
          (buttons, { left, right }) =>
            buttons
              .filter((button) => {
                const b = button.getBoundingClientRect();
                return b.right > left && b.left < right;
              })
              .map((button) => button.getAttribute("aria-label")),
          { left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) },
        );
      expect(inColumn).toEqual([]);
    });
  }
});
