import { describe, expect, test } from "bun:test";
import { outbox } from "#db/schema.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({ OWNER_EMAIL: "seed@example.com" });
const kinds = () => t.db.select({ kind: outbox.kind, to: outbox.to }).from(outbox).all();

describe("mail settings in the admin", () => {
  test("OWNER_EMAIL seeds them with every alert on", async () => {
    expect(await t.adminCaller().mail.settings()).toEqual({
      ownerEmails: ["seed@example.com"],
      alertInquiries: true,
      alertContacts: true,
      alertTestimonials: true,
      alertAppointments: true,
    });
  });

  test("saved addresses receive the alerts, and a kind switched off sends none", async () => {
    const choices = {
      ownerEmails: ["a@example.com", "b@example.com"],
      alertInquiries: true,
      alertContacts: false,
      alertTestimonials: true,
      alertAppointments: false,
    };
    await t.adminCaller().mail.saveSettings(choices);
    expect(await t.adminCaller().mail.settings()).toEqual(choices);
    expect((await t.adminCaller().mail.status()).ownerEmails).toEqual(["a@example.com", "b@example.com"]);

    await t.request("/api/contact", {
      method: "POST",
      json: { name: "Omar", email: "omar@example.com", message: "Hi" },
    });
    await t.request("/api/testimonials", {
      method: "POST",
      json: { name: "Omar", text: "Great napkins here.", rating: 5 },
    });
    expect(kinds()).toEqual([
      { kind: "contact_confirmation", to: "omar@example.com" },
      { kind: "testimonial_alert", to: "a@example.com, b@example.com" },
    ]);
  });

  test("bad addresses are refused and nothing is saved; only the admin may save", async () => {
    const bad = { ownerEmails: ["nope"], alertInquiries: true, alertContacts: true, alertTestimonials: true };
    await expect(t.adminCaller().mail.saveSettings(bad)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(t.publicCaller().mail.saveSettings({ ...bad, ownerEmails: [] })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await t.adminCaller().mail.settings()).ownerEmails).toEqual(["seed@example.com"]);
  });
});
