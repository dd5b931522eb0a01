import { expect, test } from "@playwright/test";
import { adminList, expectToast, fillInquiry, openSite, section, widths } from "./helpers/site";

// A double click (or a double tap on a phone) on a Send button sends one message: the form stays submitting
// until the server answers, not only while the request is on its way.

test("a double click on Submit Inquiry sends one inquiry", async ({ page }) => {
  await openSite(page, "/", widths.phone);
  await section(page, "products").getByRole("link", { name: "Place Order" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Place an Order" });
  const contactName = `Double ${Date.now()}`;
  await fillInquiry(dialog, {
    contactName,
    email: "double@example.com",
    businessType: "Hotel",
    needBy: "ASAP",
  });
  await dialog.getByRole("button", { name: "Submit Inquiry" }).dblclick();
  await expectToast(
    page,
    "success",
    "Inquiry Sent!",
    "Thank you for your inquiry! We will contact you soon.",
  );
  const inquiries = await adminList<{ contactName: string }>(page, "/api/product-inquiries");
  expect(inquiries.filter((i) => i.contactName === contactName)).toHaveLength(1);
});

test("in Arabic, a double click on the contact form's Send sends one message", async ({ page }) => {
  await openSite(page, "/ar", widths.phone);
  const form = section(page, "contact").locator("form");
  const message = `نريد عرض سعر لأربعين كرتونة (${Date.now()})`;
  await form.getByLabel("الاسم").fill("أمل ناصر");
  await form.getByLabel("البريد الإلكتروني").fill("amal@example.com");
  await form.getByLabel("الرسالة").fill(message);
  await form.getByRole("button", { name: "إرسال الرسالة" }).dblclick();
  await expect(form.getByLabel("الرسالة")).toHaveValue("");
  const contacts = await adminList<{ message: string }>(page, "/api/contacts");
  expect(contacts.filter((c) => c.message === message)).toHaveLength(1);
});

test("a double click on Share Your Experience's Submit sends one testimonial", async ({ page }) => {
  await openSite(page, "/", widths.desktop);
  const form = section(page, "testimonials").locator("form");
  const name = `Twice ${Date.now()}`;
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your experience").fill("Soft tissue and deliveries on time every month.");
  await form.getByRole("button", { name: "Submit" }).dblclick();
  await expect(form.getByLabel("Your name")).toHaveValue("");
  const stored = await adminList<{ name: string }>(page, "/api/admin/testimonials");
  expect(stored.filter((t) => t.name === name)).toHaveLength(1);
});
