import { readFileSync } from "node:fs";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, signIn, stamp, test } from "./helpers/fixtures";
import { picture } from "./helpers/screens";
import { serverOfItsOwn } from "./helpers/server-of-its-own";

// Running the site: backups, the Activity screen's record of who did what, mail and the site's address in Settings.
// The worker's server has PUBLIC_ORIGIN and no SMTP_URL, as a fresh clone; a server of this file's own has neither,
// so the owner meets the dashboard's prompt for the address (docs/decisions/180). Its database is shared with the
// other files: backups are made here, never restored.
const own = serverOfItsOwn({ name: "site-address", adminPassword: "site-address-e2e-admin" });

test("Back up now adds a row at the top and Download gives the archive; the Activity screen writes its size as the toast did; both screens whole at each width", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await test.step("the backup's row, its archive downloaded", async () => {
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Backups/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
    await expect(page.getByText(/A backup is made every night at 03:00 UTC/)).toBeVisible();
    const rows = page.getByTestId("backup-row");
    // The schedule note shows once the list has loaded, so this count is of the loaded list.
    const before = await rows.count();
    await page.getByRole("button", { name: "Back up now" }).click();
    const toast = page.locator("[data-sonner-toast][data-front='true'] [data-description]");
    await expect(toast).toContainText("Backup made");
    await expect(rows).toHaveCount(before + 1);
    const newest = rows.first();
    await expect(newest.getByText("Latest")).toBeVisible();
    const size = (await toast.textContent())?.match(/\((\d+\.\d (?:kB|MB))\)/)?.[1];
    expect(size).toBeTruthy();
    const downloading = page.waitForEvent("download");
    await newest.getByRole("link", { name: /Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/,
    );
    expect(readFileSync((await download.path()) ?? "").subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await expect(newest).toContainText(download.suggestedFilename());
    await page.goto("/admin/activity?status=backup");
    // The download is recorded too: the backup's own entry is found by its heading.
    const entry = page
      .getByTestId("activity-entry")
      .filter({ has: page.getByRole("heading", { name: "Backup made" }) })
      .first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(size ?? "");
    await expect(entry).not.toContainText("bytes");
  });

  for (const width of [375, 1280]) {
    await test.step(`at ${width} px the Backups and Activity screens are no wider than the screen, and axe finds nothing`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of ["backups", "activity"]) {
        await page.goto(`/admin/${screen}`);
        await expect(
          page.getByTestId(screen === "backups" ? "backup-row" : "activity-entry").first(),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
        await picture(page, `${screen}-${width}`, { fullPage: true });
      }
    });
  }
});

