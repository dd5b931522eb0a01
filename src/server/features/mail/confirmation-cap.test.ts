import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contacts, outbox, products } from "#db/schema.ts";
import { booking } from "#tests/helpers/booking.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({ OWNER_EMAIL: "owner@example.com" });
const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind)).all();
const confirmations = () =>
  t.db
    .select()
    .from(outbox)
    .all()
    .filter((m) => m.kind.endsWith("_confirmation"));
const stranger = { name: "Visit evil.example for cheap pills", message: "CLICK https://evil.example NOW" };

describe("a visitor confirmation goes to an address nobody verified", () => {
  test("five messages naming one address: all five stored and alerted, one confirmation, echoing nothing typed", async () => {
    for (const email of ["victim@example.com", "Victim@Example.com", "victim@example.com"]) {
      const res = await t.request("/api/contact", { method: "POST", json: { ...stranger, email } });
      expect(res.status).toBe(201);
    }
    for (let i = 0; i < 2; i++)
      await sentByScript(t, "/contact", { ...stranger, email: "victim@example.com" });
    expect(t.db.select().from(contacts).all()).toHaveLength(5);
    expect(mailsOf("contact_alert")).toHaveLength(5);
    const [confirmation, ...more] = mailsOf("contact_confirmation");
    expect(more).toEqual([]);
    expect(confirmation?.to).toBe("victim@example.com");
    for (const typed of ["evil.example", "pills", "CLICK"]) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
      expect(confirmation?.subject).not.toContain(typed);
    }
  });

  test("the hour is shared by every form; after it, the next submission is confirmed again", async () => {
    t.db
      .insert(products)
      .values({ id: "napkin", name: "Dinner Napkin", description: "Soft", category: "napkins" })
      .run();
    const email = "buyer@example.com";
    await t.request("/api/contact", { method: "POST", json: { ...stranger, email } });
    const inquiry = {
      productId: "napkin",
      contactName: "B",
      email,
      businessType: "Hotel",
      quantity: "9",
      needByDate: "May",
    };
    expect((await t.request("/api/product-inquiries", { method: "POST", json: inquiry })).status).toBe(201);
    expect((await t.request("/api/appointments", { method: "POST", json: booking({ email }) })).status).toBe(
      201,
    );
    const list = {
      lines: [{ productId: "napkin", quantity: "5 cartons" }],
      contactName: "B",
      email,
      businessType: "Hotel",
      needByDate: "May",
    };
    expect((await t.request("/api/quote-requests", { method: "POST", json: list })).status).toBe(201);
    expect(confirmations().map((m) => m.kind)).toEqual(["contact_confirmation"]);
    expect(mailsOf("inquiry_alert")).toHaveLength(2);
    expect(mailsOf("appointment_alert")).toHaveLength(1);

    t.advance(61 * 60 * 1000);
    expect((await t.request("/api/product-inquiries", { method: "POST", json: inquiry })).status).toBe(201);
    expect(
      confirmations()
        .map((m) => m.kind)
        .sort(),
    ).toEqual(["contact_confirmation", "inquiry_confirmation"]);
  });
});
