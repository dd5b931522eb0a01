import { expect, expectToast, test } from "./helpers/admin";

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
