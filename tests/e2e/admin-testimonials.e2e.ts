import { expect, expectToast, firstPublicProduct, test } from "./helpers/admin";

test("approve a visitor's testimonial, see it on the site, then unapprove and delete it", async ({
  adminPage: page,
}) => {
  const name = `Layla Haddad ${Date.now()}`;
  const submitted = await page.request.post("/api/testimonials", {
    data: { name, experience: "Hotel manager", text: "Soft tissues and delivery right on time.", rating: 4 },
  });
  expect(submitted.status()).toBe(201);

  await page.goto("/admin/testimonials");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(card.getByText("Hotel manager")).toBeVisible();
  await card.getByRole("button", { name: `Approve testimonial from ${name}` }).click();
  await expectToast(page, "Success", "Testimonial updated successfully", "success");
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(page.locator("#testimonials").getByText(name).first()).toBeAttached();

  await page.goto("/admin/testimonials");
  await card.getByRole("button", { name: `Unapprove testimonial from ${name}` }).click();
  await expectToast(page, "Success", "Testimonial updated successfully", "success");
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(page.locator("#testimonials")).toBeAttached();
  await expect(page.locator("#testimonials").getByText(name)).toHaveCount(0);

  await page.goto("/admin/testimonials");
  page.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
  await expectToast(page, "Success", "Testimonial deleted successfully", "success");
  await expect(card).toHaveCount(0);
});

test("an Arabic testimonial, contact message and inquiry note read right to left on the desk, as they were written", async ({
  adminPage: page,
}) => {
  const tag = Date.now();
  const text = `جودة ممتازة وتوصيل سريع 100%. ${tag}`;
  const testimonial = await page.request.post("/api/testimonials", {
    data: { name: "سارة", experience: "فندق 5 نجوم", text, rating: 5 },
  });
  expect(testimonial.status()).toBe(201);
  const message = `هل لديكم مناديل بحجم 20×20 سم؟ ${tag}`;
  const contact = await page.request.post("/api/contact", {
    data: { name: "سارة", email: "sara@example.com", message },
  });
  expect(contact.status()).toBe(201);
  const notes = `نريد 300 كرتونة. ${tag}`;
  const inquiry = await page.request.post("/api/product-inquiries", {
    data: {
      productId: (await firstPublicProduct(page)).id,
      contactName: "سارة",
      email: "sara@example.com",
      businessType: "Hotel",
      quantity: "300",
      needByDate: "ASAP",
      additionalNotes: notes,
    },
  });
  expect(inquiry.status()).toBe(201);

  await page.goto("/admin/testimonials");
  const card = page.getByRole("listitem").filter({ hasText: String(tag) });
  await expect(card.getByText(text)).toHaveCSS("direction", "rtl");
  await expect(card.getByText("فندق 5 نجوم", { exact: true })).toHaveCSS("direction", "rtl");

  await page.goto("/admin/contacts");
  await expect(page.getByText(message, { exact: true })).toHaveCSS("direction", "rtl");

  await page.goto("/admin/inquiries");
  await expect(page.getByText(notes, { exact: true })).toHaveCSS("direction", "rtl");
});
