import type { Locator, Page } from "@playwright/test";
import { nextMonday, nextSunday, nextWeekday, yesterday } from "#tests/helpers/booking.ts";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, stamp, test } from "./helpers/fixtures";
import { openBookingDialog, openSite, section, shopNowBand, widths } from "./helpers/site";

// A visit to the factory or a call, booked by a visitor (the band's button, the contact section's link; a dialog
// with scripts, /book without), then confirmed and moved by the owner (docs/decisions/150). Mondays are this file's:
// one appointment an hour, each test at hours of its own.

type Row = { status: string; kind: string; lang: string; date: string; time: string };

// The owner's list through tRPC, signed in.
async function stored(admin: Page, q: string) {
  const input = encodeURIComponent(JSON.stringify({ status: "all", q }));
  const res = await admin.request.get(`/trpc/appointments.page?input=${input}`);
  return (await res.json()).result.data.rows as Row[];
}

const words = {
  en: {
    open: "Book a visit or a call",
    company: "Company name",
    person: "Contact person",
    email: "Email",
    phone: "Phone",
    date: "Preferred date",
    time: "Preferred time",
    send: "Request appointment",
    closed: "We are closed that day; choose another date",
    done: "Request Received!",
  },
  ar: {
    open: "احجز زيارة أو مكالمة",
    company: "اسم الشركة",
    person: "الشخص المسؤول",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    date: "التاريخ المفضل",
    time: "الوقت المفضل",
    send: "اطلب الموعد",
    closed: "نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر",
    done: "تم استلام طلبك!",
  },
};

async function fill(scope: Page | Locator, lang: "en" | "ar", company: string) {
  const w = words[lang];
  await scope.getByLabel(w.company).fill(company);
  await scope.getByLabel(w.person).fill("Layla Haddad");
  await scope.getByLabel(w.email).fill("layla@grand-hotel.example");
  await scope.getByLabel(w.phone, { exact: true }).fill("+966 50 123 4567");
}

