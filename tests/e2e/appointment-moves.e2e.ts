import { expect, type Page } from "@playwright/test";
import { nextWeekday } from "#tests/helpers/booking.ts";
import { expectToast, test } from "./helpers/admin";
import { axeViolations as violations } from "./helpers/axe";
import { openBookingDialog, openSite } from "./helpers/site";

// Room per hour and the owner's moves (docs/decisions/150), on a Tuesday no other e2e file books.
type Mail = { kind: string; to: string; attachments: Array<{ filename: string; content: string }> | null };
const day = nextWeekday(2, 9);
const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const sequence = (ics = "") => Number(ics.match(/SEQUENCE:(\d+)/)?.[1]);

async function bookOne(page: Page, company: string, email: string, time: string, referer: string) {
  const data = {
    companyName: company,
    contactPerson: "Huda",
    email,
    phone: "+966 55 000 0001",
    date: day,
    time,
  };
  const res = await page.request.post("/api/appointments", { data, headers: { referer } });
  expect(res.status()).toBe(201);
}

test("the owner moves a confirmed appointment to a free time; the visitor is mailed the calendar update and the site offers the freed hour", async ({
  adminPage: page,
  baseURL,
}) => {
  const tag = stamp();
  const email = `huda${tag}@example.com`;
  await bookOne(page, `Move Clinic ${tag}`, email, "10:00", `${baseURL}/ar`);
  await bookOne(page, `Busy Hotel ${tag}`, `busy${tag}@example.com`, "14:00", `${baseURL}/`);

  await page.goto(`/admin/appointments?q=${tag}`);
  const card = page.getByRole("listitem").filter({ hasText: `Move Clinic ${tag}` });
  await card.getByRole("button", { name: "Confirm and email" }).click();
  await expect(card).toContainText("Confirmed");
  await card.getByRole("button", { name: "Move to another time" }).click();
  await expect(card.getByLabel("New date")).toHaveValue(day);
  expect(await violations(page)).toEqual([]);
  await card.getByRole("combobox", { name: "New time" }).click();
  const options = page.getByRole("option");
  // Its own hour is offered; the other booking's hour and the half hours beside it are not.
  await expect(options.filter({ hasText: "10:00" })).toHaveCount(1);
  await expect(options.filter({ hasText: /^1(3:30|4:00|4:30)$/ })).toHaveCount(0);
  await options.filter({ hasText: "15:30" }).click();
  await card.getByRole("button", { name: "Move and email" }).click();
  // Mail is off on the e2e server: the toast says the email is held, not sent.
  await expectToast(
    page,
    "Success",
    "Appointment moved. Mail is off: the email is held until mail is set up and you send it from the Email screen.",
    "success",
  );
  await expect(card.locator("time")).toContainText("15:30");

  const mails = (await (await page.request.get("/trpc/mail.list")).json()).result.data as Mail[];
  const mine = (kind: string) => mails.find((m) => m.kind === kind && m.to.includes(email));
  const confirmed = mine("appointment_confirmed")?.attachments?.[0]?.content;
  const moved = mine("appointment_moved")?.attachments?.[0]?.content;
  expect(moved).toContain(`DTSTART:${day.replaceAll("-", "")}T153000Z`);
  expect(moved?.match(/UID:\S+/)?.[0]).toBe(confirmed?.match(/UID:\S+/)?.[0]);
  expect(sequence(moved)).toBeGreaterThan(sequence(confirmed));

  await openSite(page, "/");
  const dialog = await openBookingDialog(page, "Book a visit or a call");
  await expect(dialog.getByLabel("Preferred date")).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByLabel("Preferred date").fill(day);
  const times = dialog.getByLabel("Preferred time").locator("option");
  await expect(times.filter({ hasText: "10:00" })).toHaveCount(1);
  await expect(times.filter({ hasText: /^1(5:00|5:30|6:00|3:30|4:00|4:30)$/ })).toHaveCount(0);
});
