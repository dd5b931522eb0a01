import { expect, test } from "@playwright/test";
import { adminList } from "./helpers/site";

// A visitor whose browser runs no script sends the plain quote list, then reloads the thank-you page: the post led
// to <its path>/sent (docs/decisions/013), so the reload asks for that page again and stores nothing new.
test.use({ javaScriptEnabled: false });

type Inquiry = { contactName: string; quantity: string };

test("reloading the quote list's thank-you page without JavaScript shows the thanks again and sends nothing twice", async ({
  page,
}) => {
  const contactName = `Reload ${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  await page.goto("/quote-list");
  await page.getByRole("main").getByRole("listitem").first().getByRole("textbox").fill("40 cartons");
  await page.getByLabel("Contact name").fill(contactName);
  await page.getByLabel("Email", { exact: true }).fill("reload@example.com");
  await page.getByLabel("Business type").selectOption("Hotel");
  await page.getByLabel("Need-by date").fill("ASAP");
  await page.getByRole("button", { name: "Send the request" }).click();

  const thanks = page.getByRole("heading", { level: 1, name: "Request Sent!" });
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\/quote-list\/sent$/);
  await page.reload();
  await expect(page).toHaveURL(/\/quote-list\/sent$/);
  await expect(thanks).toBeVisible();
  await expect(page.getByRole("status")).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Arabic", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/quote-list\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال الطلب!");

  const stored = await adminList<Inquiry>(page, "/api/product-inquiries");
  expect(stored.filter((i) => i.contactName === contactName)).toMatchObject([{ quantity: "40 cartons" }]);
});
