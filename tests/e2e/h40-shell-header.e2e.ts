import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";

// One header on every public page (issue 40): the landing page's logo, links, quote list, language toggle and
// Get in Touch, and its phone menu, which opens without JavaScript wherever it is. Away from the landing page
// the section links lead to its sections; the toggle leads to the page itself in the other language.
const product = "/products/interfold-hand-towels";
const pages = ["/", "/products", product, "/blog", "/quote-list"];
const arabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);

// Each link of the header, its phone menu's too, by what it says and where it leads (resolved, so `#contact` on
// the landing page and `/#contact` elsewhere are the same place); the language toggle's targets apart.
async function headerOf(page: Page, path: string) {
  await page.goto(path);
  const links = await page.locator("header a").evaluateAll((anchors) =>
    anchors.map((a) => ({
      name: (a.getAttribute("aria-label") ?? a.textContent ?? "").trim(),
      // The phone menu's opener leads to the menu on the page itself.
      href: a.getAttribute("href") === "#mobile-menu" ? "#mobile-menu" : (a as HTMLAnchorElement).href,
      toggle: a.hasAttribute("hreflang"),
    })),
  );
  const toggles = [
    ...new Set(links.filter((link) => link.toggle).map((link) => new URL(link.href).pathname)),
  ];
  return { links: links.filter((link) => !link.toggle).map(({ name, href }) => [name, href]), toggles };
}

test.describe("without JavaScript, as every page is first drawn", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "ar"] as const) {
    test(`every page shows the landing page's header links (${lang})`, async ({ page }) => {
      const inLang = (path: string) => (lang === "ar" ? arabic(path) : path);
      const other = (path: string) => (lang === "ar" ? path : arabic(path));
      const landing = await headerOf(page, inLang("/"));
      expect(landing.links.map(([name]) => name)).toContain(lang === "ar" ? "تواصل معنا" : "Get in Touch");
      expect(landing.toggles).toEqual([lang === "ar" ? "/language/en" : "/language/ar"]);
      for (const path of pages.slice(1)) {
        const shown = await headerOf(page, inLang(path));
        expect(shown.links, path).toEqual(landing.links);
        expect(shown.toggles, path).toEqual([other(path)]);
      }
      await page.goto(inLang("/quote-list"));
      await expect(page.locator('header a[aria-current="page"]')).toHaveCount(2);
    });
  }
});

// axe runs in the page: with scripts on, which these pages do not have, so they read as without them.
for (const lang of ["en", "ar"] as const) {
  test(`the pages in the site's frame are clean to axe, one banner, main and contentinfo each (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of pages.slice(1)) {
      await page.goto(lang === "ar" ? arabic(path) : path);
      for (const landmark of ["banner", "main", "contentinfo"] as const)
        await expect(page.getByRole(landmark), `${path} ${landmark}`).toHaveCount(1);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    for (const [path, contact, home] of [
      ["/products", "Contact", "/"],
      ["/ar/quote-list", "اتصل بنا", "/ar"],
    ] as const) {
      test(`the phone menu of ${path} opens and leads to the landing page's section`, async ({ page }) => {
        await page.goto(path);
        const menu = page.locator("#mobile-menu");
        await expect(menu).toBeHidden();
        await page
          .getByRole("banner")
          .getByRole("link", { name: /Open menu|فتح القائمة/ })
          .click();
        await expect(menu.getByRole("link", { name: /Get in Touch|تواصل معنا/ })).toBeVisible();
        await expect(menu.getByRole("link", { name: /^(Arabic|EN)$/ })).toBeVisible();
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await menu.getByRole("link", { name: contact, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${home}#contact$`));
        await expect(page.locator("section#contact")).toBeInViewport();
      });
    }
  });
}
