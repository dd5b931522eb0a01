import type { Locator, Page } from "@playwright/test";
import { translator } from "#shared/i18n/index.ts";
import { expect, expectToast, openDesk, stamp, test } from "./helpers/fixtures";
import { picture } from "./helpers/screens";
import { openSite, section, sendContactWithBadEmail, submitShowingPending, widths } from "./helpers/site";
import { expectReadableToast, failForm, settledToast, swipe } from "./helpers/toasts";

// A visitor's message to the company from the landing page's contact form: with scripts a toast answers, without a
// page does, in both languages, until the owner's Contact Messages list shows it; the site's toasts as people meet
// them.

async function fillContact(form: Locator, lang: "en" | "ar", message: string) {
  const t = translator(lang);
  await form.getByLabel(t("name")).fill(lang === "ar" ? "أمل ناصر" : "Amal Nasser");
  await form.getByLabel(t("email")).fill("amal@example.com");
  await form.getByLabel(t("message")).fill(message);
}

test("the contact form in both languages, with and without JavaScript: its checks, its answer, once, and the desk has it", async ({
  page,
  adminPage,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = stamp();
  await test.step("English with JavaScript: Required, Sending..., Message Sent!, cleared", async () => {
    await openSite(page, "/", widths.phone);
    const form = section(page, "contact").locator("form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Required")).toHaveCount(3);
    await expect(form.getByText("Invalid email")).toHaveCount(0);
    await fillContact(form, "en", `Please quote 40 cartons of napkins (${tag})`);
    await submitShowingPending(page, form, "/contact", {
      idle: "Send Message",
      pending: "Sending...",
    });
    await expectToast(
      page,
      "success",
      "Message Sent!",
      "Thank you for your message! We will get back to you soon.",
    );
    await expect(form.getByLabel("Message")).toHaveValue("");
  });

  await test.step("Arabic with JavaScript: Arabic checks and toast; a double click sends one message", async () => {
    const t = translator("ar");
    await openSite(page, "/ar", widths.phone);
    const form = section(page, "contact").locator("form");
    await form.getByRole("button", { name: t("sendMessage") }).click();
    await expect(form.getByText("هذا الحقل مطلوب")).toHaveCount(3);
    await fillContact(form, "ar", `نريد عرض سعر لأربعين كرتونة (${tag})`);
    await form.getByRole("button", { name: t("sendMessage") }).dblclick();
    await expectToast(page, "success", t("contactSuccessTitle"), t("contactSuccess"));
    await expect(form.getByLabel(t("message"))).toHaveValue("");
  });

  await test.step("without JavaScript: the errors come back with the values kept, then Message Sent!", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/");
    await sendContactWithBadEmail(plain, `No-JS ${tag}`);
    await expect(plain).toHaveURL(/\/contact$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Send us a message");
    await expect(plain.getByText("Invalid email")).toBeVisible();
    await expect(plain.getByLabel("Name")).toHaveValue(`No-JS ${tag}`);
    await expect(plain.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
    await plain.getByLabel("Email", { exact: true }).fill("nojs@example.com");
    await plain.getByLabel("Message").fill(`Sent with scripts turned off (${tag}).`);
    await plain.getByRole("button", { name: "Send Message" }).click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    await expect(plain.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    expect(plain.url()).not.toContain("nojs");
    for (const width of [widths.phone, widths.desktop]) {
      await plain.setViewportSize({ width, height: 900 });
      await plain.goto("/ar");
      await section(plain, "contact").locator("form").getByRole("button").click();
      await expect(plain.getByRole("alert").first()).toBeVisible();
      await picture(plain, `nojs-contact-ar-${width}`, { fullPage: true });
    }
    await context.close();
  });

  await test.step("the owner's Contact Messages list has the three, each once", async () => {
    const cards = await openDesk(adminPage, "contacts", tag);
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: "Amal Nasser" })).toContainText("amal@example.com");
    await expect(cards.filter({ hasText: "أمل ناصر" })).toHaveCount(1);
    await expect(cards.filter({ hasText: `No-JS ${tag}` })).toContainText("nojs@example.com");
  });
});

