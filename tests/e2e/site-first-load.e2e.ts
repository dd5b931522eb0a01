import type { Page } from "@playwright/test";
import { sampleProducts } from "#db/sample-catalogue.ts";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { expect, openDesk, stamp, test } from "./helpers/fixtures";
import { openSite, section, waitForReact, watchNetwork } from "./helpers/site";

// What the first visit costs and how the page behaves before React has it (docs/decisions/050, 053):
// the server's finished page, painted by its inline CSS; React and the page's data at the first sign of a person.

// The site's entry script as its URL ends (src/client/main.tsx, built by Vite with a content hash).
const entryScript = /\/assets\/index-[\w-]+\.js$/;
const reactHasRoot = () =>
  Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer"));
// A face the page asked for is "loading" or "loaded" until its file has come or failed; none may be either.
const facesInUse = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status !== "unloaded").map((face) => face.family);
  });

test("a visitor who only looks gets the server's page and no React; the first sign brings React, which takes the page over quietly", async ({
  page,
}) => {
  const seen = {
    fonts: [] as string[],
    scripts: [] as string[],
    stylesheets: [] as string[],
    trpc: [] as string[],
  };
  const documents: string[] = [];
  const problems: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === "font") seen.fonts.push(path);
    if (req.resourceType() === "script") seen.scripts.push(path);
    if (req.resourceType() === "stylesheet") seen.stylesheets.push(path);
    if (req.resourceType() === "document") documents.push(path);
    if (path.startsWith("/trpc")) seen.trpc.push(path);
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
  const foldLink = page.locator('#root link[rel="stylesheet"]');
  const sonnerLoaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("style")].some((style) =>
        style.textContent?.includes("--toast-icon-margin-start"),
      ),
    );

  await test.step("looking only: the entry script once the page has loaded and painted, and nothing else", async () => {
    // The entry script comes after the load and the largest paint, which under load can be more than the half
    // second of quiet that "networkidle" waits for: wait for its request, then for quiet, and React has not begun.
    const network = watchNetwork(page);
    const entryAsked = page.waitForRequest((req) => entryScript.test(req.url()));
    await page.goto("/", { waitUntil: "load" });
    await entryAsked;
    await network.quiet();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title"));
    await expect(page.getByText(sampleProducts[0]?.name ?? "").first()).toBeVisible();
    expect(seen.scripts).toHaveLength(1);
    expect(seen.scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(await page.evaluate(reactHasRoot)).toBe(false);
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
    // The page's one stylesheet, linked at the fold; no web font.
    expect(seen.stylesheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    await expect(foldLink).toHaveCount(1);
    expect(await facesInUse(page)).toEqual([]);
    // The toast library waits for the first toast; the server's live region stands in for it.
    await expect(page.locator("section[aria-live='polite']")).toHaveCount(1);
    expect(await sonnerLoaded()).toBe(false);
  });

  await test.step("a pointer move brings React, which keeps the stylesheet and asks the server nothing", async () => {
    const network = watchNetwork(page);
    await waitForReact(page);
    await network.quiet();
    expect(seen.scripts.some((path) => path.includes("/hydrate-"))).toBe(true);
    expect(new Set(seen.stylesheets).size).toBe(1);
    await expect(foldLink).toHaveCount(1);
    expect(
      await foldLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber"))),
    ).toBe(true);
    await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    expect(seen.trpc).toEqual([]);
  });

  await test.step("React's page is live: Place Order opens the dialog without loading a page", async () => {
    await section(page, "products").getByRole("link", { name: "Place Order" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toEqual(["/"]);
    await page.keyboard.press("Escape");
  });

  await test.step("the first toast loads the toast library into the server's live region", async () => {
    const form = section(page, "contact").locator("form");
    await form.getByLabel("Name").fill("Amal");
    await form.getByLabel("Email").fill("amal@example.com");
    await form.getByLabel("Message").fill("Hello there");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    expect(await sonnerLoaded()).toBe(true);
    await expect(page.locator("section[aria-live='polite']")).toHaveCount(1);
  });

  await test.step("the Arabic page too: no font, and React takes it over without an error", async () => {
    await openSite(page, "/ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentDefaultValue("hero_title_ar"));
    expect(await facesInUse(page)).toEqual([]);
    expect(seen.fonts).toEqual([]);
    expect(problems).toEqual([]);
  });
});

// true once the browser has laid the element out; false while its section waits for the viewport.
const laidOut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

// The first screen is painted by the inline CSS alone; the rest of the page waits for the stylesheet linked at the
// fold, so no section below is ever shown unstyled, with or without script (docs/decisions/053).
test("the first screen paints styled with the stylesheet held back, with or without script; the sections below lay out as they come near", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [375, 1280]) {
      await test.step(`${width} px, script ${javaScriptEnabled ? "on" : "off"}`, async () => {
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
        expect(
          await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
        ).toBeGreaterThan(32);
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

  await test.step("on a phone the sections below wait, and are whole when reached", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto("/", { waitUntil: "load" });
    expect(await laidOut(page, "#home h1")).toBe(true);
    expect(await laidOut(page, "section#contact h2")).toBe(false);
    expect(await laidOut(page, "section#testimonials h2")).toBe(false);
    await page.locator("section#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(page, "section#contact h2")).toBe(true);
    await expect(page.locator("section#contact form").getByLabel("Name")).toBeVisible();
    await page.close();
  });
});

// A section waiting for the viewport counts as high as its stand-in. Content that a tool lays out early (axe reads
// every target's box) must stay inside it, or it overlaps the next section in layout, where no person sees it.
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

test("every section's stand-in holds its content and is close to its real height, at every width, in both languages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of ["/", "/ar"]) {
    for (const width of [320, 375, 639, 640, 800, 1023, 1024, 1279, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: "load" });
      const before = await page.evaluate(sectionSizes);
      await page.evaluate(() => document.documentElement.classList.add("laid-out"));
      const real = await page.evaluate(sectionSizes);
      for (const [i, section] of before.entries()) {
        const what = `${path} ${section.id} at ${width} px`;
        expect(section.overflow, what).toBeLessThanOrEqual(Math.max(0, real[i]?.overflow ?? 0));
        expect(section.height, what).toBeGreaterThanOrEqual(real[i]?.height ?? 0);
        expect(section.height, what).toBeLessThanOrEqual((real[i]?.height ?? 0) * 1.15);
      }
    }
  }
});

// The scripts of a slow phone: the page is painted, but its JavaScript has not arrived yet.
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test("before React has come, the page works as plain HTML; a first tap or click that brings React is React's", async ({
  browser,
  adminPage,
}) => {
  test.setTimeout(60_000);
  const name = `Early ${stamp()}`;
  await test.step("Place Order leads to that product's inquiry page; a contact form posts, its words not in the address", async () => {
    const page = await browser.newPage();
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const card = section(page, "products").locator("article").first();
    const productName = await card.getByRole("heading").textContent();
    await card.getByRole("link", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/inquiry\/[^/?]+$/);
    await expect(page.locator("main strong")).toHaveText(productName ?? "");
    await expect(page.locator("#inquiry-contactName")).toBeVisible();

    await page.goto("/", { waitUntil: "commit" });
    const form = section(page, "contact").locator("form");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("early@example.com");
    await form.getByLabel("Message").fill("Sent before the scripts arrived.");
    const request = page.waitForRequest((r) => r.url().endsWith("/contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await request).method()).toBe("POST");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    expect(page.url()).not.toContain("early");
    expect(page.url()).not.toContain("?");
    release();
    await page.close();
    await expect(await openDesk(adminPage, "contacts", name)).toContainText("early@example.com");
  });

  await test.step("the phone menu opens and leads to its section", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(menu).toBeHidden();
    release();
    await page.close();
  });

  // The visitor's first tap is the sign that loads React: it is held while React arrives, then lands on the same
  // control, so the menu opens and stays open once React owns the page.
  for (const input of ["mouse", "touch"] as const) {
    await test.step(`the first ${input} tap on the phone menu opens it, and it stays open once React has the page`, async () => {
      const context = await browser.newContext({
        hasTouch: input === "touch",
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      await page.goto("/");
      const opener = page.getByRole("link", { name: "Open menu" });
      if (input === "touch") await opener.tap();
      else await opener.click();
      await page.waitForFunction(reactHasRoot);
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: "Products", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await context.close();
    });
  }

  await test.step("a first click on Place Order that wakes React opens the dialog, and no page loads", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const documents: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "document") documents.push(req.url());
    });
    await page.goto("/", { waitUntil: "load" });
    await section(page, "products").getByRole("link", { name: "Place Order" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toHaveLength(1);
    await page.close();
  });

  await test.step("a sign made before the entry script has arrived wakes React once it does, with no second sign", async () => {
    const page = await browser.newPage();
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
    await page.close();
  });
});

test("React's page in each language: a post's date and the rating stars build no Intl object; broken page data shows a friendly page", async ({
  page,
  adminPage,
}) => {
  // A page's first Intl object loads ICU: 60-100 ms of a slowed phone's main thread, inside React's hydration. The
  // landing page's dates and plural forms are written without it (docs/decisions/050).
  const tag = stamp();
  const made = await adminPage.request.post("/api/blog", {
    data: {
      title: `Dated ${tag}`,
      titleAr: `مؤرخ ${tag}`,
      slug: `dated-${tag}`,
      content: "Text.",
      published: true,
    },
  });
  expect(made.status()).toBe(201);
  try {
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlBuilt: built });
      for (const kind of [
        "DateTimeFormat",
        "NumberFormat",
        "PluralRules",
        "Collator",
        "RelativeTimeFormat",
      ] as const) {
        const watched = new Proxy(Intl[kind], {
          construct: (target, args) => {
            built.push(kind);
            return Reflect.construct(target, args);
          },
        });
        Object.defineProperty(Intl, kind, { value: watched });
      }
    });
    for (const path of ["/", "/ar"]) {
      await openSite(page, path);
      await expect(section(page, "blog").locator("time")).not.toHaveCount(0);
      // The rating stars answer a hover once React has rendered them (their labels use the plural forms).
      const stars = page.getByTestId("rating-input");
      await stars.locator("label").nth(2).hover();
      await expect(stars).toHaveAttribute("data-shown", "3");
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
    }
  } finally {
    // A published post adds Blog to the landing page's links, which other tests of this server count.
    expect((await adminPage.request.delete(`/api/blog/${(await made.json()).id}`)).status()).toBe(204);
  }

  // The pages hydrate from /page-state.json; a mangled copy makes the products section throw.
  await page.route("**/page-state.json", async (route) => {
    const response = await route.fetch();
    const state = (await response.json()) as {
      queries: { queryKey: [string[]]; state: { data: unknown } }[];
    };
    for (const query of state.queries) {
      if (query.queryKey[0].join(".") === "products.list") query.state.data = "not a list";
    }
    await route.fulfill({ response, json: state });
  });
  for (const [path, heading] of [
    ["/", "Something went wrong on this page"],
    ["/ar", "حدث خطأ ما في هذه الصفحة"],
  ] as const) {
    await page.goto(path);
    await waitForReact(page);
    await expect(page.getByRole("alert").getByRole("heading", { name: heading })).toBeVisible();
  }
});
