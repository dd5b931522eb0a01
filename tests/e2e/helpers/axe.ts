import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// A whole screen's scan: WCAG 2.0-2.2 A and AA, and axe's best practices.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe on the page as a person sees it, once nothing is mid-transition (a toast fading in, a button whose
 * disabled look is ending): colours read halfway are neither state. One "rule: targets" line per violation. */
export async function axeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