// The contact form answered by a stand-in server: refused (400) or failed (500).
async function sendRefused(page: Page, status: 400 | 500) {
  await page.route("**/contact", (route) => route.fulfill({ status, json: { message: "Server down" } }));
  const form = section(page, "contact").locator("form");
  await fillContact(form, "en", "Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

test("the site's toasts: the red one keeps the form; one at a time, narrow, reached by F8, swiped right; 5 seconds; centred in Arabic; readable", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await openSite(page, "/", widths.desktop);
  await test.step("a failed send shows the red Error toast, logs the answer, keeps the form and refetches nothing", async () => {
    const queries: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes("/trpc/")) queries.push(request.url());
    });
    const logged = page.waitForEvent(
      "console",
      (msg) => msg.type() === "error" && msg.text().startsWith("500: "),
    );
    const form = await sendRefused(page, 500);
    await expectToast(page, "error", "Error", "Failed to send message. Please try again.");
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toHaveCSS(
      "background-color",
      "rgb(255, 240, 240)",
    );
    expect((await logged).text()).toBe("500: Server down");
    await expect(form.getByLabel("Message")).toHaveValue("Hello there");
    await expectReadableToast(page, "/ error");
    expect(queries).toEqual([]);
  });

  await test.step("a second one replaces it: one at a time, at most 420 px wide, F8 focuses them", async () => {
    await section(page, "contact").locator("form").getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(1);
    const toaster = page.locator("[data-sonner-toaster]");
    expect((await toaster.boundingBox())?.width).toBeLessThanOrEqual(420);
    await page.keyboard.press("F8");
    await expect(toaster).toBeFocused();
  });

  await test.step("a swipe left, or right by less than 50 px, leaves it; from 50 px right dismisses it", async () => {
    const toast = await settledToast(page, "error");
    await swipe(page, toast, -120);
    await swipe(page, toast, 30);
    await swipe(page, toast, 47);
    await expect(toast).toHaveAttribute("data-swipe-out", "false");
    await expect(toast).toHaveCSS("--swipe-amount-x", "0px");
    await swipe(page, toast, 55);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  await test.step("a sent message's toast is readable", async () => {
    await page.unroute("**/contact");
    await section(page, "contact").locator("form").getByRole("button", { name: "Send Message" }).click();
    await settledToast(page, "success");
    await expectReadableToast(page, "/ success");
  });

  await test.step("in Arabic on a phone both toasts are centred and readable", async () => {
    await openSite(page, "/ar", widths.phone);
    const form = section(page, "contact").locator("form");
    await fillContact(form, "ar", "أرجو إرسال قائمة الأسعار.");
    await form.locator('button[type="submit"]').click();
    const toast = await settledToast(page, "success");
    const box = await toast.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - widths.phone / 2)).toBeLessThanOrEqual(4);
    await expectReadableToast(page, "/ar success");
    await failForm(page, "/contact");
    await fillContact(form, "ar", "أرجو إرسال قائمة الأسعار.");
    await form.locator('button[type="submit"]').click();
    await settledToast(page, "error");
    await expectReadableToast(page, "/ar error");
  });

  await test.step("a toast stays 5 seconds", async () => {
    const timed = await browser.newPage();
    await timed.clock.install();
    await openSite(timed, "/", widths.desktop);
    // Paused a little ahead of the page's clock, which runs on meanwhile: 100 ms ahead was sometimes already
    // past under load by the time the pause arrived ("Cannot fast-forward to the past").
    await timed.clock.pauseAt((await timed.evaluate(() => Date.now())) + 2000);
    await sendRefused(timed, 400);
    await timed.mouse.move(0, 0);
    const toast = timed.locator("[data-sonner-toast]");
    // Sonner mounts a new toast on a timer of its own.
    await expect(async () => {
      await timed.clock.runFor(10);
      await expect(toast).toHaveCount(1, { timeout: 100 });
    }).toPass();
    await timed.clock.runFor(4700);
    await expect(toast).toHaveCount(1);
    await timed.clock.runFor(1000);
    await expect(toast).toHaveCount(0);
    await timed.close();
  });
});

// A keyboard user who sends a form stays on its Send button, busy and after: a `disabled` button threw focus to
// the page, and the next Tab started again from the top (docs/decisions/046).
test("sent from the keyboard, the contact, testimonial and newsletter forms keep focus on their Send button", async ({
  page,
}) => {
  await openSite(page, "/");
  const forms = [
    {
      form: section(page, "contact").locator("form"),
      action: "/contact",
      fill: (form: Locator) => fillContact(form, "en", "Napkins for three hotels, please call me."),
      idle: "Send Message",
      toast: ["Message Sent!", "Thank you for your message! We will get back to you soon."],
    },
    {
      form: section(page, "testimonials").locator("form"),
      action: "/testimonial",
      fill: async (form: Locator) => {
        await form.getByLabel("Your name").fill("Hana Keyboard");
        await form.getByLabel("Your experience").fill("Soft towels, on time every month.");
      },
      idle: "Submit",
      toast: ["Thank You!", "Your testimonial has been submitted and will appear after review."],
    },
    {
      form: page.locator("footer form"),
      action: "/newsletter",
      fill: (form: Locator) => form.getByLabel("Your email address").fill(`keys${stamp()}@hotel.example`),
      idle: "Subscribe",
      toast: [
        "Almost Done!",
        "Please confirm your subscription with the link we are sending to your email address.",
      ],
    },
  ];
  for (const { form, action, fill, idle, toast } of forms) {
    await fill(form);
    const send = form.locator('button[type="submit"]');
    await expect(send).toHaveText(idle);
    let heldWhileBusy = false;
    await page.route(`**${action}`, async (route) => {
      await expect(send).toHaveAttribute("aria-disabled", "true");
      await expect(send).toBeFocused();
      heldWhileBusy = true;
      await route.continue();
    });
    await send.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "success", toast[0] ?? "", toast[1] ?? "");
    expect(heldWhileBusy).toBe(true);
    await expect(send).toHaveText(idle);
    await expect(send).not.toHaveAttribute("aria-disabled");
    await expect(send).toBeFocused();
    await page.unroute(`**${action}`);
  }
});
