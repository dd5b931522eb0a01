// The admin's list screens of a seeded site in Chromium (admin-screens.mjs, run by Node, which drives Playwright):
// each view's time until the screen shows its counts, printed against its target; false when a screen did not show
// what it should or a view missed its target.
import { join } from "node:path";
import { spawnSync } from "bun";

type Shown = { views?: Array<{ view: string; ms: number; target: number }>; failed?: string };

export function screenViews(base: string, password: string, scenario: "desk" | "catalogue") {
  const run = spawnSync(["node", join(import.meta.dir, "admin-screens.mjs"), base, password, scenario], {
    stderr: "inherit",
  });
  const shown = JSON.parse(run.stdout.toString() || '{"failed":"the browser printed nothing"}') as Shown;
  console.log("\nThe admin's screens in Chromium (each view until its counts show, against its target):");
  if (shown.failed) {
    console.log(`  FAILED: ${shown.failed}`);
    return false;
  }
  let met = true;
  for (const { view, ms, target } of shown.views ?? []) {
    met &&= ms < target;
    const verdict = ms < target ? "ok" : "OVER TARGET";
    console.log(`  ${view.padEnd(36)} ${String(ms).padStart(5)} ms  (< ${target} ms)  ${verdict}`);
  }
  return met;
}
