import { describe, expect, test } from "bun:test";
import { appointments } from "#db/schema.ts";
import { addDays } from "#shared/wall-clock.ts";
import { booking, nextMonday, nextSunday } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

const t = appForEachTest({}, { distDir: await makeFakeDist() });
const post = (path: string, fields: Record<string, unknown>) =>
  t.request(path, {
    method: "POST",
    body: new URLSearchParams(fields as Record<string, string>).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
  });
const stored = () => t.db.select().from(appointments).all();

describe("booking without JavaScript", () => {
  test("GET /book is the form: a date picker from today, the half hours of the opening hours, never cached", async () => {
    const res = await t.request("/book");
    expect([res.status, res.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const page = await res.text();
    const today = new Date().toISOString().slice(0, 10);
    expect(page).toContain('action="/book" method="post"');
    expect(page).toContain(`type="date" min="${today}"`);
    expect(page).toContain('<option value="08:00">08:00</option>');
    expect(page).toContain('<option value="17:00">17:00</option>');
    expect(page).not.toContain('value="17:30"');
    expect(page).toContain("Monday - Friday: 8:00 AM - 6:00 PM");
  });

  test("POST /ar/book stores the appointment in Arabic and answers 303 to the thank-you page", async () => {
    const page = await thankYouAfter(t, await post("/ar/book", booking()), "/ar/book");
    expect(page).toContain('lang="ar" dir="rtl"');
    expect(page).toContain("تم استلام طلبك!");
    expect(stored()).toMatchObject([{ companyName: "Grand Hotel", lang: "ar", status: "pending" }]);
  });

  test("a closed day and a bad email come back under their fields, in Arabic, values kept, nothing stored", async () => {
    const res = await post("/ar/book", booking({ date: nextSunday(), email: "nope" }));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("البريد الإلكتروني غير صالح");
    expect(page).toContain("نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر");
    expect(page).toContain(`value="${nextSunday()}"`);
    expect(page).toContain('<option value="10:00" selected="">');
    expect(stored()).toEqual([]);
  });

  test("a time outside the day's hours is refused under the time field, which asks for a time again", async () => {
    const res = await post("/book", booking({ date: nextMonday(), time: "18:00" }));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(
      'id="appointment-time-error" class="mt-1.5 text-sm text-red-700" role="alert">Choose a time within our opening hours',
    );
    expect(page).toContain('<option value="" disabled="" selected="">');
    expect(page).not.toMatch(/<option value="\d\d:\d\d" selected/);
    expect(stored()).toEqual([]);
  });

  test("the date picker ends at the horizon; a later day is refused under the date field", async () => {
    const lastDate = addDays(new Date(t.app.deps.now()).toISOString().slice(0, 10), 90);
    expect(await (await t.request("/book")).text()).toContain(`max="${lastDate}"`);
    const res = await post("/book", booking({ date: "9999-12-31" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(
      `id="appointment-date-error" class="mt-1.5 text-sm text-red-700" role="alert">We take bookings up to ${lastDate}; choose an earlier date`,
    );
    expect(stored()).toEqual([]);
  });

  test("a full hour is refused with 409 in Arabic under the time field, and the list holds that day's free times", async () => {
    expect((await post("/book", booking())).status).toBe(303);
    const res = await post("/ar/book", booking({ time: "10:30", companyName: "Second Co" }));
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain('role="alert">هذا الوقت محجوز بالكامل؛ اختر وقتاً آخر');
    expect(page).toContain('value="Second Co"');
    expect(page).toContain('<option value="09:00">09:00</option><option value="11:00">11:00</option>');
    expect(page).not.toContain('value="10:30"');
    expect(stored()).toHaveLength(1);
  });
});