test("with JavaScript in both languages: the booking dialog refuses a past or closed day at once, then books", async ({
  page,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const english = `Grand Hotel ${stamp()}`;
  await test.step("English, from the band's button: a visit", async () => {
    const w = words.en;
    await openSite(page, "/");
    const dialog = await openBookingDialog(page, w.open);
    await expect(dialog.getByLabel(w.company)).toBeFocused();
    for (const hours of ["Monday - Friday: 8:00 AM - 6:00 PM", "Sunday: Closed"])
      await expect(dialog.getByRole("listitem").filter({ hasText: hours })).toBeVisible();
    await fill(dialog, "en", english);
    const date = dialog.getByLabel(w.date);
    await expect(date).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await expect(date).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
    await date.fill(yesterday());
    await dialog.getByRole("button", { name: w.send }).click();
    await expect(dialog.getByText("Choose today or a later date")).toBeVisible();
    // A closed day is said as soon as it is chosen, before any Send: its list of times is empty.
    await date.fill(nextSunday());
    await expect(dialog.getByText(w.closed)).toBeVisible();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await date.fill(nextMonday());
    await expect(dialog.getByText(w.closed)).toBeHidden();
    // Monday 8:00-18:00: the half hours from 08:00 to 17:00, after the "Choose a time" placeholder.
    const times = dialog.getByLabel(w.time).locator("option");
    await expect(times).toHaveCount(20);
    await expect(times.nth(1)).toHaveText("08:00");
    await expect(times.last()).toHaveText("17:00");
    await dialog.getByLabel(w.time).selectOption("10:30");
    await dialog.getByRole("button", { name: w.send }).click();
    await expectToast(page, "success", w.done, "Thank you! We will confirm your appointment by email.");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  const arabic = `فندق ${stamp()}`;
  await test.step("Arabic on a phone, from the contact section: a call", async () => {
    const w = words.ar;
    await openSite(page, "/ar", widths.phone);
    await section(page, "contact").getByRole("link", { name: w.open }).click();
    const dialog = page.getByRole("dialog", { name: w.open });
    await dialog.getByRole("button", { name: w.send }).click();
    await expect(dialog.getByText("اختر تاريخاً", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fill(dialog, "ar", arabic);
    await dialog.getByLabel("زيارة أو مكالمة").selectOption("call");
    await dialog.getByLabel(w.date).fill(nextSunday());
    await expect(dialog.getByText(w.closed)).toBeVisible();
    await expect(dialog.getByLabel(w.time).locator("option")).toHaveCount(1);
    await dialog.getByLabel(w.date).fill(nextMonday());
    await expect(dialog.getByText(w.closed)).toBeHidden();
    await dialog.getByLabel(w.time).selectOption("16:00");
    await dialog.getByRole("button", { name: w.send }).click();
    await expectToast(page, "success", w.done, "شكراً لك! سنؤكد موعدك بالبريد الإلكتروني.");
  });

  expect(await stored(adminPage, english)).toMatchObject([
    { status: "pending", kind: "visit", lang: "en", date: nextMonday(), time: "10:30" },
  ]);
  expect(await stored(adminPage, arabic)).toMatchObject([{ kind: "call", lang: "ar", time: "16:00" }]);
});

test("without JavaScript in both languages: the links lead to /book, errors come back under the fields, then it is booked", async ({
  browser,
  adminPage,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const english = `No-JS Clinic ${stamp()}`;
  await plain.goto("/");
  await shopNowBand(plain).getByRole("link", { name: words.en.open }).click();
  await expect(plain).toHaveURL(/\/book$/);
  await fill(plain.getByRole("main"), "en", english);
  await plain.getByLabel(words.en.date).fill(nextMonday());
  await plain.getByLabel(words.en.time).selectOption("09:00");
  await plain.getByRole("button", { name: words.en.send }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(words.en.done);

  const arabic = `عيادة ${stamp()}`;
  const w = words.ar;
  await plain.goto("/ar");
  await section(plain, "contact").getByRole("link", { name: w.open }).click();
  await expect(plain).toHaveURL(/\/ar\/book$/);
  await fill(plain.getByRole("main"), "ar", arabic);
  await plain.getByLabel(w.date).fill(nextSunday());
  await plain.getByLabel(w.time).selectOption("09:00");
  await plain.getByRole("button", { name: w.send }).click();
  await expect(plain.getByText(w.closed)).toBeVisible();
  await expect(plain.getByLabel(w.company)).toHaveValue(arabic);
  await plain.getByLabel(w.date).fill(nextMonday());
  // 09:00 is the English visitor's now (one appointment an hour).
  await plain.getByLabel(w.time).selectOption("13:00");
  await plain.getByRole("button", { name: w.send }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(w.done);
  await noScript.close();

  expect(await stored(adminPage, english)).toMatchObject([{ lang: "en", time: "09:00" }]);
  expect(await stored(adminPage, arabic)).toMatchObject([{ lang: "ar", time: "13:00" }]);
});

test("the owner confirms a booking and moves it to a free hour; the Email screen holds its calendar file and the site offers the freed hour", async ({
  page,
  adminPage: admin,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A Tuesday no other test books.
  const day = nextWeekday(2, 9);
  const tag = stamp();
  for (const [company, email, time, from] of [
    [`Move Clinic ${tag}`, `huda${tag}@example.com`, "10:00", "/"],
    [`Busy Hotel ${tag}`, `busy${tag}@example.com`, "14:00", "/ar"],
  ]) {
    const data = {
      companyName: company,
      contactPerson: "Huda",
      email,
      phone: "+966 55 000 0001",
      date: day,
      time,
    };
    const res = await page.request.post("/api/appointments", {
      data,
      headers: { referer: `${baseURL}${from}` },
    });
    expect(res.status()).toBe(201);
  }

  await test.step("the dashboard shows the next ones and leads to the list, where it is confirmed", async () => {
    await admin.goto("/admin/dashboard");
    await expect(admin.getByRole("region", { name: "Next appointments" })).toBeVisible();
    await admin.getByRole("link", { name: /^Appointments/ }).click();
    await expect(admin).toHaveURL(/\/admin\/appointments$/);
    await admin.getByRole("searchbox", { name: /Search company/ }).fill(tag);
    const card = admin.getByRole("listitem").filter({ hasText: `Move Clinic ${tag}` });
    await expect(card).toContainText("Pending");
    await card.getByRole("button", { name: "Confirm and email" }).click();
    // The e2e server has no SMTP_URL: the toast says the email is held, as the Email screen lists it.
    await expectToast(
      admin,
      "success",
      "Success",
      "Appointment confirmed. Mail is off: the email is held until mail is set up and you send it from the Email screen.",
    );
    await expect(card).toContainText("Confirmed");
  });

  await test.step("the days and the status narrow the list", async () => {
    const card = admin.getByRole("listitem").filter({ hasText: `Move Clinic ${tag}` });
    await admin.getByLabel("From", { exact: true }).fill(day);
    await admin.getByLabel("To", { exact: true }).fill(day);
    await expect(admin).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    await expect(card).toBeVisible();
    await admin.getByLabel("To", { exact: true }).fill(yesterday());
    await expect(admin.getByText("No appointments match these filters.")).toBeVisible();
    await admin.goto(`/admin/appointments?status=cancelled&q=${tag}`);
    await expect(admin.getByText("No appointments match these filters.")).toBeVisible();
  });

  await test.step("moved to a free hour: its own hour is offered, the other booking's and the half hours beside it are not", async () => {
    await admin.goto(`/admin/appointments?q=${tag}`);
    const card = admin.getByRole("listitem").filter({ hasText: `Move Clinic ${tag}` });
    await card.getByRole("button", { name: "Move to another time" }).click();
    await expect(card.getByLabel("New date")).toHaveValue(day);
    expect(await axeViolations(admin)).toEqual([]);
    await card.getByRole("combobox", { name: "New time" }).click();
    const options = admin.getByRole("option");
    await expect(options.filter({ hasText: "10:00" })).toHaveCount(1);
    await expect(options.filter({ hasText: /^1(3:30|4:00|4:30)$/ })).toHaveCount(0);
    await options.filter({ hasText: "15:30" }).click();
    await card.getByRole("button", { name: "Move and email" }).click();
    await expectToast(
      admin,
      "success",
      "Success",
      "Appointment moved. Mail is off: the email is held until mail is set up and you send it from the Email screen.",
    );
    await expect(card.locator("time")).toContainText("15:30");
  });

  await test.step("the Email screen holds the confirmation with its calendar file", async () => {
    await admin.goto("/admin/email");
    const held = admin
      .getByTestId("outbox-item")
      .filter({ hasText: `huda${tag}@` })
      .filter({ hasText: "confirmed" });
    await expect(held).toContainText("Attached: appointment.ics");
  });

  await test.step("the site offers the freed hour, not the taken ones", async () => {
    await openSite(page, "/");
    const dialog = await openBookingDialog(page, words.en.open);
    await dialog.getByLabel(words.en.date).fill(day);
    const times = dialog.getByLabel(words.en.time).locator("option");
    await expect(times.filter({ hasText: "10:00" })).toHaveCount(1);
    await expect(times.filter({ hasText: /^1(5:00|5:30|6:00|3:30|4:00|4:30)$/ })).toHaveCount(0);
  });
});
