import { expect, type Page } from "@playwright/test";
import { expectToast, firstPublicProduct, test } from "./helpers/admin";

// Inquiries that only this test can find: every name carries the tag.
async function sendInquiries(page: Page, tag: string, names: string[]) {
  const product = await firstPublicProduct(page);
  for (const name of names) {
    const sent = await page.request.post("/api/product-inquiries", {
      data: {
        productId: product.id,
        contactName: `${name} ${tag}`,
        email: "desk@example.com",
        businessType: "Hotel",
        quantity: "12 cartons",
        needByDate: "2027-02-01",
      },
    });
    expect(sent.status()).toBe(201);
  }
}
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("combobox", { name: "Status" }) });

test("the view lives in the URL: reload and Back keep search, filter and sort", async ({
  adminPage: page,
}) => {
  const tag = `url${Date.now()}`;
  await sendInquiries(page, tag, ["Amira", "Basel"]);
  await page.goto("/admin/inquiries");
  await page.getByRole("searchbox", { name: /^Search/ }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Contact name A–Z" }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(cards(page).first()).toContainText(`Amira ${tag}`);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: /^Search/ })).toHaveValue(tag);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Contact name A–Z");
  await expect(cards(page).first()).toContainText(`Amira ${tag}`);
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Newest first");
  await expect(cards(page).first()).toContainText(`Basel ${tag}`);
});

test("bulk status, archive, restore and delete on ticked inquiries", async ({ adminPage: page }) => {
  const tag = `bulk${Date.now()}`;
  await sendInquiries(page, tag, ["One", "Two", "Three"]);
  await page.goto(`/admin/inquiries?q=${tag}`);
  await expect(cards(page)).toHaveCount(3);
  await page.getByLabel("Select all on this page").check();
  const bar = page.getByRole("region", { name: "Selected rows" });
  await expect(bar).toContainText("3 selected");
  await bar.getByRole("combobox", { name: "Change status of the selected" }).click();
  await page.getByRole("option", { name: "Set Contacted" }).click();
  await expectToast(page, "Status Updated", "Inquiry status has been updated successfully", "success");
  for (const status of await cards(page).getByRole("combobox", { name: "Status" }).all()) {
    await expect(status).toHaveText("Contacted");
  }

  await page.getByLabel(`Select inquiry from One ${tag}`).check();
  await page.getByLabel(`Select inquiry from Two ${tag}`).check();
  await bar.getByRole("button", { name: "Archive" }).click();
  await expectToast(page, "Success", "2 inquiries archived", "success");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(cards(page)).toHaveCount(2);
  await cards(page)
    .first()
    .getByRole("button", { name: /^Restore / })
    .click();
  await expect(cards(page)).toHaveCount(1);

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Delete 1 inquiry? This cannot be undone.");
    void dialog.accept();
  });
  await cards(page)
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expectToast(page, "Success", "1 inquiry deleted", "success");
  await expect(page.getByText("No inquiries match these filters.")).toBeVisible();
  const left = (await (await page.request.get("/api/product-inquiries")).json()) as { contactName: string }[];
  expect(
    left
      .filter((i) => i.contactName.endsWith(tag))
      .map((i) => i.contactName)
      .sort(),
  ).toEqual([`Three ${tag}`, `Two ${tag}`]);
});

test("notes and status changes form the inquiry's history with who and when", async ({ adminPage: page }) => {
  const tag = `note${Date.now()}`;
  await sendInquiries(page, tag, ["Dalia"]);
  await page.goto(`/admin/inquiries?q=${tag}`);
  const card = cards(page).first();
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await card.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Completed" }).click();
  await expectToast(page, "Status Updated", "Inquiry status has been updated successfully", "success");
  await card.getByRole("button", { name: "Notes and history" }).click();
  const history = card.getByRole("region", { name: "Notes and history" });
  await expect(history.getByText("Status: Pending → Completed")).toBeVisible();
  await expect(card.getByText("New", { exact: true })).toHaveCount(0);
  await history.getByLabel("Add an internal note").fill("Asked for a sample box of the 3-ply rolls.");
  await history.getByRole("button", { name: "Add note" }).click();
  await expect(history.getByText("Asked for a sample box of the 3-ply rolls.")).toBeVisible();
  await expect(history.getByText(/^Note by admin · /)).toBeVisible();
  await expect(history.getByLabel("Add an internal note")).toHaveValue("");
});

test("a note written in Arabic reads right to left, in the box and in the history", async ({
  adminPage: page,
}) => {
  const tag = `arnote${Date.now()}`;
  await sendInquiries(page, tag, ["Huda"]);
  await page.goto(`/admin/inquiries?q=${tag}`);
  const card = cards(page).first();
  await card.getByRole("button", { name: "Notes and history" }).click();
  const history = card.getByRole("region", { name: "Notes and history" });
  const box = history.getByLabel("Add an internal note");
  await box.fill("اتصلت به، سيرسل العنوان غداً.");
  await expect(box).toHaveJSProperty("dir", "auto");
  await history.getByRole("button", { name: "Add note" }).click();
  await expect(history.getByText("اتصلت به، سيرسل العنوان غداً.", { exact: true })).toHaveCSS(
    "direction",
    "rtl",
  );
});
