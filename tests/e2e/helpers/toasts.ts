import { expect, type Locator, type Page } from "@playwright/test";
import { axeFailures } from "./axe";

/** The toast in front (sonner keeps older ones in the DOM, hidden). */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

/** Waits until the front toast has finished its entrance (full opacity), so its colours are the final ones. */
export async function settledToast(page: Page, type: "success" | "error") {
  const toast = frontToast(page);
  await expect(toast).toHaveAttribute("data-type", type);
  await expect(toast).toHaveCSS("opacity", "1");
  return toast;
}

/** axe (WCAG 2 A and AA) on the front toast only. */
export async function expectReadableToast(page: Page, label: string) {
  const found = await axeFailures(page, {
    include: '[data-sonner-toast][data-front="true"]',
    tags: ["wcag2a", "wcag2aa"],
  });
  expect(found.map((failure) => `${label}: ${failure}`)).toEqual([]);
}

/** Answers a tRPC procedure with a server error, so the form shows its red toast. */
export const failProcedure = (page: Page, procedure: string) =>
  page.route(`**/trpc/${procedure}**`, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { message: "Server down", code: -32603, data: { httpStatus: 500 } } },
    }),
  );

/** Answers a visitor form's post (to `action`, a glob of the form's path) with a server error, so it shows its red toast. */
export const failForm = (page: Page, action: string) =>
  page.route(`**${action}`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { message: "Server down" } })
      : route.fallback(),
  );

/** Drags the toast sideways by dx px and lets go, quickly (sonner alone dismisses any flick that fast). */
export async function swipe(page: Page, toast: Locator, dx: number) {
  const box = await toast.boundingBox();
  if (!box) throw new Error("no toast on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast covers none of the given buttons, each scrolled into view in turn (a phone's dialog scrolls). */
async function expectClearOf(toast: Locator, buttons: Locator[]) {
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const shown = await toast.boundingBox();
    if (!shown) throw new Error("no toast on screen");
    const box = await button.boundingBox();
    if (!box) throw new Error(`${button} is not on screen`);
    expect(overlaps(shown, box), `the toast covers ${button}`).toBe(false);
  }
}

/** The toast region is in the accessibility tree: nothing around it is aria-hidden or inert. */
async function expectToastRegionExposed(page: Page) {
  const hidden = await page
    .locator("[data-sonner-toaster]")
    .evaluate((list) => list.closest("[aria-hidden=true], [inert]")?.outerHTML.slice(0, 80) ?? null);
  expect(hidden).toBeNull();
}

type OverDialog = { dialog: Locator; buttons: Locator[]; field: Locator; raise: () => Promise<void> };

/**
 * With the dialog open and a toast raised by `raise`: the toast is exposed, clear of the dialog's buttons; from a
 * field of the dialog F8 focuses it, Tab reaches its close button, Enter closes it and focus goes back to the
 * field; a click on the close button of the next one closes it too. The dialog stays open throughout.
 */
export async function expectToastUsableOverDialog(page: Page, { dialog, buttons, field, raise }: OverDialog) {
  await raise();
  const toast = await settledToast(page, "error");
  await expectToastRegionExposed(page);
  await expectClearOf(toast, buttons);

  await field.focus();
  await page.keyboard.press("F8");
  await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const close = toast.getByRole("button", { name: "Close toast" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();

  await raise();
  await (await settledToast(page, "error")).getByRole("button", { name: "Close toast" }).click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(dialog).toBeVisible();
}
