import type { Page, PageScreenshotOptions } from "@playwright/test";

// Pictures for a person to look at in a design review, never compared: taken only with SCREENSHOTS=1, into
// .tmp/screens/. A full-page picture of a long page costs a busy two-core machine about a second, and the CI run
// looks at none of them (docs/decisions/009).
export const takingScreenshots = Boolean(process.env.SCREENSHOTS);

export async function picture(page: Page, name: string, options: Omit<PageScreenshotOptions, "path"> = {}) {
  if (takingScreenshots) await page.screenshot({ path: `.tmp/screens/${name}.png`, ...options });
}
