import type { Page } from "@playwright/test";

/** The name of the focused element when any part of it is hidden: outside the window, or under the sticky footer
 * of its form; null when it is whole on screen. */
export const hiddenFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const name =
      focused.getAttribute("aria-label") || focused.id || focused.textContent?.trim() || focused.tagName;
    const footer = focused.closest("form")?.querySelector<HTMLElement>(".sticky");
    const underFooter =
      footer && !footer.contains(focused) && box.bottom > footer.getBoundingClientRect().top + 1;
    const offScreen =
      box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth;
    return offScreen || underFooter ? name : null;
  });

/** What has keyboard focus, named as a person would: its accessible name, or "body" when it was lost. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "body";
    return focused.getAttribute("aria-label") || focused.textContent?.trim() || focused.tagName;
  });
