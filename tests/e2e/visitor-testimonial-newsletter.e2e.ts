import type { APIRequestContext } from "@playwright/test";
import { expect, expectToast, openDesk, stamp, test } from "./helpers/fixtures";
import { carousel, openSite, section, submitShowingPending, widths } from "./helpers/site";

// What a visitor leaves on the site besides a message: a testimonial, shown once the owner approves it, and a
// newsletter subscription, confirmed from its mail; with scripts and without, in both languages.

test("Share Your Experience: its checks, the rating's preview, Submitting...; once, and on the site only once the owner approves it", async ({
  page,
  adminPage: admin,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = stamp();
  const name = `Reviewer ${tag}`;
  await test.step("with JavaScript: the checks, the stars' preview, Submitting..., Thank You!", async () => {
    await openSite(page, "/", widths.desktop);
    const form = section(page, "testimonials").locator("form");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Please share at least 10 characters about your experience")).toBeVisible();
    const stars = page.getByTestId("rating-input");
    await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await form.getByText("2 stars").locator("..").hover();
    await expect(stars).toHaveAttribute("data-shown", "2");
    await page.mouse.move(0, 0);
    await expect(stars).toHaveAttribute("data-shown", "5");
    await form.getByText("4 stars").locator("..").click();
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Your business or role (optional)").fill("Hotel manager");
    await form.getByLabel("Your experience").fill("Reliable deliveries and soft tissue every single month.");
    await submitShowingPending(page, form, "/testimonial", {
      idle: "Submit",
      pending: "Submitting...",
    });
    await expectToast(
      page,
      "success",
      "Thank You!",
      "Your testimonial has been submitted and will appear after review.",
    );
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
  });

  await test.step("a double click sends one; without JavaScript the Arabic form answers in Arabic", async () => {
    const form = section(page, "testimonials").locator("form");
    await form.getByLabel("Your name").fill(`Twice ${tag}`);
    await form.getByLabel("Your experience").fill("Soft tissue and deliveries on time every month.");
    await form.getByRole("button", { name: "Submit" }).dblclick();
    await expect(form.getByLabel("Your name")).toHaveValue("");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/ar");
    const plainForm = section(plain, "testimonials").locator("form");
    await plainForm.getByLabel("اسمك").fill(`بدون سكربت ${tag}`);
    await plainForm.getByRole("button", { name: "إرسال" }).click();
    await expect(plain).toHaveURL(/\/ar\/testimonial$/);
    await expect(plain.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(plain.getByText("يرجى كتابة 10 أحرف على الأقل عن تجربتك")).toBeVisible();
    await expect(plain.getByLabel("اسمك")).toHaveValue(`بدون سكربت ${tag}`);
    await plain.getByLabel("تجربتك", { exact: true }).fill("خدمة ممتازة ومنتجات جيدة جدا");
    await plain.getByLabel("4 نجوم").check();
    await plain.getByRole("button", { name: "إرسال" }).click();
    await expect(plain.getByRole("status")).toBeVisible();
    await context.close();
  });

  await test.step("the owner's list holds the three, pending; the first with its stars and role", async () => {
    const cards = await openDesk(admin, "testimonials", tag);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all())
      await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    const card = cards.filter({ hasText: name });
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(card.getByText("Hotel manager")).toBeVisible();
    await expect(
      cards.filter({ hasText: "بدون سكربت" }).getByRole("img", { name: "Rated 4 out of 5" }),
    ).toBeVisible();
  });

  // The same visitor looks again after each change, within the minute its browser may keep the page state
  // (stale-while-revalidate): React must wake with the list the page shows, not the one it kept.
  const visitor = await browser.newPage();
  const onTheSite = async () => {
    await openSite(visitor, "/", widths.desktop);
    const shown = (await carousel(visitor).textContent()) ?? "";
    return shown.includes(name);
  };
  await test.step("pending it is not on the site; approved it shows; unapproved it leaves; then deleted", async () => {
    expect(await onTheSite()).toBe(false);
    const card = admin.getByRole("listitem").filter({ hasText: name });
    await card.getByRole("button", { name: `Approve testimonial from ${name}` }).click();
    await expectToast(admin, "success", "Success", "Testimonial updated successfully");
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
    expect(await onTheSite()).toBe(true);
    await card.getByRole("button", { name: `Unapprove testimonial from ${name}` }).click();
    await expectToast(admin, "success", "Success", "Testimonial updated successfully");
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    expect(await onTheSite()).toBe(false);
    admin.once("dialog", (d) => void d.accept());
    await card.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
    await expectToast(admin, "success", "Success", "Testimonial deleted successfully");
    await expect(card).toHaveCount(0);
  });
  await visitor.close();
});

type Mail = { kind: string; to: string; text: string };
// The e2e server has no SMTP server: every mail is held in the outbox, where the admin reads it.
async function mailTo(request: APIRequestContext, address: string, kind: string) {
  const mails = (await (await request.get("/trpc/mail.list")).json()).result.data as Mail[];
  const mail = mails.find((m) => m.kind === kind && m.to === address);
  if (!mail) throw new Error(`no ${kind} mail to ${address}`);
  return mail.text;
}
const linkIn = (text: string, purpose: string) =>
  new URL(text.match(new RegExp(`https?://\\S+/newsletter/${purpose}/\\S+`))?.[0] ?? "").pathname;

// A mail's links change nothing when fetched, as mail scanners fetch every link: the page they open shows a button,
// and the press does (docs/decisions/181).
test("the newsletter: a bad address refused; subscribed in Arabic with JavaScript and in English without; confirmed by the button its link shows; a campaign; unsubscribed", async ({
  page,
  adminPage: admin,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = stamp();
  const arabic = `arabic${tag}@example.com`;
  const english = `english${tag}@example.com`;
  const row = (address: string) => admin.getByRole("listitem").filter({ hasText: address });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();

  await test.step("a bad address is refused in the footer with the reason, and nothing is sent", async () => {
    await openSite(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Your email address").fill("not-an-address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toBeVisible();
    await expect(footer.getByLabel("Your email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("subscribed in Arabic with JavaScript and in English without", async () => {
    await openSite(page, "/ar");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("بريدك الإلكتروني").fill(arabic);
    await footer.getByRole("button", { name: "اشترك" }).click();
    await expectToast(
      page,
      "success",
      "خطوة أخيرة!",
      "يرجى تأكيد اشتراكك من الرابط الذي نرسله إلى بريدك الإلكتروني.",
    );
    await expect(page).toHaveURL(/\/ar$/);
    await expect(footer.getByLabel("بريدك الإلكتروني")).toHaveValue("");
    await plain.goto("/");
    await plain.getByRole("contentinfo").getByLabel("Your email address").fill(english);
    await plain.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(plain.getByRole("heading", { name: "Almost Done!" })).toBeVisible();
    await admin.goto(`/admin/newsletter?q=${tag}`);
    await expect(row(arabic)).toContainText("Not confirmed");
    await expect(row(arabic)).toContainText("Arabic");
    await expect(row(english)).toContainText("English");
  });

  await test.step("the confirmation link shows a button; the press confirms, with JavaScript in Arabic and without in English", async () => {
    await page.goto(linkIn(await mailTo(admin.request, arabic, "newsletter_confirm"), "confirm"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "تأكيد اشتراكك" })).toBeVisible();
    const englishMail = await mailTo(admin.request, english, "newsletter_confirm");
    await plain.goto(linkIn(englishMail, "confirm"));
    await expect(plain.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await admin.reload();
    await expect(row(arabic)).toContainText("Not confirmed");
    await expect(row(english)).toContainText("Not confirmed");
    await page.getByRole("button", { name: "تأكيد اشتراكي" }).click();
    await expect(page.getByRole("heading", { name: "تم تأكيد الاشتراك" })).toBeVisible();
    await plain.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(plain.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    await admin.reload();
    await expect(row(arabic)).toContainText("Confirmed");
    await expect(row(english)).not.toContainText("Not confirmed");

    await plain.goto(linkIn(englishMail, "unsubscribe"));
    await expect(plain.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
    await plain.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(plain.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  await test.step("a campaign with a preview in both languages goes to the confirmed subscriber", async () => {
    await admin.getByRole("link", { name: "Campaigns" }).click();
    await admin.getByRole("button", { name: "New campaign" }).click();
    await admin.getByLabel("Subject (English)").fill(`Spring offers ${tag}`);
    await admin
      .getByLabel("Message in Markdown (English)")
      .fill("## Kitchen towels\n\nTen percent off **every** pallet.");
    await admin.getByLabel("Subject (Arabic, optional)").fill(`عروض الربيع ${tag}`);
    await admin.getByLabel(/^Message in Markdown \(Arabic/).fill("خصم **عشرة** بالمئة.");
    await admin.getByRole("button", { name: "Preview" }).click();
    await expect(
      admin.frameLocator('iframe[title^="Preview: Spring"]').getByRole("heading", { name: "Kitchen towels" }),
    ).toBeVisible();
    await expect(admin.frameLocator('iframe[title^="Preview: عروض"]').getByText("عشرة")).toBeVisible();
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expectToast(admin, "success", "Success", "Campaign saved");
    admin.once("dialog", (dialog) => void dialog.accept());
    await admin.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
    // The e2e server has no SMTP_URL: the toast says the emails are held (docs/decisions/063).
    await expect(
      admin.getByText(/^Queued for \d+ subscribers?\. Mail is off: the emails are held until mail is set up/),
    ).toBeVisible();
    await expect(
      admin
        .getByRole("listitem")
        .filter({ hasText: `Spring offers ${tag}` })
        .getByText(/^Sent /),
    ).toBeVisible();
  });

  await test.step("the campaign's unsubscribe link, pressed, unsubscribes", async () => {
    await page.goto(linkIn(await mailTo(admin.request, arabic, "newsletter"), "unsubscribe"));
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.getByRole("heading", { name: "تم إلغاء اشتراكك" })).toBeVisible();
    await admin.goto(`/admin/newsletter?q=${tag}&status=unsubscribed`);
    await expect(row(arabic)).toContainText("Unsubscribed");
    await expect(row(english)).toContainText("Unsubscribed");
  });
  await noScript.close();
});
