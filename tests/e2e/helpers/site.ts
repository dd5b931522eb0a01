import {
  type Browser,
  type BrowserContextOptions,
  devices,
  expect,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";

export const widths = { phone: 375, tablet: 800, desktop: 1280 } as const;

// React has the root, and the forms too: they are lazy chunks that React hydrates after the rest of the page, and
// a click that comes before would submit the form without scripts.
const hydrated = () => {
  const root = document.getElementById("root");
  const reactOwns = (node: Node, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  return (
    root !== null &&
    reactOwns(root, "__reactContainer") &&
    [...root.querySelectorAll("form")].every((form) => reactOwns(form, "__reactFiber"))
  );
};

/** Moves the pointer over the page as a person does (React loads at the first sign of one) and waits until
 * React has taken the page over, its lazily loaded forms included. */
export async function waitForReact(page: Page) {
  await page.mouse.move(200, 300);
  await page.waitForFunction(hydrated);
}

/** Follows a page's requests from now on; quiet() waits, as Playwright's "networkidle" does, for half a second
 * with none in flight. The view beacon (sendBeacon, a "ping") is left out: Playwright can keep one in flight
 * for good, and "networkidle" then never came (a clean-clone CI run, 2026-11-26). */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on("request", (request) => {
    if (request.resourceType() === "ping") return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const quietFor = () => (inFlight.size === 0 ? Date.now() - lastChange : 0);
  return {
    quiet: () => expect.poll(quietFor, { intervals: [100], timeout: 20_000 }).toBeGreaterThanOrEqual(500),
  };
}

/** Opens a public page at the given width and waits until React has taken it over. */
export async function openSite(page: Page, path = "/", width: number = widths.desktop) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await waitForReact(page);
}

/** Lays out the sections a person has not reached yet (below-fold in theme.css), as in-page navigation does.
 * axe reads every target's box: read from a section still standing in at its estimated height, targets sit
 * where no person ever sees them, and where depends on how far the browser had got under load (docs/decisions/009). */
export async function layOutWholePage(page: Page) {
  await page.evaluate(() => document.documentElement.classList.add("laid-out"));
}

/** A page in a browser of its own User-Agent. The site remembers a visit's first touch per address and browser
 * (docs/decisions/200), and every other test is the same browser on 127.0.0.1: a test that checks where its visit
 * came from is a visitor of its own. Close it with page.context().close(). */
export async function ownVisitor(browser: Browser, options: BrowserContextOptions = {}) {
  const userAgent = `${devices["Desktop Chrome"].userAgent} visitor/${Date.now()}${Math.round(Math.random() * 1e6)}`;
  return (await browser.newContext({ userAgent, ...options })).newPage();
}

export const section = (page: Page, id: string) => page.locator(`section#${id}`);
// The "Ready to Experience" band, whose button books a visit or a call (it has no id of its own).
export const shopNowBand = (page: Page) => page.locator("section[aria-labelledby='shop-now-title']");

/** Opens the booking dialog from the band's button (named in the page's language) and returns the dialog. The band
 * ends the page: scrolled to at once, the contact section above it is laid out only then, a frame or two after
 * Playwright found the button still, and shrinks to its real height (69 px in Arabic at 1280 px). The tap's press
 * and release then fell on different elements, so the click went to the band and no dialog opened. A person who
 * scrolls there has passed that section; the page is laid out first, as its own in-page navigation does. */
export async function openBookingDialog(page: Page, name: string) {
  await layOutWholePage(page);
  await shopNowBand(page).getByRole("link", { name }).click();
  return page.getByRole("dialog", { name });
}

/** Sends the landing page's contact form with a name and an email that is not one, as a visitor who mistyped. */
export async function sendContactWithBadEmail(page: Page, name: string) {
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
}

export const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/** The carousel's current position, as the component reports it. */
export async function carouselPosition(page: Page) {
  return Number(await carousel(page).getAttribute("data-position"));
}

/** How many slides lie entirely inside the carousel's visible window (measured, not read from state). */
export function slidesInView(page: Page) {
  return carousel(page).evaluate((root) => {
    const frame = root.firstElementChild?.getBoundingClientRect();
    if (!frame) return 0;
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.width > 0;
    }).length;
  });
}

export async function publicTestimonials(page: Page) {
  const response = await page.request.get("/api/testimonials");
  return (await response.json()) as Array<{ id: string; name: string; text: string }>;
}

/** Submits a form, holding its post (to `action`, a glob of the form's path) until the button shows the pending
 * label disabled, then lets it go. */
export async function submitShowingPending(
  page: Page,
  form: Locator,
  action: string,
  button: { idle: string; pending: string },
) {
  await page.route(
    `**${action}`,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await expect(form.getByRole("button", { name: button.pending })).toBeDisabled();
      await route.continue();
    },
    { times: 1 },
  );
  await form.getByRole("button", { name: button.idle }).click();
}

type InquiryFields = {
  contactName: string;
  email: string;
  phone?: string;
  businessType: string;
  quantity?: string;
  needBy: string;
  notes?: string;
};

// Fills a product's "Place an Order" dialog; the optional fields (and the quantity, which starts at the product's
// minimum order) only when given.
export async function fillInquiry(dialog: Locator, fields: InquiryFields) {
  await dialog.getByLabel("Contact name").fill(fields.contactName);
  await dialog.getByLabel("Email").fill(fields.email);
  if (fields.phone) await dialog.getByLabel("Phone (optional)").fill(fields.phone);
  await dialog.getByLabel("Business type").selectOption(fields.businessType);
  if (fields.quantity) await dialog.getByLabel("Quantity needed").fill(fields.quantity);
  await dialog.getByLabel("Need-by date").fill(fields.needBy);
  if (fields.notes) await dialog.getByLabel("Additional notes (optional)").fill(fields.notes);
}
