import { expect, type Page } from "@playwright/test";
import { nextMonday, nextSunday, yesterday } from "#tests/helpers/booking.ts";
import { expectToast, test } from "./helpers/admin";
import { axeViolations as violations } from "./helpers/axe";
import { openBookingDialog, openSite, section, shopNowBand } from "./helpers/site";

type Row = {
  id: string;
  companyName: string;
  status: string;
  kind: string;
  lang: string;
  date: string;
  time: string;
};
type Mail = { kind: string; to: string; attachments: Array<{ filename: string; content: string }> | null };

const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

// Reads the owner's list through tRPC, signed in.
async function stored(page: Page, q: string) {
  const input = encodeURIComponent(JSON.stringify({ status: "all", q }));
  const res = await page.request.get(`/trpc/appointments.page?input=${input}`);
  return (await res.json()).result.data.rows as Row[];
}

async function fill(
  scope: Page | ReturnType<Page["getByRole"]>,
  words: Record<string, string>,
  company: string,
) {
  await scope.getByLabel(words.company ?? "").fill(company);
  await scope.getByLabel(words.person ?? "").fill("Layla Haddad");
  await scope.getByLabel(words.email ?? "").fill("layla@grand-hotel.example");
  await scope.getByLabel(words.phone ?? "", { exact: true }).fill("+966 50 123 4567");
}

const en = { company: "Company name", person: "Contact person", email: "Email", phone: "Phone" };
const ar = { company: "اسم الشركة", person: "الشخص المسؤول", email: "البريد الإلكتروني", phone: "الهاتف" };

test("English with JavaScript: the band's button opens the dialog; a past day is refused, then the visit is booked", async ({
  adminPage: page,
}) => {
  const company = `Grand Hotel ${stamp()}`;
  await openSite(page, "/");
  const dialog = await openBookingDialog(page, "Book a visit or a call");
  await expect(dialog.getByLabel("Company name")).toBeFocused();
  for (const hours of ["Monday - Friday: 8:00 AM - 6:00 PM", "Sunday: Closed"])
    await expect(dialog.getByRole("listitem").filter({ hasText: hours })).toBeVisible();
  await fill(dialog, en, company);
  await dialog.getByLabel("Preferred date").fill(yesterday());
  await dialog.getByRole("button", { name: "Request appointment" }).click();
  await expect(dialog.getByText("Choose today or a later date")).toBeVisible();
  await expect(dialog.getByLabel("Preferred date")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);

  await dialog.getByLabel("Preferred date").fill(nextMonday());
  // Monday 8:00-18:00: the half hours from 08:00 to 17:00, after the "Choose a time" placeholder.
  const times = dialog.getByLabel("Preferred time").locator("option");
  await expect(times).toHaveCount(20);
  await expect(times.nth(1)).toHaveText("08:00");
  await expect(times.last()).toHaveText("17:00");
  await dialog.getByLabel("Preferred time").selectOption("10:30");
  await dialog.getByRole("button", { name: "Request appointment" }).click();
  await expectToast(
    page,
    "Request Received!",
    "Thank you! We will confirm your appointment by email.",
    "success",
  );
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page, company)).toMatchObject([
    { status: "pending", kind: "visit", lang: "en", date: nextMonday(), time: "10:30" },
  ]);
});

test("Arabic with JavaScript: from the contact section, a Sunday is refused in Arabic, then a call is booked", async ({
  adminPage: page,
}) => {
  const company = `فندق ${stamp()}`;
  await openSite(page, "/ar");
  await section(page, "contact").getByRole("link", { name: "احجز زيارة أو مكالمة" }).click();
  const dialog = page.getByRole("dialog", { name: "احجز زيارة أو مكالمة" });
  await fill(dialog, ar, company);
  await dialog.getByLabel("زيارة أو مكالمة").selectOption("call");
  await dialog.getByLabel("التاريخ المفضل").fill(nextSunday());
  await expect(dialog.getByLabel("الوقت المفضل").locator("option")).toHaveCount(1);
  await dialog.getByRole("button", { name: "اطلب الموعد" }).click();
  await expect(dialog.getByText("نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر")).toBeVisible();

  await dialog.getByLabel("التاريخ المفضل").fill(nextMonday());
  await dialog.getByLabel("الوقت المفضل").selectOption("16:00");
  await dialog.getByRole("button", { name: "اطلب الموعد" }).click();
  await expectToast(page, "تم استلام طلبك!", "شكراً لك! سنؤكد موعدك بالبريد الإلكتروني.", "success");
  expect(await stored(page, company)).toMatchObject([{ kind: "call", lang: "ar", time: "16:00" }]);
});

