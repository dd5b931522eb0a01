import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
}

// The e2e server runs as a fresh clone does: no SMTP_URL, so mail is off and every email is held.
test("with mail off, the dashboard and Email screen say so and list the held confirmation as it would be sent", async ({
  adminPage: page,
}) => {
  const email = `omar${Date.now()}@example.com`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "Omar <b>Test</b>", email, message: "Please call me about napkins." },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("link", { name: /Email/ }).getByText("Mail is off")).toBeVisible();
  await page.getByRole("link", { name: /Email/ }).click();

  await expect(page.getByRole("status").filter({ hasText: "Mail is off" })).toBeVisible();
  const item = page.getByTestId("outbox-item").filter({ hasText: email }).filter({ hasText: "We received" });
  await expect(item.getByText("Held (mail off)")).toBeVisible();
  // The subject is isolated from the line's direction, so an Arabic one reads right to left.
  await expect(item.locator("h2 bdi")).toContainText("We received");
  // Before the message opens: axe waits in vain for a script-less sandboxed frame.
  await expectNoViolations(page);
  await item.getByRole("button", { name: "Show message" }).click();
  const message = item.frameLocator("iframe");
  // The address is not verified: the confirmation repeats none of the visitor's words (docs/decisions/181).
  await expect(message.getByText("Hello,", { exact: true })).toBeVisible();
  await expect(item.locator("pre")).toContainText("Thank you for your message.");
  await expect(item.locator("pre")).not.toContainText("napkins");
  await expect(item.locator("pre")).not.toContainText("Omar");
});

test("Settings sends a test email and shows the answer (here, that mail is off), and saves where alerts go", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings");
  // The held emails are listed on the Email screen, not here: the notice says where and links there.
  const notice = page.getByRole("status").filter({ hasText: "Mail is off" });
  await expect(notice).toContainText('kept on the Email screen as "held"');
  await expect(notice.getByRole("link", { name: "Email" })).toHaveAttribute("href", "/admin/email");
  await page.getByLabel("Send a test email to").fill("owner@example.com");
  await page.getByRole("button", { name: "Send a test email" }).click();
  await expect(
    page.getByText("Not sent. The server answered: Mail is off: SMTP_URL is not set."),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel("Send alerts to").fill("owner@example.com, sales-at-example.com");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Error", "Not an email address: sales-at-example.com", "error");
  await page.getByLabel("Send alerts to").fill("owner@example.com, sales@example.com");
  await page.getByRole("checkbox", { name: "Alert me of each new contact message" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Mail settings saved", "success");
  await page.reload();
  await expect(page.getByLabel("Send alerts to")).toHaveValue("owner@example.com, sales@example.com");
  await expect(
    page.getByRole("checkbox", { name: "Alert me of each new contact message" }),
  ).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Alert me of each new product inquiry" })).toBeChecked();
  await expect(page.getByText("owner@example.com, sales@example.com", { exact: true })).toBeVisible();
});
