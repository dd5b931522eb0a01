import { expect, test } from "@playwright/test";
import {
  carousel,
  carouselPosition,
  openSite,
  publicTestimonials,
  slidesInView,
  widths,
} from "./helpers/site";

const perViewAt = [
  { width: widths.phone, perView: 1 },
  { width: widths.tablet, perView: 2 },
  { width: widths.desktop, perView: 3 },
];

for (const { width, perView } of perViewAt) {
  test(`at ${width}px the carousel shows ${perView} card(s), one dot per testimonial, and wraps both ways`, async ({
    page,
  }) => {
    const count = (await publicTestimonials(page)).length;
    const last = count - perView;
    await openSite(page, "/", width);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => slidesInView(page)).toBe(perView);
    const dots = carousel(page).getByRole("button", { name: /^Go to testimonial/ });
    await expect(dots).toHaveCount(count);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    const next = carousel(page).getByRole("button", { name: "Next testimonials" });
    const previous = carousel(page).getByRole("button", { name: "Previous testimonials" });
    await previous.click();
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

test("it advances every 5 seconds, wraps to the start, and pauses while hovered or focused", async ({
  page,
}) => {
  const count = (await publicTestimonials(page)).length;
  await page.clock.install();
  await openSite(page, "/", widths.desktop);
  const last = count - 3;
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

test("the slide lasts 500 ms, and is instant for people who ask for reduced motion", async ({ page }) => {
  await openSite(page, "/", widths.desktop);
  const track = carousel(page).locator("ul").first();
  await expect(track).toHaveCSS("transition-duration", "0.5s");
  await expect(track).toHaveCSS("transition-property", /^transform/);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(track).toHaveCSS("transition-property", "none");
});

test("loading shows 3 skeleton cards; with no testimonials the carousel renders nothing", async ({
  page,
}) => {
  // The admin shell carries no data, so going from there to / makes the client fetch the lists.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/trpc/testimonials.list**", async (route) => {
    await held;
    await route.fulfill({ json: { result: { data: [] } } });
  });
  await openSite(page, "/admin/login", widths.desktop);
  await page.evaluate(() => {
    history.pushState(null, "", "/");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(3);
  release();
  await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(0);
  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Share Your Experience" })).toBeVisible();
});

test("in Arabic the track and the dots run right to left, and the cards in view are the ones the dots say", async ({
  page,
}) => {
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
