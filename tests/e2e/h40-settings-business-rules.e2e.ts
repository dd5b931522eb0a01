import { expect, expectToast, test } from "./helpers/admin";

// The owner changes a business rule in Settings and finds it saved: refused out of its limits under its field,
// then saved, said to be saved (no longer the environment's), and named in Activity from what to what. The rule
// changed is the unopened-quote alert, which no other test on this server waits for.
test("the owner changes the unopened-quote alert's days in Settings and sees them saved", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings");
  const rules = page.getByRole("form", { name: "Business rules" });
  const field = rules.getByLabel("Unopened quote alert (days)");
  await expect(field).toHaveValue("2");
  await expect(rules.getByText("From the environment (QUOTE_UNVIEWED_DAYS) until you save.")).toBeVisible();

  await field.fill("400");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(field).toHaveAccessibleDescription(/Enter a whole number from 0 to 365/);
  await expect(field).toBeFocused();

  await field.fill("4");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expectToast(page, "Success", "Business rules saved", "success");
  await page.reload();
  await expect(field).toHaveValue("4");
  await expect(rules.getByText("Saved here. The environment's QUOTE_UNVIEWED_DAYS is 2.")).toBeVisible();

  await page.goto("/admin/activity");
  const entry = page.getByRole("listitem").filter({ hasText: "Business rules changed" });
  await expect(entry.getByText("Unopened quote alert (days) 2 → 4")).toBeVisible();
});
