import type { APIRequestContext, Page } from "@playwright/test";
import { later } from "#tests/helpers/booking.ts";
import { expect, test } from "./helpers/admin";

// The links of the mails a visitor gets change nothing when fetched, as mail scanners fetch every link; a person's
// press of a button (or, for a quote, a browser showing the page) does (docs/decisions/181). The e2e server has no
// SMTP server: each mail is held in the outbox, where the admin reads it.
async function admin<T>(request: APIRequestContext, procedure: string, input?: unknown): Promise<T> {
  const res =
    input === undefined
      ? await request.get(`/trpc/${procedure}`)
      : await request.post(`/trpc/${procedure}`, { data: input });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data as T;
}
const query = async <T>(request: APIRequestContext, procedure: string, input: unknown) => {
  const res = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data as T;
};

async function subscribedWithLinks(page: Page, email: string) {
  expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBe(202);
  const mails = await admin<Array<{ kind: string; to: string; text: string }>>(page.request, "mail.list");
  const text = mails.find((m) => m.kind === "newsletter_confirm" && m.to === email)?.text ?? "";
  const link = (purpose: string) =>
    new URL(text.match(new RegExp(`https?://\\S+/newsletter/${purpose}/\\S+`))?.[0] ?? "").pathname;
  return { confirm: link("confirm"), unsubscribe: link("unsubscribe") };
}
const confirmedAt = async (page: Page, email: string) => {
  const list = await query<{ rows: Array<{ email: string; confirmedAt: string | null }> }>(
    page.request,
    "newsletter.subscribers",
    { q: email },
  );
  return list.rows.find((r) => r.email === email)?.confirmedAt;
};

test("without JavaScript: the confirmation link shows a button, the press confirms; unsubscribing the same", async ({
  adminPage,
  browser,
}) => {
  const email = `plain${Date.now()}@example.com`;
  const links = await subscribedWithLinks(adminPage, email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(links.confirm);
  await expect(visitor.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(await confirmedAt(adminPage, email)).toBeNull();
  await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(visitor.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  expect(await confirmedAt(adminPage, email)).toEqual(expect.any(String));

  await visitor.goto(links.unsubscribe);
  await expect(visitor.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await context.close();
});

test("with JavaScript, in Arabic: the same button confirms", async ({ adminPage, browser }) => {
  const email = `arabic${Date.now()}@example.com`;
  const links = await subscribedWithLinks(adminPage, email);
  const visitor = await browser.newPage();
  await visitor.goto(`/ar${links.confirm}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "ar");
  await expect(visitor.getByRole("heading", { name: "تأكيد اشتراكك" })).toBeVisible();
  expect(await confirmedAt(adminPage, email)).toBeNull();
  await visitor.getByRole("button", { name: "تأكيد اشتراكي" }).click();
  await expect(visitor.getByRole("heading", { name: "تم تأكيد الاشتراك" })).toBeVisible();
  expect(await confirmedAt(adminPage, email)).toEqual(expect.any(String));
  await visitor.close();
});

test("a quote fetched as a scanner does stays sent; shown in a browser, with or without JavaScript, it is viewed", async ({
  adminPage,
  browser,
}) => {
  const validUntil = later(30);
  const quoteFor = async (buyerEmail: string) => {
    const { id } = await admin<{ id: string }>(adminPage.request, "quotes.create", {
      buyerName: "Grand Hotel",
      buyerEmail,
      lang: "en",
      currency: "USD",
      discountPercent: "0",
      taxPercent: "0",
      validUntil,
      lines: [{ description: "Dinner napkins", quantity: 2, unit: "carton", unitPrice: "10" }],
    });
    await admin(adminPage.request, "quotes.send", { id });
    const mails = await admin<Array<{ kind: string; to: string; text: string }>>(
      adminPage.request,
      "mail.list",
    );
    const text = mails.find((m) => m.kind === "quote" && m.to === buyerEmail)?.text ?? "";
    const link = new URL(text.match(/https?:\/\/\S+\/quote\/\S+/)?.[0] ?? "").pathname;
    const status = async () =>
      (await query<{ status: string }>(adminPage.request, "quotes.get", { id })).status;
    return { link, status };
  };

  for (const javaScriptEnabled of [false, true]) {
    const quote = await quoteFor(`buyer${javaScriptEnabled}${Date.now()}@example.com`);
    const scanner = await browser.newContext();
    expect((await scanner.request.head(quote.link)).status()).toBe(200);
    expect((await scanner.request.get(quote.link)).status()).toBe(200);
    await scanner.close();
    expect(await quote.status()).toBe("sent");

    const context = await browser.newContext({ javaScriptEnabled });
    const buyer = await context.newPage();
    const seen = buyer.waitForResponse((r) => r.url().endsWith("/seen.gif"));
    await buyer.goto(quote.link);
    await expect(buyer.getByRole("heading", { name: /^Quote Q-/ })).toBeVisible();
    expect((await seen).status()).toBe(200);
    await expect.poll(quote.status).toBe("viewed");
    await context.close();
  }
});
