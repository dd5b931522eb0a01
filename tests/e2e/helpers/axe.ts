import type { Page } from "@playwright/test";
import axe from "axe-core";

// A whole screen's scan: WCAG 2.0-2.2 A and AA, and axe's best practices.
const wholeScreen = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Scan = { include?: string; tags?: string[]; rules?: string[] };
type Violation = { id: string; nodes: { target: string[]; failureSummary?: string }[] };

/** axe on the page as a person sees it, once nothing is mid-transition (a toast fading in, a button whose
 * disabled look is ending): colours read halfway are neither state. One "rule: targets" line per violation.
 * `include` narrows the scan to one part (a dialog, a toast); `tags` or `rules` to fewer rules than a whole
 * screen's. */
export async function axeViolations(page: Page, scan: Scan = {}) {
  const violations = await axeRun(page, scan);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The same scan, each violation with axe's summary of what fails (a contrast ratio, say). */
export async function axeFailures(page: Page, scan: Scan) {
  const violations = await axeRun(page, scan);
  return violations.map((v) => `${v.id} ${v.nodes.map((n) => n.failureSummary).join(" ")}`);
}

// axe is injected once into each document and run there, in the page itself. @axe-core/playwright instead
// injected it again for every scan and merged its results in a new blank page: 4-8 s a scan on this busy
// machine, against about 1 s (docs/decisions/009). That merge is what crosses into frames, so a page with
// frames is refused here rather than scanned without them.
async function axeRun(page: Page, { include, tags = wholeScreen, rules }: Scan): Promise<Violation[]> {
  if (page.frames().length > 1) throw new Error("axe scans one document here; this page has frames");
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const { violations } = await axe.run(include ?? document, { runOnly });
      return violations.map(({ id, nodes }) => ({
        id,
        nodes: nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    {
      include,
      runOnly: rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: tags },
    },
  );
}