test("a product added in the admin is on the Activity screen, by whom, from where and when; the filters narrow the list", async ({
  adminPage: page,
}) => {
  const name = `Audited Rolls ${stamp()}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Recorded in the audit log.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Toilet Paper" }).click();
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "success", "Success", "Product created successfully");
  try {
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Activity/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await page.getByRole("combobox", { name: "Show activity about" }).click();
    await page.getByRole("option", { name: "Products" }).click();
    await page.getByRole("combobox", { name: "Who" }).click();
    await page.getByRole("option", { name: "admin" }).click();
    await expect(page).toHaveURL(/status=product/);
    await expect(page).toHaveURL(/who=admin/);
    const newest = page.getByTestId("activity-entry").first();
    await expect(newest.getByRole("heading", { name: "Product added" })).toBeVisible();
    await expect(newest).toContainText(name);
    await expect(newest).toContainText("admin");
    await expect(newest).toContainText("127.0.0.1");
    // When, written as the admin writes a date with a time: "26 November 2026, 15:54" on the factory's clock (UTC
    // here), the day of the instant it stands for (decision 042).
    const at = new Date((await newest.locator("time").getAttribute("datetime")) ?? "");
    const month = at.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
    await expect(newest.locator("time")).toHaveText(
      `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${at.toISOString().slice(11, 16)}`,
    );
    // A sign-in is not a product: the kind filter leaves it out; a day with no activity shows none.
    await expect(page.getByTestId("activity-entry").filter({ hasText: "Signed in" })).toHaveCount(0);
    await page.getByLabel("From").fill("2099-01-01");
    await expect(page.getByText("No entries match these filters.")).toBeVisible();
  } finally {
    // The public-site tests that run later count the catalogue.
    const products = (await (await page.request.get("/api/admin/products")).json()) as Array<{
      id: string;
      name: string;
    }>;
    for (const product of products.filter((p) => p.name === name))
      expect((await page.request.delete(`/api/products/${product.id}`)).ok()).toBe(true);
  }
});

test("with mail off, the dashboard, the Email screen and Settings say so; the held confirmation reads as it would be sent; where alerts go is saved", async ({
  adminPage: page,
}) => {
  const email = `omar${stamp()}@example.com`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "Omar <b>Test</b>", email, message: "Please call me about napkins." },
  });
  expect(sent.status()).toBe(201);

  await test.step("the Email screen lists the held confirmation, which repeats none of the visitor's words", async () => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: /Email/ }).getByText("Mail is off")).toBeVisible();
    await page.getByRole("link", { name: /Email/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mail is off" })).toBeVisible();
    const item = page
      .getByTestId("outbox-item")
      .filter({ hasText: email })
      .filter({ hasText: "We received" });
    await expect(item.getByText("Held (mail off)")).toBeVisible();
    // The subject is isolated from the line's direction, so an Arabic one reads right to left.
    await expect(item.locator("h2 bdi")).toContainText("We received");
    // Before the message opens: axe waits in vain for a script-less sandboxed frame.
    expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
    await item.getByRole("button", { name: "Show message" }).click();
    await expect(item.frameLocator("iframe").getByText("Hello,", { exact: true })).toBeVisible();
    // The address is not verified: the confirmation repeats none of the visitor's words (docs/decisions/181).
    await expect(item.locator("pre")).toContainText("Thank you for your message.");
    await expect(item.locator("pre")).not.toContainText("napkins");
    await expect(item.locator("pre")).not.toContainText("Omar");
  });

  await test.step("Settings: the address set on the server read-only, a test email's answer, the alerts' addresses", async () => {
    await page.goto("/admin/settings");
    const fixed = page.locator("p", { hasText: "set on the server by the PUBLIC_ORIGIN setting" });
    await expect(fixed).toContainText(`${new URL(page.url()).origin}: set on the server`);
    await expect(page.getByRole("textbox", { name: "Site address" })).toHaveCount(0);
    // The held emails are listed on the Email screen, not here: the notice says where and links there.
    const notice = page.getByRole("status").filter({ hasText: "Mail is off" });
    await expect(notice).toContainText('kept on the Email screen as "held"');
    await expect(notice.getByRole("link", { name: "Email" })).toHaveAttribute("href", "/admin/email");
    await page.getByLabel("Send a test email to").fill("owner@example.com");
    await page.getByRole("button", { name: "Send a test email" }).click();
    await expect(
      page.getByText("Not sent. The server answered: Mail is off: SMTP_URL is not set."),
    ).toBeVisible();
    expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
    await page.getByLabel("Send alerts to").fill("owner@example.com, sales-at-example.com");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "error", "Error", "Not an email address: sales-at-example.com");
    await page.getByLabel("Send alerts to").fill("owner@example.com, sales@example.com");
    await page.getByRole("checkbox", { name: "Alert me of each new contact message" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "success", "Success", "Mail settings saved");
    await page.reload();
    await expect(page.getByLabel("Send alerts to")).toHaveValue("owner@example.com, sales@example.com");
    await expect(
      page.getByRole("checkbox", { name: "Alert me of each new contact message" }),
    ).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Alert me of each new product inquiry" })).toBeChecked();
    await expect(page.getByText("owner@example.com, sales@example.com", { exact: true })).toBeVisible();
    // With PUBLIC_ORIGIN set, the dashboard asks for no address.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Set your website's address" })).toHaveCount(0);
  });
});

test("the owner changes the unopened-quote alert's days in Settings and sees them saved and in Activity", async ({
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
  await expectToast(page, "success", "Success", "Business rules saved");
  await page.reload();
  await expect(field).toHaveValue("4");
  await expect(rules.getByText("Saved here. The environment's QUOTE_UNVIEWED_DAYS is 2.")).toBeVisible();

  await page.goto("/admin/activity");
  const entry = page.getByRole("listitem").filter({ hasText: "Business rules changed" });
  await expect(entry.getByText("Unopened quote alert (days) 2 → 4")).toBeVisible();
});

test("without PUBLIC_ORIGIN the dashboard, shown whole once it knows, asks for the site's address until the owner sets it; the pages' links are then absolute", async ({
  page,
  browser,
}) => {
  const { base } = own;
  const canonical = async () =>
    (await (await page.request.get(`${base}/ar`)).text()).match(
      /<link rel="canonical" href="([^"]*)"\/>/,
    )?.[1];
  expect(await canonical()).toBe("/ar");
  await signIn(page, own.admin, base);

  await test.step("the dashboard appears whole once its notice and counts are known, so no tile moves under the pointer", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.includes("siteAddress.get"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${base}/admin/dashboard`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading...");
    await expect(page.getByRole("link", { name: /^Admin Users/ })).toHaveCount(0);
    release();
    await expect(page.getByRole("link", { name: /^Admin Users/ })).toBeVisible();
    await page.unrouteAll();
  });

  await test.step("its prompt leads to Settings, where a path is refused and an address saved", async () => {
    const prompt = page.getByRole("region", { name: "Set your website's address" });
    await expect(prompt).toContainText("quotes and campaigns cannot be sent");
    await prompt.getByRole("link", { name: "Set the site address in Settings" }).click();
    await expect(page).toHaveURL(`${base}/admin/settings`);
    const field = page.getByRole("textbox", { name: "Site address" });
    await expect(field).toHaveValue(base);
    await expect(page.getByRole("status").filter({ hasText: "Not set yet" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill("https://tissue.example/shop");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Enter the site's address as http(s)://name, with no path, such as https://tissue.example",
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("https://tissue.example/");
    await page.getByRole("button", { name: "Save address" }).click();
    await expectToast(page, "success", "Success", "Site address saved");
    await expect(page.getByRole("status").filter({ hasText: "Not set yet" })).toHaveCount(0);
    await page.reload();
    await expect(field).toHaveValue("https://tissue.example");
  });

  await test.step("the pages' links are absolute and the prompt is gone", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${base}/ar`);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://tissue.example/ar",
    );
    await expect(visitor.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      "https://tissue.example/ar",
    );
    await visitor.close();
    await page.goto(`${base}/admin/dashboard`);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Set your website's address" })).toHaveCount(0);
  });
});
