import { readFileSync } from "node:fs";
import { expect, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { picture } from "./helpers/screens";

// The e2e server's database is shared with the other files: this file only makes backups, never restores.
test("Back up now adds a row at the top, and Download gives the archive", async ({ adminPage: page }) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /Backups/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
  await expect(page.getByText(/A backup is made every night at 03:00 UTC/)).toBeVisible();
  const rows = page.getByTestId("backup-row");
  // The schedule note shows once the list has loaded, so this count is of the loaded list.
  const before = await rows.count();

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.locator("[data-sonner-toast][data-front='true'] [data-description]")).toContainText(
    "Backup made",
  );
  await expect(rows).toHaveCount(before + 1);
  const newest = rows.first();
  await expect(newest.getByText("Latest")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await newest.getByRole("link", { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/,
  );
  const bytes = readFileSync((await download.path()) ?? "");
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  await expect(newest).toContainText(download.suggestedFilename());

  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
});

test("the download is closed to visitors", async ({ page }) => {
  const res = await page.request.get("/api/admin/backups/backup-2026-01-01T03-00-00Z.tar.gz");
  expect(res.status()).toBe(401);
});

for (const width of [375, 1280]) {
  test(`the Backups screen at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByTestId("backup-row").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Back up now" })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await picture(page, `backups-${width}`, { fullPage: true });
  });
}
