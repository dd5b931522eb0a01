import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectToast, firstPublicProduct, openDesk, stamp, test } from "./helpers/fixtures";
import { focusedName } from "./helpers/focus";

// The owner's day on the desk: the leads that came in, worked one by one and in bulk, noted, exported, and the
// screens saying so when something goes wrong. Each test's leads carry a tag of their own.

// Every lead list's CSV ends with where the lead came from (docs/decisions/200).
const sourceHeaders =
  "Source,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Ad click,Referring site,Landing page,Landing language";

async function sendInquiries(page: Page, tag: string, names: string[], extra: Record<string, string> = {}) {
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
        ...extra,
      },
      headers: extra.referer ? { referer: extra.referer } : {},
    });
    expect(sent.status()).toBe(201);
  }
  return product;
}
const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("combobox", { name: "Status" }) });

test("the owner works the inquiries: each card's details and status, the view in the address, notes and history, a CSV, bulk changes", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = `desk${stamp()}`;
  // An Arabic buyer's inquiry from the Arabic page, then three from the English one: the newest is Dalia's.
  const notes = 'Deliver to gate 3, "loading dock"\nفي الصباح';
  const product = await sendInquiries(page, tag, ["أحمد"], {
    phone: "+971 50 123 4567",
    quantity: "40 cartons",
    needByDate: "2026-12-15",
    additionalNotes: notes,
    referer: `${baseURL}/ar`,
  });
  await sendInquiries(page, tag, ["Amira", "Basel", "Dalia"], { referer: `${baseURL}/` });
  const arabic = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `أحمد ${tag}` });

  await test.step("a card shows what the buyer sent, dialled by its digits, dated as the admin writes dates; Arabic is flagged", async () => {
    await page.goto("/admin/inquiries");
    await expect(page.getByRole("heading", { name: "Product Inquiries" })).toBeVisible();
    await expect(page.getByText("View and manage customer product inquiries")).toBeVisible();
    await expect(arabic.getByRole("heading", { name: product.name })).toBeVisible();
    // "Submitted on 26 November 2026, 15:41" (decision 042).
    await expect(arabic.getByText(/^Submitted on /)).toHaveText(
      /^Submitted on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{2}:\d{2}$/,
    );
    for (const text of ["desk@example.com", "+971 50 123 4567", "Hotel", "40 cartons", "2026-12-15"])
      await expect(arabic.getByText(text, { exact: true })).toBeVisible();
    await expect(arabic.getByRole("link", { name: "+971 50 123 4567" })).toHaveAttribute(
      "href",
      "tel:+971501234567",
    );
    // Arabic is flagged beside the status; English, the usual language, is not.
    await expect(arabic.getByRole("heading").getByText("Arabic", { exact: true })).toBeVisible();
    await expect(
      cards(page)
        .filter({ hasText: `Amira ${tag}` })
        .getByRole("heading")
        .getByText("Arabic", { exact: true }),
    ).toHaveCount(0);
  });

  await test.step("a status changed stays after a reload, keeps the focus, and filters the list", async () => {
    const status = arabic.getByRole("combobox", { name: "Status" });
    await expect(status).toHaveText("Pending");
    await status.click();
    await page.getByRole("option", { name: "Completed" }).click();
    await expectToast(page, "success", "Status Updated", "Inquiry status has been updated successfully");
    expect(await focusedName(page)).not.toBe("body");
    await status.click();
    await page.getByRole("option", { name: "Contacted" }).click();
    await expect(status).toHaveText("Contacted");
    await page.reload();
    await expect(arabic.getByRole("combobox", { name: "Status" })).toHaveText("Contacted");
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Pending" }).click();
    await expect(arabic).toHaveCount(0);
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Contacted" }).click();
    await page.getByRole("searchbox", { name: /^Search/ }).fill(tag);
    await expect(cards(page)).toHaveCount(1);
  });

  await test.step("the filtered list exports as CSV, the buyer's source at the end of each line", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^product-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path())).toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe(
      `Submitted on,Status,Product,Contact name,Email,Phone,Business type,Quantity,Need by,Additional notes,${sourceHeaders}`,
    );
    const row = lines.slice(1, -1).join("\r\n");
    expect(row).toContain(`,contacted,${product.name},أحمد ${tag},desk@example.com,+971 50 123 4567,Hotel,`);
    expect(row).toContain(`"Deliver to gate 3, ""loading dock""\nفي الصباح"`);
  });

  await test.step("the view lives in the address: reload and Back keep search, filter and sort", async () => {
    await page.goto("/admin/inquiries");
    await page.getByRole("searchbox", { name: /^Search/ }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(cards(page)).toHaveCount(4);
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
    await expect(cards(page).first()).toContainText(`Dalia ${tag}`);
  });

  await test.step("notes and status changes form the card's history with who and when; an Arabic note reads right to left", async () => {
    const card = cards(page).filter({ hasText: `Dalia ${tag}` });
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await card.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Completed" }).click();
    await expectToast(page, "success", "Status Updated", "Inquiry status has been updated successfully");
    await card.getByRole("button", { name: "Notes and history" }).click();
    const history = card.getByRole("region", { name: "Notes and history" });
    await expect(history.getByText("Status: Pending → Completed")).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toHaveCount(0);
    const box = history.getByLabel("Add an internal note");
    await box.fill("Asked for a sample box of the 3-ply rolls.");
    await history.getByRole("button", { name: "Add note" }).click();
    await expect(history.getByText("Asked for a sample box of the 3-ply rolls.")).toBeVisible();
    await expect(history.getByText(/^Note by admin · /)).toBeVisible();
    await expect(box).toHaveValue("");
    await box.fill("اتصلت به، سيرسل العنوان غداً.");
    await expect(box).toHaveJSProperty("dir", "auto");
    await history.getByRole("button", { name: "Add note" }).click();
    await expect(history.getByText("اتصلت به، سيرسل العنوان غداً.", { exact: true })).toHaveCSS(
      "direction",
      "rtl",
    );
  });

  await test.step("ticked cards change status, are archived, restored and deleted together", async () => {
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Pending" }).click();
    await expect(cards(page)).toHaveCount(2);
    await page.getByLabel("Select all on this page").check();
    const bar = page.getByRole("region", { name: "Selected rows" });
    await expect(bar).toContainText("2 selected");
    await bar.getByRole("combobox", { name: "Change status of the selected" }).click();
    await page.getByRole("option", { name: "Set Contacted" }).click();
    await expectToast(page, "success", "Status Updated", "Inquiry status has been updated successfully");
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "All open" }).click();
    for (const name of ["Amira", "Basel"])
      await expect(
        cards(page)
          .filter({ hasText: `${name} ${tag}` })
          .getByRole("combobox", { name: "Status" }),
      ).toHaveText("Contacted");
    await page.getByLabel(`Select inquiry from Amira ${tag}`).check();
    await page.getByLabel(`Select inquiry from Basel ${tag}`).check();
    await bar.getByRole("button", { name: "Archive" }).click();
    await expectToast(page, "success", "Success", "2 inquiries archived");
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Archived" }).click();
    await expect(cards(page)).toHaveCount(2);
    await cards(page)
      .filter({ hasText: `Amira ${tag}` })
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
    await expectToast(page, "success", "Success", "1 inquiry deleted");
    await expect(page.getByText("No inquiries match these filters.")).toBeVisible();
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "All open" }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).filter({ hasText: `Basel ${tag}` })).toHaveCount(0);
  });
});

