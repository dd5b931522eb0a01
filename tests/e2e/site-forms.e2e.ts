import { expect, test } from "@playwright/test";
import {
  adminList,
  carousel,
  expectToast,
  openSite,
  section,
  submitShowingPending,
  widths,
} from "./helpers/site";

type AdminTestimonial = { id: string; name: string; text: string; rating: number; approved: boolean };
type Contact = { name: string; email: string; message: string };

test("Share Your Experience: messages, rating preview, Submitting..., thanks, and it shows only after approval", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  const form = section(page, "testimonials").locator("form");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Please share at least 10 characters about your experience")).toBeVisible();

  const stars = page.getByTestId("rating-input");
  await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await form.getByText("2 stars").locator("..").hover();
  await expect(stars).toHaveAttribute("data-shown", "2");
  await page.mouse.move(0, 0);
  await expect(stars).toHaveAttribute("data-shown", "5");
  await form.getByText("4 stars").locator("..").click();
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();

  const name = `Reviewer ${Date.now()}`;
  const text = "Reliable deliveries and soft tissue every single month.";
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your business or role (optional)").fill("Housekeeping, Harbour Inn");
  await form.getByLabel("Your experience").fill(text);
  await submitShowingPending(page, form, "/testimonial", { idle: "Submit", pending: "Submitting..." });
  await expectToast(
    page,
    "success",
    "Thank You!",
    "Your testimonial has been submitted and will appear after review.",
  );
  await expect(form.getByLabel("Your name")).toHaveValue("");
  await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();

  const stored = (await adminList<AdminTestimonial>(page, "/api/admin/testimonials")).find(
    (t) => t.name === name,
  );
  expect(stored).toMatchObject({ text, rating: 4, approved: false });
  await page.reload();
  await expect(carousel(page)).not.toContainText(name);

  const approve = await page.request.put(`/api/admin/testimonials/${stored?.id}`, {
    data: { approved: true },
  });
  expect(approve.ok()).toBe(true);
  await page.reload();
  await expect(carousel(page)).toContainText(name);
});

test("the contact form: messages, Sending..., Message Sent!, cleared, and the owner receives it", async ({
  page,
}) => {
  await openSite(page, "/", widths.phone);
  const form = section(page, "contact").locator("form");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Required")).toHaveCount(3);
  await expect(form.getByText("Invalid email")).toHaveCount(0);

  const message = `Please quote 40 cartons of napkins (${Date.now()})`;
  await form.getByLabel("Name").fill("Amal Nasser");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill(message);
  await submitShowingPending(page, form, "/contact", { idle: "Send Message", pending: "Sending..." });
  await expectToast(
    page,
    "success",
    "Message Sent!",
    "Thank you for your message! We will get back to you soon.",
  );
  await expect(form.getByLabel("Message")).toHaveValue("");

  const contacts = await adminList<Contact>(page, "/api/contacts");
  expect(contacts.find((c) => c.message === message)).toMatchObject({
    name: "Amal Nasser",
    email: "amal@example.com",
  });
});

test("a refused submission shows the red Error toast, keeps the form, and refetches nothing", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  const queries: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && request.url().includes("/trpc/")) queries.push(request.url());
  });
  await page.route("**/contact", (route) => route.fulfill({ status: 500, json: { message: "Server down" } }));
  const logged = page.waitForEvent(
    "console",
    (msg) => msg.type() === "error" && msg.text().startsWith("500: "),
  );
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill("Amal");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  const shown = await expectToast(page, "error", "Error", "Failed to send message. Please try again.");
  await expect(shown).toHaveCSS("background-color", "rgb(255, 240, 240)");
  expect((await logged).text()).toBe("500: Server down");
  await expect(form.getByLabel("Message")).toHaveValue("Hello there");
  expect(queries).toEqual([]);
});

test("toasts: one at a time, at most 420 px wide, F8 focuses them, a swipe right (not left) dismisses", async ({
  page,
}) => {
  await openSite(page, "/", widths.desktop);
  await page.route("**/contact", (route) => route.fulfill({ status: 400, json: { message: "Bad" } }));
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill("Amal");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "error", "Error", "Failed to send message. Please try again.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(1);

  const toaster = page.locator("[data-sonner-toaster]");
  expect((await toaster.boundingBox())?.width).toBeLessThanOrEqual(420);
  await page.keyboard.press("F8");
  await expect(page.locator("[data-sonner-toaster]")).toBeFocused();

  const shown = page.locator("[data-sonner-toast][data-visible=true]");
  const swipe = async (dx: number) => {
    const box = await shown.boundingBox();
    if (!box) throw new Error("no toast on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
  };
  await swipe(-120);
  await expect(shown).toHaveCount(1);
  await swipe(120);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("a toast stays 5 seconds", async ({ page }) => {
  await page.clock.install();
  await openSite(page, "/", widths.desktop);
  await page.route("**/contact", (route) => route.fulfill({ status: 400, json: { message: "Bad" } }));
  const form = section(page, "contact").locator("form");
  await form.getByLabel("Name").fill("Amal");
  await form.getByLabel("Email").fill("amal@example.com");
  await form.getByLabel("Message").fill("Hello there");
  // Paused a little ahead of the page's clock, which runs on meanwhile: 100 ms ahead was sometimes already past
  // under load by the time the pause arrived ("Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.mouse.move(0, 0);
  const toast = page.locator("[data-sonner-toast]");
  // Sonner mounts a new toast on a timer of its own.
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(toast).toHaveCount(1, { timeout: 100 });
  }).toPass();
  await page.clock.runFor(4700);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(1000);
  await expect(toast).toHaveCount(0);
});
