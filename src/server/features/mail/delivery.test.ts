import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, products } from "#db/schema.ts";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";
import { makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { attemptsOf, retry } from "./outbox";
import { mailWorker } from "./worker";

const product = {
  id: "soft-facial-tissue",
  name: "Soft Facial Tissue",
  description: "Two-ply",
  category: "facial",
};
const valid = {
  productId: product.id,
  contactName: "Nour <script>alert(1)</script>",
  email: "nour@example.com",
  businessType: "Hotel",
  quantity: "200 cartons",
  needByDate: "2026-12-15",
  additionalNotes: "<b>Monthly</b> & weekly",
};

const sink = await smtpSink();
afterAll(() => sink.close());

let t: TestApp;
let worker: ReturnType<typeof mailWorker>;
beforeEach(async () => {
  sink.received.length = 0;
  sink.refuseWith(undefined);
  t = await makeTestApp(
    {
      SMTP_URL: sink.url,
      OWNER_EMAIL: "owner@example.com, sales@example.com",
      MAIL_FROM: "Safa Tissue <sales@example.com>",
      PUBLIC_ORIGIN: "http://localhost",
    },
    { prepare: ({ db }) => void db.insert(products).values(product).run() },
  );
  worker = mailWorker({ db: t.db, smtpUrl: sink.url, from: t.settings.MAIL_FROM, now: t.app.deps.now });
});

afterEach(() => worker.stop());

const inquire = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/product-inquiries", { method: "POST", json, headers });
const rows = () => t.db.select().from(outbox).all();
const byTo = (to: string) =>
  sink.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(to));