test("contact messages and testimonials: unread until read in every browser, exported, right to left as written; Approve keeps the focus", async ({
  adminPage: page,
  adminState,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = stamp();
  const name = `Sara ${tag}`;
  const message = `هل لديكم مناديل بحجم 20×20 سم؟ ${tag}`;
  for (const data of [
    { name, email: "sara@example.com", message: "=SUM(A1) please call me about pricing" },
    { name: "سارة", email: "huda@example.com", message },
  ])
    expect((await page.request.post("/api/contact", { data })).status()).toBe(201);
  const text = `جودة ممتازة وتوصيل سريع 100%. ${tag}`;
  expect(
    (
      await page.request.post("/api/testimonials", {
        data: { name: "سارة", experience: "فندق 5 نجوم", text, rating: 5 },
      })
    ).status(),
  ).toBe(201);

  await test.step("a new message counts as unread on the dashboard, is found by its sender, exported, and marked read", async () => {
    await page.goto("/admin/dashboard");
    const unread = Number((await page.getByText(/^[\d,]+ unread$/).textContent())?.replace(/\D/g, ""));
    expect(unread).toBeGreaterThan(1);
    await page.getByRole("link", { name: /^Contact Messages/ }).click();
    await page.getByRole("searchbox", { name: /^Search/ }).fill(name);
    await expect(page).toHaveURL(/[?&]q=Sara/);
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "sara@example.com" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = (await readFile(await (await download).path())).toString("utf8");
    expect(csv.startsWith(`\uFEFFDate,Name,Email,Message,${sourceHeaders}\r\n`)).toBe(true);
    // A cell that would run as a spreadsheet formula is written as text.
    expect(csv).toContain(`,${name},sara@example.com,'=SUM(A1) please call me about pricing,`);
    await card.getByRole("button", { name: `Mark read: message from ${name}` }).click();
    await expect(card.getByText("New", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByText(`${(unread - 1).toLocaleString("en-US")} unread`)).toBeVisible();
  });

  await test.step("another browser of the same admin sees it read: the mark is kept on the server", async () => {
    const other = await browser.newContext({ storageState: adminState });
    const second = await other.newPage();
    await second.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(second.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    await expect(second.getByText("New", { exact: true })).toHaveCount(0);
    await other.close();
  });

  await test.step("Arabic words read right to left, as they were written", async () => {
    await page.goto(`/admin/contacts?q=${tag}`);
    await expect(page.getByText(message, { exact: true })).toHaveCSS("direction", "rtl");
    const card = await openDesk(page, "testimonials", tag);
    await expect(card.getByText(text)).toHaveCSS("direction", "rtl");
    await expect(card.getByText("فندق 5 نجوم", { exact: true })).toHaveCSS("direction", "rtl");
  });

  await test.step("Approve and Unapprove keep the keyboard's focus on the card", async () => {
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: tag });
    await card.getByRole("button", { name: /^Approve/ }).click();
    await expectToast(page, "success", "Success", "Testimonial updated successfully");
    expect(await focusedName(page)).not.toBe("body");
    await card.getByRole("button", { name: /^Unapprove/ }).click();
    await expectToast(page, "success", "Success", "Testimonial updated successfully");
    expect(await focusedName(page)).not.toBe("body");
  });
});

test("when things go wrong the screens say so; an alert's link finds its inquiry on any page; the dashboard counts what waits; toolbars fit", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await test.step("a list that fails to load says so with Retry, never the empty state", async () => {
    await page.route("**/trpc/products.page**", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/admin/products");
    const alert = page.getByRole("alert").filter({ hasText: "Could not load the products" });
    await expect(alert).toBeVisible();
    await expect(page.getByText("No products yet")).toHaveCount(0);
    await page.unroute("**/trpc/products.page**");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  });

  await test.step("a screen that cannot render its data shows a friendly page with a way out", async () => {
    await page.route("**/trpc/products.page**", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ result: { data: "not a list" } }),
      }),
    );
    await page.goto("/admin/products");
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
    await page.unroute("**/trpc/products.page**");
    await alert.getByRole("button", { name: "Reload the page" }).click();
    await expect(page.getByRole("button", { name: "Add Product" })).toBeVisible();
  });

  await test.step("a refusal the server words for the owner is what the error toast says", async () => {
    const refusal =
      "The server's disk is full, so nothing was saved. Free some space (old uploads or backups) and try again.";
    await page.route("**/trpc/backups.create**", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { message: refusal, code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
        }),
      }),
    );
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expectToast(page, "error", "Error", refusal);
    await page.unrouteAll();
  });

  await test.step("the dashboard counts the pending inquiries and testimonials", async () => {
    const inquiries = (await (await page.request.get("/api/product-inquiries")).json()) as {
      status: string;
    }[];
    const testimonials = (await (await page.request.get("/api/admin/testimonials")).json()) as {
      approved: boolean;
    }[];
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: /^Product Inquiries/ })).toContainText(
      `${inquiries.filter((i) => i.status === "pending").length} pending`,
    );
    await expect(page.getByRole("link", { name: /^Testimonials/ })).toContainText(
      `${testimonials.filter((t) => !t.approved).length} awaiting approval`,
    );
  });

  await test.step("an owner alert's link opens the list on that very inquiry, on whichever page it is", async () => {
    const product = await firstPublicProduct(page);
    const send = async (n: number) =>
      (
        await page.request.post("/api/product-inquiries", {
          data: {
            productId: product.id,
            contactName: `Linked ${n}`,
            email: `linked${n}@hotel.example`,
            businessType: "Hotel",
            quantity: "10 cartons",
            needByDate: "next month",
          },
        })
      ).json() as Promise<{ id: string }>;
    const target = await send(0);
    // 30 newer ones push it to the second page of 25.
    for (let n = 1; n <= 30; n++) await send(n);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`/admin/inquiries#${target.id}`);
    const item = page.locator(`li[id="${target.id}"]`);
    await expect(item).toBeFocused();
    await expect(item).toBeInViewport();
    await expect(item).toContainText("Linked 0");
    await expect(page.getByRole("navigation", { name: "Pages" }).getByText(/^Page 2 of /)).toBeVisible();
    await expect(item.getByRole("region", { name: "Notes and history" })).toBeVisible();
  });

  await test.step("at 1280 px every list's search box shows all of its placeholder, its toolbar inside the page", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const screen of [
      "contacts",
      "products",
      "testimonials",
      "inquiries",
      "newsletter",
      "blog",
      "quotes",
      "samples",
      "appointments",
      "activity",
    ]) {
      await page.goto(`/admin/${screen}`);
      const search = page.getByRole("searchbox").first();
      await expect(search).toBeVisible();
      // The placeholder's width in the box's own font, against the room inside its padding.
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) return null;
        context.font = style.font;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const toolbar = input.closest(".grid");
        return {
          words: Math.ceil(context.measureText(input.placeholder).width),
          room,
          overflow: toolbar ? toolbar.scrollWidth - toolbar.clientWidth : 0,
        };
      });
      expect(fit, screen).not.toBeNull();
      expect(fit?.words ?? Number.POSITIVE_INFINITY, screen).toBeLessThanOrEqual(fit?.room ?? 0);
      expect(fit?.overflow, screen).toBeLessThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