test("without JavaScript in both languages: the links lead to /book, errors come back under the fields, then it is stored", async ({
  adminPage: page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const english = `No-JS Clinic ${stamp()}`;
  await plain.goto("/");
  await shopNowBand(plain).getByRole("link", { name: "Book a visit or a call" }).click();
  await expect(plain).toHaveURL(/\/book$/);
  await fill(plain.getByRole("main"), en, english);
  await plain.getByLabel("Preferred date").fill(nextMonday());
  await plain.getByLabel("Preferred time").selectOption("09:00");
  await plain.getByRole("button", { name: "Request appointment" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Request Received!");

  const arabic = `عيادة ${stamp()}`;
  await plain.goto("/ar");
  await section(plain, "contact").getByRole("link", { name: "احجز زيارة أو مكالمة" }).click();
  await expect(plain).toHaveURL(/\/ar\/book$/);
  await fill(plain.getByRole("main"), ar, arabic);
  await plain.getByLabel("التاريخ المفضل").fill(nextSunday());
  await plain.getByLabel("الوقت المفضل").selectOption("09:00");
  await plain.getByRole("button", { name: "اطلب الموعد" }).click();
  await expect(plain.getByText("نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر")).toBeVisible();
  await expect(plain.getByLabel("اسم الشركة")).toHaveValue(arabic);
  await plain.getByLabel("التاريخ المفضل").fill(nextMonday());
  // 09:00 is the English visitor's now (one appointment an hour, docs/decisions/150).
  await plain.getByLabel("الوقت المفضل").selectOption("13:00");
  await plain.getByRole("button", { name: "اطلب الموعد" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("تم استلام طلبك!");
  await noScript.close();

  expect(await stored(page, english)).toMatchObject([{ lang: "en", time: "09:00" }]);
  expect(await stored(page, arabic)).toMatchObject([{ lang: "ar", time: "13:00" }]);
});

test("the owner confirms from the list and the visitor's mail carries the .ics; the dashboard shows the next ones", async ({
  adminPage: page,
}) => {
  const tag = stamp();
  const company = `Confirm Hotel ${tag}`;
  const res = await page.request.post("/api/appointments", {
    data: {
      companyName: company,
      contactPerson: "Omar",
      email: `omar${tag}@example.com`,
      phone: "+966 55 000 0000",
      date: nextMonday(),
      time: "08:00",
    },
  });
  expect(res.status()).toBe(201);

  await page.goto("/admin/dashboard");
  const next = page.getByRole("region", { name: "Next appointments" });
  await expect(next).toBeVisible();
  await page.getByRole("link", { name: /^Appointments/ }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await page.getByRole("searchbox", { name: /Search company/ }).fill(tag);
  const card = page.getByRole("listitem").filter({ hasText: company });
  await expect(card).toContainText("Pending");
  await card.getByRole("button", { name: "Confirm and email" }).click();
  // The e2e server has no SMTP_URL: the toast says the email is held, as the Email screen lists it.
  await expectToast(
    page,
    "Success",
    "Appointment confirmed. Mail is off: the email is held until mail is set up and you send it from the Email screen.",
    "success",
  );
  await expect(card).toContainText("Confirmed");

  const mails = (await (await page.request.get("/trpc/mail.list")).json()).result.data as Mail[];
  const mail = mails.find((m) => m.kind === "appointment_confirmed" && m.to.includes(`omar${tag}@`));
  expect(mail?.attachments?.[0]?.filename).toBe("appointment.ics");
  expect(mail?.attachments?.[0]?.content).toContain("BEGIN:VEVENT");

  await page.getByLabel("From", { exact: true }).fill(nextMonday());
  await page.getByLabel("To", { exact: true }).fill(nextMonday());
  await expect(page).toHaveURL(new RegExp(`from=${nextMonday()}&to=${nextMonday()}`));
  await expect(card).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill(yesterday());
  await expect(page.getByText("No appointments match these filters.")).toBeVisible();
  await page.goto(`/admin/appointments?status=cancelled&q=${tag}`);
  await expect(page.getByText("No appointments match these filters.")).toBeVisible();
  await page.goto("/admin/email");
  const sent = page
    .getByTestId("outbox-item")
    .filter({ hasText: `omar${tag}@` })
    .filter({ hasText: "confirmed" });
  await expect(sent).toContainText("Attached: appointment.ics");
});

test("axe finds nothing on the dialog with its errors (Arabic, phone), the plain page and the owner's list", async ({
  adminPage: page,
}) => {
  await openSite(page, "/ar", 375);
  await section(page, "contact").getByRole("link", { name: "احجز زيارة أو مكالمة" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "اطلب الموعد" }).click();
  await expect(dialog.getByText("اختر تاريخاً", { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/book");
  expect(await violations(page)).toEqual([]);
  await page.goto("/admin/appointments?status=all");
  await expect(page.getByRole("heading", { name: "Appointments", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
