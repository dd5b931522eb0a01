import { expect, test } from "@playwright/test";
import { sampleProducts, sampleTestimonials } from "#db/sample-catalogue.ts";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { waitForReact, watchNetwork } from "./helpers/site";

// The site's entry script as its URL ends (src/client/main.tsx, built by Vite with a content hash).
const entryScript = /\/assets\/index-[\w-]+\.js$/;
// React has taken the page's root: run in the page, so it stands alone.
const reactHasRoot = () =>
  Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer"));

test("the first load hydrates the server's page without a single tRPC request or CSP violation", async ({
  page,
}) => {
  const trpcCalls: string[] = [];
  const problems: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/trpc")) trpcCalls.push(req.url());
  });
  page.on("console", (msg) => {
    // Missing files are another test's business; anything else logged as an error (a hydration mismatch) is ours.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP: ${event.violatedDirective}`),
    );
  });
  await page.goto("/");
  await waitForReact(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title"));
  await expect(page.getByText(sampleProducts[0]?.name ?? "").first()).toBeVisible();
  expect(trpcCalls).toEqual([]);
  expect(problems).toEqual([]);
});

// The language toggle is a plain navigation on purpose (docs/decisions/013): Place Order shows the page is live.
test("the hydrated page is interactive: Place Order opens the dialog without loading a page", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.push(req.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForReact(page);
  await page.locator("section#products").getByRole("link", { name: "Place Order" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(documents).toHaveLength(1);
});

test("view-source already holds the real content", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(contentDefaultValue("hero_title"));
  // The products the cards show (the catalogue has the rest).
  for (const product of sampleProducts.slice(0, 6)) expect(html).toContain(product.name);
  expect(html).toContain(sampleTestimonials[0]?.name ?? "");
  const arabic = await (await request.get("/ar")).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain(contentDefaultValue("hero_title_ar"));
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("a visitor who only looks downloads no React: it loads at the first sign of a person", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  // The entry script comes after the load and the largest paint, which under load can be more than the half
  // second of quiet that "networkidle" waits for: wait for its request, then for quiet, and React has not begun.
  const network = watchNetwork(page);
  const entryAsked = page.waitForRequest((req) => entryScript.test(req.url()));
  await page.goto("/", { waitUntil: "load" });
  await entryAsked;
  await network.quiet();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(await page.evaluate(reactHasRoot)).toBe(false);
  await waitForReact(page);
  expect(scripts.some((path) => path.includes("/hydrate-"))).toBe(true);
});

// The entry script waits for the page to load and paint its largest content: fetched beside the first paint, it
// took bandwidth from the hero image and main-thread time from the first frame (docs/decisions/050).
test("a visitor who only looks gets the entry script once the page has loaded and painted", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "load" });
  await page.waitForFunction(
    (pattern) => performance.getEntriesByType("resource").some((e) => new RegExp(pattern).test(e.name)),
    entryScript.source,
  );
  const times = await page.evaluate(async (pattern) => {
    const painted = await new Promise<number>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries()[0]?.startTime ?? Number.NaN);
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const entry = performance.getEntriesByType("resource").find((e) => new RegExp(pattern).test(e.name));
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { painted, loaded: navigation?.loadEventStart ?? Number.NaN, asked: entry?.startTime ?? 0 };
  }, entryScript.source);
  expect(times.asked).toBeGreaterThanOrEqual(times.loaded);
  expect(times.asked).toBeGreaterThanOrEqual(times.painted);
});

test("a sign made before the entry script has arrived wakes React once it does, with no second sign", async ({
  page,
}) => {
  let asked = () => {};
  const entryAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(entryScript, async (route) => {
    asked();
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto("/", { waitUntil: "load" });
  await page.mouse.move(200, 300);
  await entryAsked;
  release();
  await page.waitForFunction(reactHasRoot);
});

test("a first click that wakes React is handled by React: Place Order opens the dialog, no page loads", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.push(req.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/", { waitUntil: "load" });
  await page.locator("section#products").getByRole("link", { name: "Place Order" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(documents).toHaveLength(1);
});

// The page inlines only the CSS its first screen uses and links its stylesheet for the rest, right before the first
// section below the fold. React hydrates that link as its own and keeps it: the file is fetched once, no chunk adds
// a second copy, the head's copy stays off, and nothing is restyled as React wakes (docs/decisions/053, 050).
test("React's arrival keeps the page's one stylesheet, fetched once, and adds no other", async ({ page }) => {
  const stylesheets: string[] = [];
  const errors: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "stylesheet") stylesheets.push(new URL(req.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const network = watchNetwork(page);
  await page.goto("/");
  await network.quiet();
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  const foldLink = page.locator('#root link[rel="stylesheet"]');
  await expect(foldLink).toHaveCount(1);
  await waitForReact(page);
  await network.quiet();
  await expect(
    page.locator("section#products").getByRole("link", { name: "Place Order" }).first(),
  ).toBeVisible();
  expect(new Set(stylesheets).size).toBe(1);
  await expect(foldLink).toHaveCount(1);
  expect(
    await foldLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber"))),
  ).toBe(true);
  await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// sonner adds its stylesheet when it loads, and that restyles the whole page: it waits for the first toast, while
// the server's live region stays in place for it (docs/decisions/041).
test("the toast library loads with the first toast, into the live region the server rendered", async ({
  page,
}) => {
  const sonnerLoaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("style")].some((style) =>
        style.textContent?.includes("--toast-icon-margin-start"),
      ),
    );
  const network = watchNetwork(page);
  await page.goto("/");
  await waitForReact(page);
  await network.quiet();
  await expect(page.locator("section[aria-live='polite']")).toHaveCount(1);
  expect(await sonnerLoaded()).toBe(false);
  const form = page.locator("section#contact form");
  await form.getByLabel("Name").fill("Amal");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  expect(await sonnerLoaded()).toBe(true);
  await expect(page.locator("section[aria-live='polite']")).toHaveCount(1);
});
