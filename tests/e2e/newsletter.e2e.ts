import { type APIRequestContext, expect } from "@playwright/test";
import { expectToast, test } from "./helpers/admin";
import { openSite } from "./helpers/site";

type Mail = { kind: string; to: string; text: string };
// The e2e server has no SMTP server: every mail is held in the outbox, where the admin can read it.
async function mailTo(request: APIRequestContext, address: string, kind: string) {
  const res = await request.get("/trpc/mail.list");
  const mails = (await res.json()).result.data as Mail[];
  const mail = mails.find((m) => m.kind === kind && m.to === address);
  if (!mail) throw new Error(`no ${kind} mail to ${address}`);
  return mail.text;
}
const linkIn = (text: string, purpose: string) =>
  new URL(text.match(new RegExp(`https?://\\S+/newsletter/${purpose}/\\S+`))?.[0] ?? "").pathname;

test("subscribe in Arabic with JavaScript and in English without, confirm, send a campaign, unsubscribe", async ({
  adminPage: admin,
  browser,
}) => {
  const tag = Date.now();
  const arabic = `arabic${tag}@example.com`;
  const english = `english${tag}@example.com`;

  const visitor = await browser.newPage();
  await openSite(visitor, "/ar");
  const footer = visitor.getByRole("contentinfo");
  await footer.getByLabel("بريدك الإلكتروني").fill(arabic);
  await footer.getByRole("button", { name: "اشترك" }).click();
  await expectToast(
    visitor,
    "خطوة أخيرة!",
    "يرجى تأكيد اشتراكك من الرابط الذي نرسله إلى بريدك الإلكتروني.",
    "success",
  );
  await expect(visitor).toHaveURL(/\/ar$/);
  await expect(footer.getByLabel("بريدك الإلكتروني")).toHaveValue("");

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/");
  await plain.getByRole("contentinfo").getByLabel("Your email address").fill(english);
  await plain.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(plain.getByRole("heading", { name: "Almost Done!" })).toBeVisible();
  await noScript.close();

  await admin.goto(`/admin/newsletter?q=${tag}`);
  const row = (address: string) => admin.getByRole("listitem").filter({ hasText: address });
  await expect(row(arabic)).toContainText("Not confirmed");
  await expect(row(arabic)).toContainText("Arabic");
  await expect(row(english)).toContainText("English");

  const confirmation = await mailTo(admin.request, arabic, "newsletter_confirm");
  await visitor.goto(linkIn(confirmation, "confirm"));
  await visitor.getByRole("button", { name: "تأكيد اشتراكي" }).click();
  await expect(visitor.getByRole("heading", { name: "تم تأكيد الاشتراك" })).toBeVisible();
  await admin.reload();
  await expect(row(arabic)).toContainText("Confirmed");

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
  await expectToast(admin, "Success", "Campaign saved", "success");
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  // The e2e server has no SMTP_URL: the toast says the emails are held (docs/decisions/063).
  await expect(
    admin.getByText(/^Queued for \d+ subscribers?\. Mail is off: the emails are held until mail is set up/),
  ).toBeVisible();
  const sent = admin.getByRole("listitem").filter({ hasText: `Spring offers ${tag}` });
  await expect(sent.getByText(/^Sent /)).toBeVisible();

  const campaignMail = await mailTo(admin.request, arabic, "newsletter");
  expect(campaignMail).toContain("خصم **عشرة** بالمئة.");
  await visitor.goto(linkIn(campaignMail, "unsubscribe"));
  await visitor.getByRole("button", { name: "إلغاء الاشتراك" }).click();
  await expect(visitor.getByRole("heading", { name: "تم إلغاء اشتراكك" })).toBeVisible();
  await admin.goto(`/admin/newsletter?q=${tag}&status=unsubscribed`);
  await expect(row(arabic)).toContainText("Unsubscribed");
  await visitor.close();
});

test("a bad address is refused in the footer with the reason, and nothing is sent", async ({ page }) => {
  await openSite(page, "/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Your email address").fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toBeVisible();
  await expect(footer.getByLabel("Your email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/$/);
});
