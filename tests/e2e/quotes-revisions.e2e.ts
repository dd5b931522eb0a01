import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { later } from "#tests/helpers/booking.ts";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// Quote revisions (docs/decisions/160): the owner revises a sent quote in the admin, the buyer receives revision 2
// by mail (read from the SMTP server started here) and finds the earlier link marked replaced, with and without
// JavaScript, in English and Arabic.
const { base, signIn, mailTo, folder } = serverOfItsOwn({
  name: "revisions",
  adminPassword: "revisions-e2e-admin-password",
  mail: true,
  publicOrigin: true,
  env: { FORM_RATE_LIMIT: "0" },
});

// Playwright runs in Node: poppler's pdftotext is called directly, on the attachment saved beside the server's data.
const pdfText = (content: Buffer | undefined) => {
  const path = join(folder(), "attachment.pdf");
  writeFileSync(path, content ?? Buffer.alloc(0));
  return execFileSync("pdftotext", [path, "-"]).toString();
};

test("the owner revises a sent quote; the buyer gets rev 2 by mail and the earlier link says it was replaced", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const created = await page.request.post(`${base}/trpc/quotes.create`, {
    headers: { origin: base },
    data: {
      buyerName: "Palm Hotel",
      buyerEmail: "buyer@palm.example",
      lang: "en",
      currency: "USD",
      validUntil: later(30),
      lines: [{ description: "Facial tissue", quantity: 10, unit: "carton", unitPrice: "12.00" }],
    },
  });
  expect(created.ok()).toBe(true);
  const number = ((await created.json()) as { result: { data: { number: string } } }).result.data.number;

  await page.goto(`${base}/admin/quotes`);
  const rows = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
  page.once("dialog", (d) => d.accept());
  await rows.getByRole("button", { name: `Send ${number}`, exact: true }).click();
  const first = await mailTo("buyer@palm.example", new RegExp(`^Your quote ${number}$`));
  const oldLink = first?.text?.match(/https?:\/\/\S+\/quote\/[\w-]+/)?.[0] ?? "";
  expect(oldLink).not.toBe("");

  // The owner changes the sent quote: a draft of revision 2 opens in the editor.
  await rows.getByRole("button", { name: `Revise ${number}` }).click();
  const editor = page.getByRole("form", { name: "Edit quote" });
  await expect(editor.getByLabel("Quantity of line 1")).toHaveValue("10");
  await editor.getByLabel("Quantity of line 1").fill("40");
  await editor.getByRole("button", { name: "Save draft" }).click();
  // While it is a draft, revision 1's row lists it in its history too: the draft's row is the one badged Draft.
  const draft = rows.filter({ has: page.getByText("Draft", { exact: true }) });
  await expect(draft).toContainText("rev 2");
  await expect(draft).toContainText("USD 480.00");
  page.once("dialog", (d) => d.accept());
  await draft.getByRole("button", { name: `Send ${number}`, exact: true }).click();

  const second = await mailTo("buyer@palm.example", new RegExp(`^Your quote ${number} rev 2$`));
  expect(second?.text).toContain("It replaces the earlier revision");
  const attachment = second?.attachments[0];
  expect(attachment?.filename).toBe(`${number}-rev2.pdf`);
  expect(pdfText(attachment?.content)).toContain(`${number} rev 2`);
  const newLink = second?.text?.match(/https?:\/\/\S+\/quote\/[\w-]+/)?.[0] ?? "";
  expect(newLink).not.toBe(oldLink);

  // The owner's list: one row at revision 2, its history with both revisions' PDFs.
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Sent");
  await expect(rows.getByRole("link", { name: `Download the PDF of ${number} rev 1` })).toBeVisible();
  await expect(rows.getByRole("link", { name: `Download the PDF of ${number} rev 2` })).toBeVisible();
  await expect(rows).toContainText("rev 1 · replaced");

  // With JavaScript: the earlier link is marked replaced and offers no answer; the new one can be accepted.
  const buyer = await browser.newPage();
  await buyer.goto(oldLink);
  await expect(buyer.getByRole("status")).toContainText("This quote was replaced by revision 2");
  await expect(buyer.getByRole("button", { name: "Accept the quote" })).toHaveCount(0);
  await buyer.goto(newLink);
  await expect(buyer.getByRole("heading", { level: 1 })).toContainText(`${number} rev 2`);
  await expect(buyer.getByRole("table")).toContainText("480.00");
  await buyer.close();

  // Without JavaScript, in Arabic too; the new revision is accepted with a plain form.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(oldLink.replace("/quote/", "/ar/quote/"));
  await expect(reader.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(reader.getByRole("status")).toContainText("حلَّت محل هذا العرض المراجعة 2");
  await expect(reader.getByRole("main").getByRole("button")).toHaveCount(0);
  await reader.goto(newLink);
  await reader.getByLabel("Your full name").fill("Sara Ahmed");
  await reader.getByRole("button", { name: "Accept the quote" }).click();
  await expect(reader.getByRole("status")).toContainText("You accepted this quote");
  await noScript.close();

  // Accepted: locked, no revision offered.
  await page.reload();
  await expect(rows).toContainText("Locked");
  await expect(rows.getByRole("button", { name: `Revise ${number}` })).toHaveCount(0);
});
