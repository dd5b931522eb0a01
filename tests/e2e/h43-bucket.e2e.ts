import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import S3rver from "s3rver";
import { expectToast } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// A server of its own (the owner's bucket must not reach the shared server's backups), and an S3-compatible
// storage of its own on localhost.
const { base, signIn } = serverOfItsOwn({ name: "h43-bucket", adminPassword: "h43-bucket-e2e-admin" });
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
  await signIn(page);
  await page.goto(`${base}/admin/backups`);
  await page.getByLabel("Endpoint").fill(endpoint);
  await page.getByLabel("Region").fill("us-east-1");
  await page.getByLabel("Bucket", { exact: true }).fill("safa-backups");
  await page.getByLabel("Folder in the bucket").fill("safa/backups");
  await page.getByLabel("Access key ID").fill("S3RVER");
  await page.getByLabel("Secret access key").fill("the-owners-secret");
  await page.getByRole("button", { name: "Save bucket" }).click();
  await expectToast(page, "Success", "Bucket saved. Test the connection to check it.", "success");
  await expect(page.getByLabel("Secret access key")).toHaveValue("");
  await expect(page.getByText("Saved, never shown: type a new one to replace it")).toBeVisible();

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Connected to safa-backups" })).toContainText(
    "wrote, read back, listed and deleted a test file.",
  );

  await page.getByRole("button", { name: "Make my backup key" }).click();
  const dialog = page.getByRole("dialog", { name: "Your backup key" });
  await expect(
    dialog.getByRole("list", { name: "The key's words, in order" }).getByRole("listitem"),
  ).toHaveCount(24);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download as a file" }).click();
  expect((await downloading).suggestedFilename()).toBe("safa-tissue-backup-key.txt");
  await dialog.getByRole("button", { name: "I have kept it safe" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Made on .*Keep its words off this server/)).toBeVisible();

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.locator("[data-sonner-toast][data-front='true'] [data-description]")).toContainText(
    "Its copy is on its way to the bucket.",
  );
  const newest = page.getByTestId("backup-row").first();
  await expect(newest.getByText("In the bucket")).toBeVisible({ timeout: 20_000 });
  await expect(newest).toContainText(/sealed · sha256 [0-9a-f]{12}…/);
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
});
