// node scripts/bench/lib/admin-screens.mjs <site> <admin password> <desk|catalogue>: the admin's list screens of a
// seeded site in Debian's Chromium (CHROMIUM_PATH), as the owner uses them: each view's time from the step (an
// address, a click, a search typed) until the screen shows its counts, and its target: 3 s, 5 s for the dashboard,
// which counts every list. Prints JSON, {"views": [{"view", "ms", "target"}]}, or {"failed": "<what the screen did
// not show>"}. Node, not Bun: Playwright drives the browser.
import { chromium } from "@playwright/test";

const [site, password, scenario] = process.argv.slice(2);
const wait = 20_000;
const listTarget = 3000;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const context = await browser.newContext({ baseURL: site });
const page = await context.newPage();
const pages = page.getByRole("navigation", { name: "Pages" });
const views = [];

// Times a step until what it waits for is on screen (or the address matches).
async function view(name, step, ...shown) {
  await timed(name, listTarget, step, ...shown);
}
async function timed(name, target, step, ...shown) {
  const started = performance.now();
  try {
    await step();
    for (const what of shown) {
      if (what instanceof RegExp) await page.waitForURL(what, { timeout: wait });
      else await what.waitFor({ timeout: wait });
    }
  } catch (error) {
    throw new Error(`${name}: ${String(error).split("\n")[0]}`);
  }
  views.push({ view: name, ms: Math.round(performance.now() - started), target });
}
const search = (words) => page.getByRole("searchbox", { name: /^Search/ }).fill(words);
const shows = (text) => pages.getByText(text, { exact: true });

// 10,000 rows in every list (scripts/bench/seed-desk.ts): each list pages, searches and filters, at a desktop's
// width and a phone's, and one page of 25 stays a few screens long.
async function desk() {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await view(
      `inquiries, first page, ${width} px`,
      () => page.goto("/admin/inquiries"),
      shows("1–25 of 10,000"),
    );
    await shows("Page 1 of 400").waitFor({ timeout: wait });
    await view(
      "next page",
      () => pages.getByRole("button", { name: "Next" }).click(),
      shows("26–50 of 10,000"),
      /page=2/,
    );
    await view("Back", () => page.goBack(), shows("1–25 of 10,000"));
    await view("search", () => search("Layla Clinic 9999"), shows("1–1 of 1"));
    await page.getByRole("heading", { name: /Pocket Tissue/ }).waitFor({ timeout: wait });
    await view("search cleared", () => search(""), shows("1–25 of 10,000"));
    // A card is about 650 px at 375 (its "Submitted on 26 November 2026, 16:20" takes two lines).
    const size = await page.evaluate(() => ({
      height: document.body.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    if (size.width > width) throw new Error(`the inquiries at ${width} px are ${size.width} px wide`);
    if (size.height >= (width < 768 ? 17_500 : 9_000))
      throw new Error(`one page of inquiries at ${width} px is ${size.height} px long`);
    await timed(
      `dashboard, ${width} px`,
      5000,
      () => page.goto("/admin/dashboard"),
      page.getByText("10,000 new,", { exact: false }),
      page.getByText("10,000 products,", { exact: false }),
    );
  }
  await view(
    "contacts, unread, 100 a page",
    () => page.goto("/admin/contacts?status=unread&size=100"),
    shows("1–100 of 10,000"),
  );
  await view(
    "testimonials, pending",
    () => page.goto("/admin/testimonials?status=pending"),
    pages.getByText(/^1–25 of 3,33\d$/),
  );
  await view(
    "products, a category's featured",
    () => page.goto("/admin/products?category=facial&status=featured"),
    shows("1–25 of 500"),
    page.getByRole("combobox", { name: "Filter by category" }).filter({ hasText: "Facial Tissue" }),
  );
}

// 1,000 products with specification tables in both languages (tests/helpers/seed-catalogue.ts): the products list
// pages, finds a product by a specification in either language, and filters by category.
async function catalogue() {
  await page.setViewportSize({ width: 1280, height: 900 });
  await view(
    "products, first page",
    () => page.goto("/admin/products"),
    shows("1–25 of 1,000"),
    shows("Page 1 of 40"),
  );
  await view(
    "next page",
    () => pages.getByRole("button", { name: "Next" }).click(),
    shows("26–50 of 1,000"),
    /page=2/,
  );
  await view(
    "search, a specification",
    () => search("ST-512"),
    shows("1–1 of 1"),
    page.getByRole("heading", { level: 2, name: "Premium 2-Ply Facial Tissue Box 512" }),
  );
  await view(
    "search, in Arabic",
    () => search("ص-777"),
    shows("1–1 of 1"),
    page.getByRole("heading", { level: 2, name: /777$/ }),
  );
  await search("");
  await view(
    "a category",
    async () => {
      await page.getByRole("combobox", { name: "Filter by category" }).click();
      await page.getByRole("option", { name: "Napkin", exact: true }).click();
    },
    shows("1–25 of 125"),
    /category=napkin/,
  );
  // Every eighth product is a napkin: 998 is one, 997 is a paper towel and not found under Napkin.
  await view(
    "search in the category",
    () => search("ST-998"),
    shows("1–1 of 1"),
    page.getByRole("heading", { level: 2, name: /998$/ }),
  );
  await view(
    "a search that finds none",
    () => search("ST-997"),
    page.getByText("No products match these filters."),
  );
}

try {
  const signedIn = await page.request.post("/api/admin/login", { data: { username: "admin", password } });
  if (!signedIn.ok()) throw new Error(`the admin could not sign in: ${signedIn.status()}`);
  await (scenario === "catalogue" ? catalogue() : desk());
  console.log(JSON.stringify({ views }));
} catch (error) {
  console.log(JSON.stringify({ failed: String(error).split("\n")[0] }));
} finally {
  await browser.close();
}
