import { expect, type Page, test } from "@playwright/test";
import { carousel, carouselPosition, layOutWholePage, openSite, widths } from "./helpers/site";

// The floating chat button sits in the corner where lines end: bottom right, bottom left in Arabic, where lists
// and lines start at the right. Every control of the page scrolls past it, so none may sit in its column: on a
// 375 px phone the carousel's "next" arrow, at the end of the row of dots, did, and a tap on it opened the chat
// (docs/decisions/046).
const chatButton = (page: Page) => page.getByRole("complementary").getByRole("link");
// The strip of the page the button floats over, from its left edge to its right.
async function chatColumn(page: Page) {
  const box = await chatButton(page).boundingBox();
  expect(box).not.toBeNull();
  return { left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) };
}

for (const path of ["/", "/ar"]) {
  test(`${path} at 375 px: a tap on the middle of any control misses the chat button, and a whole finger's width of it lies beside the button`, async ({
    page,
  }) => {
    await openSite(page, path, widths.phone);
    await layOutWholePage(page);
    const hidden = await page.evaluate(
      ({ left, right }) => {
        const floats = (element: Element) => {
          for (let node: Element | null = element; node; node = node.parentElement)
            if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return true;
          return false;
        };
        return [...document.querySelectorAll("a[href], button, input, select, textarea, label")]
          .filter((control) => !control.closest("aside") && !control.matches(".sr-only") && !floats(control))
          .filter((control) => {
            const box = control.getBoundingClientRect();
            if (!box.width || box.right <= left || box.left >= right) return false;
            const middle = box.left + box.width / 2;
            const beside = Math.max(left - box.left, box.right - right);
            return (middle >= left && middle <= right) || beside < 44;
          })
          .map(
            (control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName,
          );
      },
      await chatColumn(page),
    );
    expect(hidden).toEqual([]);
  });
}

// A dozen testimonials: more dots than a phone's line holds. Each arrow is tapped level with the button, where the
// "next" arrow in English and the "previous" one in Arabic were under it.
for (const { path, arrows } of [
  { path: "/", arrows: { next: "Next testimonials", previous: "Previous testimonials" } },
  { path: "/ar", arrows: { next: "الآراء التالية", previous: "الآراء السابقة" } },
]) {
  test(`${path} at 375 px with a dozen testimonials: a tap on either arrow level with the chat button moves the carousel, and no carousel control is in the button's column`, async ({
    page,
  }) => {
    await page.route("**/trpc/testimonials.list**", async (route) => {
      const response = await route.fetch();
      const listed = (await response.json()).result.data as Array<{ id: string }>;
      const dozen = Array.from({ length: 12 }, (_, i) => ({
        ...listed[i % listed.length],
        id: `dozen-${i}`,
      }));
      await route.fulfill({ response, json: { result: { data: dozen } } });
    });
    // The admin shell carries no data, so going from there to the landing page makes the client fetch the list.
    await openSite(page, "/admin/login", widths.phone);
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(
      carousel(page).getByRole("button", { name: /^(Go to testimonial|انتقل إلى الرأي)/ }),
    ).toHaveCount(12);
    await layOutWholePage(page);

    const chat = await chatButton(page).elementHandle();
    for (const [name, step] of [
      [arrows.next, 1],
      [arrows.previous, 11],
    ] as const) {
      const arrow = carousel(page).getByRole("button", { name });
      const level = await arrow.evaluate((button, chatLink) => {
        const middle = (box: DOMRect) => box.top + box.height / 2;
        const chatBox = chatLink?.getBoundingClientRect();
        if (chatBox) {
          const top = middle(button.getBoundingClientRect()) - middle(chatBox);
          window.scrollBy({ top, behavior: "instant" });
        }
        const box = button.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = middle(box);
        return { x, y, hit: document.elementFromPoint(x, y)?.closest("a, button") === button };
      }, chat);
      expect(level.hit, name).toBe(true);
      // The pointer over the carousel pauses it, so the one move is the tap's.
      await page.mouse.move(level.x, level.y);
      const before = await carouselPosition(page);
      await page.mouse.click(level.x, level.y);
      await expect.poll(() => carouselPosition(page)).toBe((before + step) % 12);
    }

    const inColumn = await carousel(page)
      .getByRole("button")
      .evaluateAll(
        (buttons, { left, right }) =>
          buttons
            .filter((button) => {
              const box = button.getBoundingClientRect();
              return box.right > left && box.left < right;
            })
            .map((button) => button.getAttribute("aria-label")),
        await chatColumn(page),
      );
    expect(inColumn).toEqual([]);
  });
}
