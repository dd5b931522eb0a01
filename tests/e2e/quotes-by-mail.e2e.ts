import { expect, test } from "@playwright/test";
import { later } from "#tests/helpers/booking.ts";
import { serverOfItsOwn } from "./helpers/server-of-its-own";
import { waitForReact } from "./helpers/site";

// A server of its own that sends real mail to an SMTP server started here, so the buyer opens the link from the
// message that arrived and the owner's alert is read as it was received: a quote accepted in each language, with
// and without JavaScript, and a quote revised after it was sent (docs/decisions/160).
const { base, signIn, mailTo } = serverOfItsOwn({
  name: "quotes",
  adminPassword: "quotes-e2e-admin-password",
  mail: true,
  publicOrigin: true,
  env: { FORM_RATE_LIMIT: "0" },
});

test("the owner prices an inquiry, sends the quote, the buyer accepts it from the email, the owner is alerted", async ({
  page,
  browser,
}) => {
  const products = (await (await page.request.get(`${base}/api/products`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const product = products[0];
  if (!product) throw new Error("no product");
  const sent = await page.request.post(`${base}/api/product-inquiries`, {
    data: {
      productId: product.id,
      contactName: "Grand Hotel",
      email: "buyer@grand.example",
      businessType: "Hotel",
      quantity: "40 cartons",
      needByDate: "next month",
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page);
  await page.goto(`${base}/admin/inquiries`);
  await page.getByRole("link", { name: "Make a quote for inquiry from Grand Hotel" }).first().click();
  const editor = page.getByRole("form", { name: "New quote" });
  await expect(editor.getByLabel("Buyer", { exact: true })).toHaveValue("Grand Hotel");
  await expect(editor.getByLabel("Quantity of line 1")).toHaveValue("40");
  await editor.getByLabel("Unit price of line 1").fill("12.35");
  const totals = editor.getByRole("definition");
  await expect(totals.nth(1)).toHaveText("USD 0.00");
  await editor.getByLabel("Discount (%)").fill("10");
  await editor.getByLabel("Tax rate (%)").fill("5");
  // 40 × 12.35 = 494.00; 10 % = 49.40; 444.60 × 5 % = 22.23; total 466.83
  await expect(totals.nth(1)).toHaveText("-USD 49.40");
  await expect(totals.last()).toHaveText("USD 466.83");
  await editor.getByLabel("Unit price of line 1").fill("-3");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(
    editor.getByText("Unit price must be from 0 to 99999999.99 with at most 2 decimals"),
  ).toBeVisible();
  await editor.getByLabel("Unit price of line 1").fill("12.35");
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "Arabic" }).click();
  await editor.getByRole("button", { name: "Save draft" }).click();

  const row = page
    .getByRole("main")
    .locator("[id]")
    .filter({ hasText: "Grand Hotel" })
    .filter({ hasText: "Draft" });
  await expect(row).toContainText("USD 466.83");
  const number = ((await row.locator("p").first().textContent()) ?? "").match(/Q-\d{4}-\d{4}/)?.[0] ?? "";
  page.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: `Send ${number}` }).click();
  // With mail on, the toast says the quote went (with mail off it says the email is held: visitor-booking.e2e.ts).
  await expect(page.getByText(`Quote ${number} sent to buyer@grand.example`)).toBeVisible({
    timeout: 20_000,
  });
  // Sending draws the quote's PDF first; the server's first one also starts its PDF worker.
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: number })).toContainText(
    "Sent",
    { timeout: 20_000 },
  );

  // The inquiry says it was answered: contacted, with its quote, which the card opens instead of drafting another.
  await page.goto(`${base}/admin/inquiries`);
  const answered = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
  await expect(answered).toContainText("Contacted");
  await expect(answered.getByRole("definition").filter({ hasText: number })).toContainText("Sent");
  await expect(answered.getByRole("link", { name: "Make a quote for inquiry from Grand Hotel" })).toHaveCount(
    0,
  );
  await answered.getByRole("link", { name: `Open quote ${number} for inquiry from Grand Hotel` }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\?q=/);
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: number })).toHaveCount(1);

  const mail = await mailTo("buyer@grand.example", new RegExp(number));
  const link = mail?.text?.match(/https?:\/\/\S+\/ar\/quote\/[\w-]+/)?.[0] ?? "";
  expect(link).not.toBe("");

  const buyer = await browser.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole("heading", { level: 1 })).toContainText(number);
  await expect(buyer.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(buyer.getByRole("table")).toContainText("466.83 USD");
  // The PDF kept when it was sent, from the page's own link.
  const download = buyer.waitForEvent("download");
  await buyer.getByRole("link", { name: "تنزيل عرض السعر بصيغة PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`${number}-rev1.pdf`);
  await expect(buyer.getByText("الشروط والأحكام", { exact: true })).toBeVisible();
  await buyer.getByLabel("اسمك الكامل").fill("ليلى حداد");
  await buyer.getByLabel("رقم أمر الشراء (اختياري)").fill("PO-4471");
  await buyer.getByRole("button", { name: "قبول عرض السعر" }).click();
  await expect(buyer.getByRole("status")).toContainText("لقد قبلت هذا العرض");
  expect((await buyer.goto(`${link}x`))?.status()).toBe(404);
  await buyer.close();

  const alert = await mailTo("owner@safa.example", new RegExp(`Quote ${number} accepted`));
  expect(alert?.text).toContain("ليلى حداد");
  expect(alert?.text).toContain("PO-4471");
  expect(alert?.attachments.map((a) => a.filename)).toEqual([`${number}-rev1-accepted.pdf`]);
  const copy = await mailTo("buyer@grand.example", new RegExp(`قبلت عرض السعر ${number}`));
  expect(copy?.attachments.map((a) => a.filename)).toEqual([`${number}-rev1-accepted.pdf`]);
  await page.goto(`${base}/admin/dashboard`);
  await expect(page.getByRole("link", { name: /^Quotes/ })).toContainText(
    "1 accepted this month (USD 466.83)",
  );
  await page.goto(`${base}/admin/inquiries`);
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: number })).toContainText(
    "Completed",
  );
});

