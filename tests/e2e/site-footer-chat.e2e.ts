import { expect, test } from "@playwright/test";
import { layOutWholePage, openSite, widths } from "./helpers/site";

// The floating chat button stays at the bottom right: at the very end of the page the copyright line, whose
// "© 2024" the Arabic page puts at the right, is not under it.
test("at the end of the page the chat button covers no part of the copyright line, in both languages and widths", async ({
  page,
}) => {
  for (const path of ["/", "/ar"]) {
    for (const width of [widths.phone, widths.tablet, widths.desktop]) {
      await openSite(page, path, width);
      await layOutWholePage(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const line = page.locator("footer p").filter({ hasText: "©" });
      await expect(line).toContainText("2024");
      const button = page.getByRole("complementary").getByRole("link");
      await expect(button).toBeInViewport();
      const overlap = await line.evaluate(
        (p, chat) => {
          const text = document.createRange();
          text.selectNodeContents(p);
          const covered = chat?.getBoundingClientRect();
          return [...text.getClientRects()].some(
            (r) =>
              !!covered &&
              r.right > covered.left &&
              r.left < covered.right &&
              r.bottom > covered.top &&
              r.top < covered.bottom,
          );
        },
        await button.elementHandle(),
      );
      expect(overlap, `${path} at ${width} px`).toBe(false);
    }
  }
});