describe("an inquiry's mail", () => {
  test("is recorded with the inquiry before the 201, then the owner alert and the English confirmation arrive", async () => {
    expect((await inquire(valid)).status).toBe(201);
    expect(
      rows()
        .map((r) => [r.kind, r.status])
        .sort(),
    ).toEqual([
      ["inquiry_alert", "waiting"],
      ["inquiry_confirmation", "waiting"],
    ]);
    await worker.runOnce();
    expect(sink.received).toHaveLength(2);

    const alert = byTo("owner@example.com");
    expect(alert?.to && !Array.isArray(alert.to) && alert.to.value.map((a) => a.address)).toEqual([
      "owner@example.com",
      "sales@example.com",
    ]);
    expect(alert?.replyTo?.value[0]?.address).toBe("nour@example.com");
    expect(alert?.subject).toBe("New inquiry: Soft Facial Tissue from Nour <script>alert(1)</script>");
    expect(alert?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(alert?.html).not.toContain("<script>");
    expect(alert?.html).toContain("http://localhost/admin/inquiries#");
    expect(alert?.text).toContain("Notes: <b>Monthly</b> & weekly");

    const confirmation = byTo("nour@example.com");
    expect(confirmation?.subject).toBe("We received your inquiry about Soft Facial Tissue");
    expect(confirmation?.html).toContain('<html lang="en" dir="ltr">');
    expect(confirmation?.text).toContain("Product: Soft Facial Tissue");
    expect(confirmation?.html).not.toContain("Monthly");
    expect(confirmation?.text).toContain("https://wa.me/15550104477");
    expect(rows().every((r) => r.status === "sent")).toBe(true);
  });

  test("from the Arabic page, the confirmation is Arabic and right-to-left; the owner alert stays English", async () => {
    const res = await inquire(valid, { referer: "http://localhost/ar" });
    expect(res.status).toBe(201);
    await worker.runOnce();
    const confirmation = byTo("nour@example.com");
    expect(confirmation?.subject).toBe("تلقينا استفسارك عن Soft Facial Tissue");
    expect(confirmation?.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation?.text).toContain("المنتج: Soft Facial Tissue");
    expect(confirmation?.text).not.toContain("200 cartons");
    // Signed with the company's name as the Arabic site writes it, not the sender's English name.
    expect(confirmation?.text?.trim()).toEndWith("صفاء للمناديل");
    expect(confirmation?.text).not.toContain("Safa Tissue");
    expect(byTo("owner@example.com")?.subject).toStartWith("New inquiry:");
  });

  test("the no-JavaScript Arabic form sends the Arabic confirmation too", async () => {
    const body = new URLSearchParams({ ...valid, contactName: "Nour" });
    const res = await t.request(`/ar/inquiry/${product.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status).toBe(303);
    await worker.runOnce();
    expect(byTo("nour@example.com")?.html).toContain('dir="rtl"');
  });

  test("a line break in a name adds no header", async () => {
    await inquire({ ...valid, contactName: "Nour\r\nBcc: evil@example.com" });
    await worker.runOnce();
    const alert = byTo("owner@example.com");
    expect(alert?.bcc).toBeUndefined();
    expect(alert?.headers.get("bcc")).toBeUndefined();
    expect(alert?.subject).toBe("New inquiry: Soft Facial Tissue from Nour Bcc: evil@example.com");
    expect(sink.received).toHaveLength(2);
  });

  test("nothing is stored when the mail cannot be recorded: one transaction", async () => {
    t.db.$client.run("CREATE TRIGGER no_mail BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'no'); END");
    expect((await inquire(valid)).status).toBe(500);
    expect(t.db.$client.query("SELECT count(*) AS n FROM product_inquiries").get()).toEqual({ n: 0 });
  });
});

describe("delivery", () => {
  test("an SMTP server that is down, then up, gets every message once, after the backoff delay", async () => {
    await inquire(valid);
    await sink.down();
    await worker.runOnce();
    const waiting = rows();
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual([
      ["waiting", 1],
      ["waiting", 1],
    ]);
    expect(waiting[0]?.lastError).toContain("ECONNREFUSED");
    await sink.up();
    await worker.runOnce();
    expect(sink.received).toHaveLength(0);
    t.advance(60_000);
    await worker.runOnce();
    await worker.runOnce();
    expect(sink.received).toHaveLength(2);
    expect(rows().every((r) => r.status === "sent")).toBe(true);
    const [first] = rows();
    expect(attemptsOf(t.db, first?.id ?? "").map((a) => a.ok)).toEqual([false, true]);
  });

  test("a message still refused after three days of tries is marked gave up, with the last error", async () => {
    await inquire(valid);
    t.db.update(outbox).set({ attempts: 20 }).run();
    await sink.down();
    await worker.runOnce();
    await sink.up();
    expect(rows().map((r) => r.status)).toEqual(["gave_up", "gave_up"]);
    expect(rows()[0]?.lastError).toContain("ECONNREFUSED");
  });

  test("a 5xx answer marks the message failed with the server's text; Retry sends it", async () => {
    await t.request("/api/contact", {
      method: "POST",
      json: { name: "Omar", email: "omar@example.com", message: "Hi" },
    });
    sink.refuseWith("Mailbox unavailable: no such user");
    await worker.runOnce();
    const failed = rows();
    expect(failed.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(failed[0]?.lastError).toContain("Mailbox unavailable: no such user");
    sink.refuseWith(undefined);
    for (const row of failed) retry(t.db, row.id, t.app.deps.now());
    await worker.runOnce();
    expect(sink.received.map((m) => m.subject).sort()).toEqual([
      "New message from Omar",
      "We received your message",
    ]);
  });
});

describe("with mail off", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await makeTestApp({ OWNER_EMAIL: "owner@example.com" });
  });
  test("every message is still recorded, as held", async () => {
    const res = await off.request("/api/testimonials", {
      method: "POST",
      json: { name: "Omar", text: "Great napkins for the cafe.", rating: 5 },
    });
    expect(res.status).toBe(201);
    const held = off.db.select().from(outbox).where(eq(outbox.status, "held")).all();
    expect(held.map((r) => r.kind)).toEqual(["testimonial_alert"]);
  });
});