test("the issue's whole path: an Arabic buyer's list of three, priced, sent, opened from the mail and accepted", async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await buyer.goto(`${base}/ar`);
  await waitForReact(buyer);
  const adds = buyer.locator("section#products article").getByRole("link", { name: /^أضف إلى عرض السعر/ });
  for (const i of [0, 1, 2]) await adds.nth(i).click();
  await expect(buyer.getByRole("link", { name: "قائمة عرض السعر (3)" }).first()).toBeVisible();
  await buyer.reload();
  const listButton = buyer.getByRole("link", { name: "قائمة عرض السعر (3)" }).first();
  await expect(listButton).toBeVisible();
  await listButton.click();
  const dialog = buyer.getByRole("dialog", { name: "اطلب عرض سعر" });
  const quantities = dialog.getByRole("textbox", { name: /^كمية / });
  await expect(quantities).toHaveCount(3);
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  // An impossible quantity is refused at its own line.
  for (const [i, q] of ["40 كرتونة", "-5", "5 cartons"].entries()) await quantities.nth(i).fill(q);
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(quantities.nth(1)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("listitem").nth(1).getByRole("alert")).toHaveText(
    "أدخل كمية من 1 إلى 1,000,000، مثل 50 كرتونة",
  );
  await expect(quantities.nth(0)).not.toHaveAttribute("aria-invalid", "true");
  for (const [i, q] of ["40 كرتونة", "12 cases", "5 cartons"].entries()) await quantities.nth(i).fill(q);
  await dialog.getByLabel("اسم جهة الاتصال").fill("فندق النخيل");
  await dialog.getByLabel("البريد الإلكتروني").fill("palm@hotel.example");
  await dialog.getByLabel("نوع النشاط").selectOption("Hotel");
  await dialog.getByLabel("التاريخ المطلوب").fill("قبل رمضان");
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(dialog).toBeHidden();
  await expect(buyer.getByRole("link", { name: "قائمة عرض السعر", exact: true }).first()).toBeVisible();
  const confirmation = await mailTo("palm@hotel.example", /R-\d{4}-\d{4}/);
  // The products by the site's names; the quantities the buyer typed stay out of it (docs/decisions/181).
  expect(confirmation?.text).toContain("المنتجات:");
  expect(confirmation?.text).not.toContain("40 كرتونة");

  await signIn(page);
  await page.goto(`${base}/admin/quotes`);
  const request = page
    .getByRole("region", { name: "Quote requests waiting for a price" })
    .getByRole("listitem")
    .first();
  await expect(request).toContainText("فندق النخيل");
  await request.getByRole("link", { name: /^Make a quote for R-/ }).click();
  const editor = page.getByRole("form", { name: "New quote" });
  await expect(editor.getByLabel("Description of line 3")).not.toHaveValue("");
  for (const i of [1, 2, 3]) await editor.getByLabel(`Unit price of line ${i}`).fill("10.00");
  await editor.getByLabel("Quantity of line 1").fill("40");
  // The editor is at 1280 px here: every line shows quantity × unit price beside it.
  for (const [i, total] of ["USD 400.00", "USD 120.00", "USD 50.00"].entries())
    await expect(editor.getByLabel(`Total of line ${i + 1}`)).toHaveText(total);
  await editor.getByRole("combobox", { name: "Buyer's language" }).click();
  await page.getByRole("option", { name: "Arabic" }).click();
  await editor.getByRole("button", { name: "Save draft" }).click();
  const row = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "فندق النخيل" })
    .filter({ hasText: "Draft" });
  const number = ((await row.locator("p").first().textContent()) ?? "").match(/Q-\d{4}-\d{4}/)?.[0] ?? "";
  page.once("dialog", (d) => d.accept());
  await row.getByRole("button", { name: `Send ${number}` }).click();

  const mail = await mailTo("palm@hotel.example", new RegExp(number));
  const link = mail?.text?.match(/https?:\/\/\S+\/ar\/quote\/[\w-]+/)?.[0] ?? "";
  await buyer.close();
  // The finance team opens it without JavaScript: the PDF and the signed acceptance are plain links and forms.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(link);
  await expect(reader.getByRole("table")).toContainText("570.00 USD");
  const download = reader.waitForEvent("download");
  await reader.getByRole("link", { name: "تنزيل عرض السعر بصيغة PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`${number}-rev1.pdf`);
  await reader.getByLabel("اسمك الكامل").fill("سارة أحمد");
  await reader.getByLabel("رقم أمر الشراء (اختياري)").fill("PO-88");
  await reader.getByRole("button", { name: "قبول عرض السعر" }).click();
  await expect(reader.getByRole("status")).toContainText("لقد قبلت هذا العرض");
  await noScript.close();
  await mailTo("owner@safa.example", new RegExp(`Quote ${number} accepted by فندق النخيل`));
});

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
