import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, test } from "./helpers/fixtures";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// Backups that survive the server (issue 43): a server of this file's own, so the owner's bucket never reaches the
// shared server's backups, and an S3-compatible storage of its own on localhost (s3rver).
const own = serverOfItsOwn({ name: "h43-bucket", adminPassword: "h43-bucket-e2e-admin" });
const storageDir = mkdtempSync(join(tmpdir(), "tissue-h43-s3-"));
const storage = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: storageDir,
  configureBuckets: [{ name: "safa-backups", configs: [] }],
});
let endpoint = "";
test.beforeAll(async () => {
  endpoint = `http://127.0.0.1:${((await storage.run()) as unknown as { port: number }).port}`;
});
test.afterAll(async () => {
  await storage.close();
  rmSync(storageDir, { recursive: true, force: true });
});

test("the owner sets the bucket, tests the connection, makes the key, backs up now and sees the copy stored", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await own.signIn(page);
  await page.goto(`${own.base}/admin/backups`);

  await test.step("the bucket saved; its secret is not shown again", async () => {
    await page.getByLabel("Endpoint").fill(endpoint);
    await page.getByLabel("Region").fill("us-east-1");
    await page.getByLabel("Bucket", { exact: true }).fill("safa-backups");
    await page.getByLabel("Folder in the bucket").fill("safa/backups");
    await page.getByLabel("Access key ID").fill("S3RVER");
    await page.getByLabel("Secret access key").fill("the-owners-secret");
    await page.getByRole("button", { name: "Save bucket" }).click();
    await expectToast(page, "success", "Success", "Bucket saved. Test the connection to check it.");
    await expect(page.getByLabel("Secret access key")).toHaveValue("");
    await expect(page.getByText("Saved, never shown: type a new one to replace it")).toBeVisible();
  });

  await test.step("Test connection writes, reads back, lists and deletes a file", async () => {
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Connected to safa-backups" })).toContainText(
      "wrote, read back, listed and deleted a test file.",
    );
  });

  await test.step("the backup key's 24 words, shown once, downloaded as a file", async () => {
    await page.getByRole("button", { name: "Make my backup key" }).click();
    const dialog = page.getByRole("dialog", { name: "Your backup key" });
    const words = dialog.getByRole("list", { name: "The key's words, in order" }).getByRole("listitem");
    await expect(words).toHaveCount(24);
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download as a file" }).click();
    expect((await downloading).suggestedFilename()).toBe("safa-tissue-backup-key.txt");
    await dialog.getByRole("button", { name: "I have kept it safe" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^Made on .*Keep its words off this server/)).toBeVisible();
  });

  await test.step("Back up now: the copy is in the bucket, with its size and checksum", async () => {
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.locator("[data-sonner-toast][data-front='true'] [data-description]")).toContainText(
      "Its copy is on its way to the bucket.",
    );
    const newest = page.getByTestId("backup-row").first();
    await expect(newest.getByText("In the bucket")).toBeVisible({ timeout: 20_000 });
    await expect(newest).toContainText(/sealed · sha256 [0-9a-f]{12}…/);
    expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
  });
});
