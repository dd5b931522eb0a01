import { readFile } from "node:fs/promises";
import { expect, expectToast, firstPublicProduct, signIn, test } from "./helpers/admin";

// Every lead list's CSV ends with where the lead came from (docs/decisions/200).
const sourceHeaders =
  "Source,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Ad click,Referring site,Landing page,Landing language";

test("change an inquiry's status, filter the list and export it as CSV", async ({ adminPage: page }) => {
  const product = await firstPublicProduct(page);
  const contactName = `أحمد ${Date.now()}`;
  const notes = 'Deliver to gate 3, "loading dock"\nفي الصباح';
  const sent = await page.request.post("/api/product-inquiries", {
    data: {
      productId: product.id,
      productName: product.name,
      contactName,
      email: "ahmad@example.com",
      phone: "+971 50 123 4567",
      businessType: "Hotel",
      quantity: "40 cartons",
      needByDate: "2026-12-15",
      additionalNotes: notes,
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { name: "Product Inquiries" })).toBeVisible();
  await expect(page.getByText("View and manage customer product inquiries")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: contactName });
  await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
  // Written as the admin writes every date with a time (decision 042): "Submitted on 26 November 2026, 15:41".
  await expect(card.getByText(/^Submitted on /)).toHaveText(
    /^Submitted on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{2}:\d{2}$/,
  );
  for (const text of ["ahmad@example.com", "+971 50 123 4567", "Hotel", "40 cartons", "2026-12-15"]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  // The phone is shown as sent and dialled by its digits, as on the site and the appointments' desk.
  await expect(card.getByRole("link", { name: "+971 50 123 4567" })).toHaveAttribute(
    "href",
    "tel:+971501234567",
  );
  const status = card.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveText("Pending");
  await status.click();
  await page.getByRole("option", { name: "Completed" }).click();
  await expectToast(page, "Status Updated", "Inquiry status has been updated successfully", "success");
  await status.click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await expect(status).toHaveText("Contacted");

  await page.reload();
  await expect(card.getByRole("combobox", { name: "Status" })).toHaveText("Contacted");

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Pending" }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await page.getByRole("searchbox", { name: /^Search/ }).fill(contactName);
  await expect(page.getByRole("listitem")).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^product-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Submitted on,Status,Product,Contact name,Email,Phone,Business type,Quantity,Need by,Additional notes," +
      sourceHeaders,
  );
  expect(lines.at(-1)).toBe("");
  const row = lines.slice(1, -1).join("\r\n");
  expect(row).toContain(
    `,contacted,${product.name},${contactName},ahmad@example.com,+971 50 123 4567,Hotel,`,
  );
  expect(row).toContain(`"Deliver to gate 3, ""loading dock""\nفي الصباح"`);
});

test("contact messages: unread on the server until marked read, in every browser; search and export", async ({
  adminPage: page,
  browser,
}) => {
  const name = `Sara ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: { name, email: "sara@example.com", message: "=SUM(A1) please call me about pricing" },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin/dashboard");
  const unreadBadge = page.getByText(/^[\d,]+ unread$/);
  const unread = Number((await unreadBadge.textContent())?.replace(/\D/g, ""));
  expect(unread).toBeGreaterThan(0);
  await page.getByRole("link", { name: /^Contact Messages/ }).click();
  await page.getByRole("searchbox", { name: /^Search/ }).fill(name);
  await expect(page).toHaveURL(/[?&]q=Sara/);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(page.getByRole("listitem")).toHaveCount(1);
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "sara@example.com" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = (await readFile(await (await download).path())).toString("utf8");
  expect(text.startsWith(`\uFEFFDate,Name,Email,Message,${sourceHeaders}\r\n`)).toBe(true);
  // A cell that would run as a spreadsheet formula is written as text.
  expect(text).toContain(`,${name},sara@example.com,'=SUM(A1) please call me about pricing,`);

  await card.getByRole("button", { name: `Mark read: message from ${name}` }).click();
  await expect(card.getByText("New", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByText(`${(unread - 1).toLocaleString("en-US")} unread`)).toBeVisible();

  // Another browser of the same admin sees the message as read: the mark is kept on the server.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second);
  await second.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
  await expect(second.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  await expect(second.getByText("New", { exact: true })).toHaveCount(0);
  await other.close();
});

test("an inquiry's card flags a buyer who wrote in Arabic", async ({ adminPage: page, baseURL }) => {
  const product = await firstPublicProduct(page);
  const tag = Date.now();
  const buyers: Array<[string, string]> = [
    ["/ar", `Arabic buyer ${tag}`],
    ["/", `English buyer ${tag}`],
  ];
  for (const [path, contactName] of buyers) {
    const sent = await page.request.post("/api/product-inquiries", {
      headers: { referer: `${baseURL}${path}` },
      data: {
        productId: product.id,
        contactName,
        email: "lang@example.com",
        businessType: "Hotel",
        quantity: "10 cartons",
        needByDate: "soon",
      },
    });
    expect(sent.status()).toBe(201);
  }
  await page.goto(`/admin/inquiries?q=${tag}`);
  const flag = (name: string) =>
    page
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByRole("heading")
      .getByText("Arabic", { exact: true });
  // Arabic is flagged beside the status; English, the usual language, is not.
  await expect(flag(`Arabic buyer ${tag}`)).toBeVisible();
  await expect(flag(`English buyer ${tag}`)).toHaveCount(0);
});
