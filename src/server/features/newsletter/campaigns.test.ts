import { describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { outbox, newsletterSubscribers as subscribers } from "#db/schema.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({
  SMTP_URL: "smtp://127.0.0.1:1",
  OWNER_EMAIL: "owner@example.com",
  NEWSLETTER_PER_MINUTE: "2",
  PUBLIC_ORIGIN: "http://localhost",
});
const campaign = {
  subject: "Autumn offers",
  subjectAr: "عروض الخريف",
  body: "# New rolls\n\nSee [our catalogue](https://safa.example/).\n\nA [bad link](javascript:alert(1)) here.\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>",
  bodyAr: "لفائف **جديدة**",
};

function seedSubscribers() {
  const now = new Date();
  t.db
    .insert(subscribers)
    .values([
      { email: "en1@example.com", lang: "en", confirmedAt: now },
      { email: "ar1@example.com", lang: "ar", confirmedAt: now },
      { email: "en2@example.com", lang: "en", confirmedAt: now },
      { email: "pending@example.com", lang: "en" },
      { email: "gone@example.com", lang: "en", confirmedAt: now, subscribed: false },
    ])
    .run();
}

describe("the subscribers list", () => {
  test("filters confirmed, unconfirmed and unsubscribed, searches, and exports the whole view", async () => {
    seedSubscribers();
    const admin = t.adminCaller();
    expect(await admin.newsletter.subscribers({})).toMatchObject({ total: 5, confirmed: 3 });
    const emails = async (status: "confirmed" | "unconfirmed" | "unsubscribed") =>
      (await admin.newsletter.subscribers({ status, sort: "name" })).rows.map((r) => r.email);
    expect(await emails("confirmed")).toEqual(["ar1@example.com", "en1@example.com", "en2@example.com"]);
    expect(await emails("unconfirmed")).toEqual(["pending@example.com"]);
    expect(await emails("unsubscribed")).toEqual(["gone@example.com"]);
    expect((await admin.newsletter.exportSubscribers({ q: "en" })).map((r) => r.email).sort()).toEqual([
      "en1@example.com",
      "en2@example.com",
      "pending@example.com",
    ]);
    await expect(t.publicCaller().newsletter.subscribers({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("campaigns", () => {
  test("the preview is the mail: Markdown rendered, anything hostile removed, the way out at the bottom", async () => {
    const { html, subject } = await t.adminCaller().newsletter.preview({ ...campaign, lang: "en" });
    expect(subject).toBe("Autumn offers");
    expect(html).toContain("<h2>New rolls</h2>");
    expect(html).toContain('<a href="https://safa.example/">our catalogue</a>');
    for (const hostile of ["<script", "onerror", "<img", 'href="javascript'])
      expect(html).not.toContain(hostile);
    expect(html).toContain("bad link");
    expect(html).toContain("Unsubscribe");
    const arabic = await t.adminCaller().newsletter.preview({ ...campaign, lang: "ar" });
    expect(arabic.html).toContain("<strong>جديدة</strong>");
    expect(arabic.html).toContain('dir="rtl"');
  });

  test("a test goes to the owner in both languages; the send queues one mail per confirmed subscriber, throttled", async () => {
    seedSubscribers();
    const admin = t.adminCaller();
    const { id } = await admin.newsletter.saveCampaign(campaign);
    expect(await admin.newsletter.sendTest({ id })).toEqual({
      to: ["owner@example.com"],
      languages: ["en", "ar"],
    });
    expect(await admin.newsletter.send({ id })).toEqual({ recipients: 3 });
    const queued = t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "newsletter"))
      .orderBy(asc(outbox.nextAttemptAt))
      .all();
    expect(queued.map((m) => [m.to, m.subject])).toEqual([
      ["en1@example.com", "Autumn offers"],
      ["ar1@example.com", "عروض الخريف"],
      ["en2@example.com", "Autumn offers"],
    ]);
    // Two a minute (NEWSLETTER_PER_MINUTE=2): the third waits one minute.
    const start = queued[0]?.nextAttemptAt.getTime() ?? 0;
    expect(queued.map((m) => (m.nextAttemptAt.getTime() - start) / 60_000)).toEqual([0, 0, 1]);
    expect(queued.every((m) => m.headers?.["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click")).toBe(
      true,
    );
    const [listed] = await admin.newsletter.campaigns();
    expect(listed).toMatchObject({ recipients: 3, waiting: 3, sent: 0, failed: 0 });
    await expect(admin.newsletter.send({ id })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(admin.newsletter.saveCampaign({ id, ...campaign })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  test("bad campaigns answer 400 and store nothing; a send with nobody confirmed is refused", async () => {
    const admin = t.adminCaller();
    await expect(admin.newsletter.saveCampaign({ ...campaign, subject: " " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      admin.newsletter.saveCampaign({ ...campaign, body: "x".repeat(20_001) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await admin.newsletter.campaigns()).toEqual([]);
    const { id } = await admin.newsletter.saveCampaign(campaign);
    await expect(admin.newsletter.send({ id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await admin.newsletter.campaigns())[0]?.sentAt).toBeNull();
  });
});
