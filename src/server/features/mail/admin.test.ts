import { afterAll, describe, expect, test } from "bun:test";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const sink = await smtpSink();
afterAll(() => sink.close());

const message = { name: "Omar", email: "omar@example.com", message: "Hello" };

describe("with mail off (the default)", () => {
  const t = appForEachTest({ OWNER_EMAIL: "owner@example.com" });

  test("status says so; held messages are listed newest first and sent on request once mail is on", async () => {
    await t.request("/api/contact", { method: "POST", json: message });
    await t.request("/api/contact", {
      method: "POST",
      json: { ...message, name: "Later", email: "l@example.com" },
    });
    const admin = t.adminCaller();
    const status = await admin.mail.status();
    expect(status).toMatchObject({ on: false, ownerEmails: ["owner@example.com"], counts: { held: 4 } });
    const list = await admin.mail.list();
    expect(list.map((m) => m.subject)).toEqual([
      "We received your message",
      "New message from Later",
      "We received your message",
      "New message from Omar",
    ]);
    expect(await admin.mail.sendHeld()).toEqual({ count: 4 });
    expect((await admin.mail.status()).counts).toEqual({ waiting: 4 });
  });

  test("a test email answers that mail is off", async () => {
    expect(await t.adminCaller().mail.sendTest({ to: "owner@example.com" })).toEqual({
      ok: false,
      message: "Mail is off: SMTP_URL is not set.",
    });
  });

  test("only the admin reaches the mail procedures; Retry of a message that has not failed is a 404", async () => {
    await expect(t.publicCaller().mail.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.adminCaller().mail.retry({ id: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.adminCaller().mail.sendTest({ to: "not an address" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("with SMTP", () => {
  const t = appForEachTest({ SMTP_URL: sink.url });

  test("a test email reports the server's acceptance, or its own error text", async () => {
    const ok = await t.adminCaller().mail.sendTest({ to: "owner@example.com" });
    expect(ok.ok).toBe(true);
    expect(ok.message).toStartWith("250");
    expect(sink.received.at(-1)?.subject).toBe("Test email from your website");
    sink.refuseWith("Relay access denied");
    const refused = await t.adminCaller().mail.sendTest({ to: "owner@example.com" });
    sink.refuseWith(undefined);
    expect(refused).toEqual({ ok: false, message: "550 Relay access denied" });
  });
});
