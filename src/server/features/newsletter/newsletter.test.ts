import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, newsletterSubscribers as subscribers } from "#db/schema.ts";
import { mailingAppForEachTest } from "#tests/helpers/mailing-app.ts";
import { thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";

const { t, mailed } = await mailingAppForEachTest({
  OWNER_EMAIL: "owner@example.com",
  NEWSLETTER_PER_MINUTE: "2",
  PUBLIC_ORIGIN: "http://localhost",
});

const subscribeJson = (email: string, headers: Record<string, string> = {}) =>
  t.request("/api/newsletter", { method: "POST", json: { email }, headers });
const subscriberOf = (email: string) =>
  t.db.select().from(subscribers).where(eq(subscribers.email, email)).get();
const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();
const linkIn = (text: string, purpose: string) =>
  text.match(new RegExp(`http://localhost(/ar)?/newsletter/${purpose}/[\\w.-]+`))?.[0] ?? "";
const path = (link: string) => link.replace("http://localhost", "");

describe("subscribing with double opt-in", () => {
  test("the address is stored unconfirmed and gets one mail with a signed confirmation link", async () => {
    const res = await subscribeJson("Buyer@Hotel.example");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(subscriberOf("buyer@hotel.example")).toMatchObject({
      subscribed: true,
      confirmedAt: null,
      lang: "en",
    });
    const [mail] = await mailed(1);
    expect(mail?.subject).toBe("Please confirm your subscription");
    const header = (name: string) =>
      (mail?.headerLines.find((h) => h.key === name)?.line ?? "").replace(/:\s+/, ": ");
    expect(header("list-unsubscribe")).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost\/newsletter\/unsubscribe\//,
    );
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const confirmLink = path(linkIn(mail?.text ?? "", "confirm"));
    const done = await t.request(confirmLink, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Subscription confirmed");
    expect(subscriberOf("buyer@hotel.example")?.confirmedAt).toBeInstanceOf(Date);
  });

  test("opening the confirmation link (GET or HEAD, as mail scanners do) only shows a button that posts", async () => {
    await subscribeJson("scanned@example.com");
    const link = path(linkIn(mailsOf("newsletter_confirm")[0]?.text ?? "", "confirm"));
    const head = await t.request(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    const page = await t.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form class="mt-6" method="post">');
    expect(html).toContain("Confirm my subscription</button>");
    expect(subscriberOf("scanned@example.com")?.confirmedAt).toBeNull();
    const arabic = await t.request(`/ar${link}`);
    expect(await arabic.text()).toContain("تأكيد اشتراكي</button>");
    expect(subscriberOf("scanned@example.com")?.confirmedAt).toBeNull();
  });

  test("subscribing again after unsubscribing needs a new confirmation; campaigns skip the address until then", async () => {
    await subscribeJson("returning@example.com");
    const first = mailsOf("newsletter_confirm")[0]?.text ?? "";
    t.db.update(subscribers).set({ confirmedAt: new Date() }).run();
    await t.request(path(linkIn(first, "unsubscribe")), { method: "POST" });
    t.advance(25 * 60 * 60 * 1000);
    expect((await subscribeJson("returning@example.com")).status).toBe(202);
    expect(subscriberOf("returning@example.com")).toMatchObject({ subscribed: true, confirmedAt: null });
    expect(mailsOf("newsletter_confirm")).toHaveLength(2);
    const admin = t.adminCaller();
    const { id } = await admin.newsletter.saveCampaign({
      subject: "Offers",
      subjectAr: "",
      body: "Hi",
      bodyAr: "",
    });
    await expect(admin.newsletter.send({ id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  test("every state of an address runs the same statements, so the answer's time does not tell them apart", async () => {
    const statements: string[] = [];
    const client = t.db.$client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((query: string) => {
      statements.push(query);
      return prepare(query);
    }) as typeof client.prepare;
    const traceOf = async (email: string) => {
      statements.length = 0;
      expect((await subscribeJson(email)).status).toBe(202);
      return [...statements];
    };
    const fresh = await traceOf("state@example.com");
    const unconfirmed = await traceOf("state@example.com");
    t.db.update(subscribers).set({ confirmedAt: new Date() }).run();
    const confirmed = await traceOf("state@example.com");
    t.db.update(subscribers).set({ subscribed: false }).run();
    const unsubscribed = await traceOf("state@example.com");
    client.prepare = prepare;
    expect(fresh.length).toBeGreaterThan(0);
    for (const trace of [unconfirmed, confirmed, unsubscribed]) expect(trace).toEqual(fresh);
    expect(mailsOf("newsletter_confirm")).toHaveLength(1);
  });

  test("subscribing again answers the same and sends at most one confirmation a day; a confirmed one gets none", async () => {
    for (let i = 0; i < 3; i++) expect((await subscribeJson("twice@example.com")).status).toBe(202);
    expect(mailsOf("newsletter_confirm")).toHaveLength(1);
    t.advance(25 * 60 * 60 * 1000);
    await subscribeJson("twice@example.com");
    expect(mailsOf("newsletter_confirm")).toHaveLength(2);
    t.db.update(subscribers).set({ confirmedAt: new Date() }).run();
    t.advance(25 * 60 * 60 * 1000);
    const again = await subscribeJson("twice@example.com");
    expect([again.status, await again.json()]).toEqual([202, { ok: true }]);
    expect(mailsOf("newsletter_confirm")).toHaveLength(2);
    expect(t.db.select().from(subscribers).all()).toHaveLength(1);
    // A stranger subscribing a confirmed address from the Arabic page changes nothing of it.
    await t.request("/ar/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=twice%40example.com&website=",
    });
    expect(subscriberOf("twice@example.com")).toMatchObject({ lang: "en", subscribed: true });
    expect(subscriberOf("twice@example.com")?.confirmedAt).toBeInstanceOf(Date);
  });

  test("a forged or cross-purpose link changes nothing", async () => {
    await subscribeJson("careful@example.com");
    const { id } = subscriberOf("careful@example.com") ?? { id: "" };
    for (const token of [`${id}.forged`, id, "x.y"]) {
      expect((await t.request(`/newsletter/confirm/${token}`)).status).toBe(404);
      expect((await t.request(`/newsletter/confirm/${token}`, { method: "POST" })).status).toBe(404);
    }
    const unsubscribeLink = linkIn(mailsOf("newsletter_confirm")[0]?.text ?? "", "unsubscribe");
    const swapped = path(unsubscribeLink).replace("/unsubscribe/", "/confirm/");
    expect((await t.request(swapped, { method: "POST" })).status).toBe(404);
    expect(subscriberOf("careful@example.com")?.confirmedAt).toBeNull();
  });

  test("bad input answers 400 with the issues and stores nothing", async () => {
    for (const json of [{ email: "not-an-email" }, {}, { email: "a@b.example", website: "spam" }]) {
      const res = await t.request("/api/newsletter", { method: "POST", json });
      expect(res.status).toBe(400);
      expect((await res.json()).issues.length).toBeGreaterThan(0);
    }
    await expect(sentByScript(t, "/newsletter", { email: "nope" })).rejects.toMatchObject({
      status: 400,
    });
    expect(t.db.select().from(subscribers).all()).toEqual([]);
  });
});

describe("without JavaScript and in Arabic", () => {
  test("the footer's form posts to /ar/newsletter and leads to its Arabic thank-you page; the mail is Arabic", async () => {
    const res = await t.request("/ar/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=arabic%40example.com&website=",
    });
    const html = await thankYouAfter(t, res, "/ar/newsletter");
    expect(html).toContain('lang="ar"');
    expect(html).toContain("خطوة أخيرة!");
    expect(subscriberOf("arabic@example.com")?.lang).toBe("ar");
    const [mail] = mailsOf("newsletter_confirm");
    expect(mail?.subject).toBe("يرجى تأكيد اشتراكك");
    expect(linkIn(mail?.text ?? "", "confirm")).toStartWith("http://localhost/ar/newsletter/confirm/");
  });
});

describe("unsubscribing", () => {
  test("the link shows a button; its POST (or a mail client's one-click POST from elsewhere) unsubscribes", async () => {
    await subscribeJson("leaving@example.com");
    const link = path(linkIn(mailsOf("newsletter_confirm")[0]?.text ?? "", "unsubscribe"));
    const page = await t.request(link);
    expect(await page.text()).toContain('<form class="mt-6" method="post">');
    expect(subscriberOf("leaving@example.com")?.subscribed).toBe(true);
    const res = await t.request(link, {
      method: "POST",
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You are unsubscribed");
    expect(subscriberOf("leaving@example.com")?.subscribed).toBe(false);
    const confirmLink = path(linkIn(mailsOf("newsletter_confirm")[0]?.text ?? "", "confirm"));
    expect((await t.request(confirmLink)).status).toBe(404);
    expect((await t.request(confirmLink, { method: "POST" })).status).toBe(404);
  });
});
