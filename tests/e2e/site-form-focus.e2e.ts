import { expect, type Locator, test } from "@playwright/test";
import { expectToast, openSite, section } from "./helpers/site";

// A keyboard user who sends a form stays on its Send button, busy and after: a `disabled` button threw focus to the
// page, and the next Tab started again from the top of the page (docs/decisions/046).
test("sending the contact, testimonial and newsletter forms from the keyboard keeps focus on their Send button", async ({
  page,
}) => {
  await openSite(page, "/");
  const forms = [
    {
      form: section(page, "contact").locator("form"),
      action: "/contact",
      fill: async (form: Locator) => {
        await form.getByLabel("Name").fill("Hana Keyboard");
        await form.getByLabel("Email").fill("hana@hotel.example");
        await form.getByLabel("Message").fill("Napkins for three hotels, please call me.");
      },
      idle: "Send Message",
      toast: ["Message Sent!", "Thank you for your message! We will get back to you soon."],
    },
    {
      form: section(page, "testimonials").locator("form"),
      action: "/testimonial",
      fill: async (form: Locator) => {
        await form.getByLabel("Your name").fill("Hana Keyboard");
        await form.getByLabel("Your experience").fill("Soft towels, on time every month.");
      },
      idle: "Submit",
      toast: ["Thank You!", "Your testimonial has been submitted and will appear after review."],
    },
    {
      form: page.locator("footer form"),
      action: "/newsletter",
      fill: (form: Locator) => form.getByLabel("Your email address").fill("keys@hotel.example"),
      idle: "Subscribe",
      toast: [
        "Almost Done!",
        "Please confirm your subscription with the link we are sending to your email address.",
      ],
    },
  ];
  for (const { form, action, fill, idle, toast } of forms) {
    await fill(form);
    const send = form.locator('button[type="submit"]');
    await expect(send).toHaveText(idle);
    let heldWhileBusy = false;
    await page.route(`**${action}`, async (route) => {
      await expect(send).toHaveAttribute("aria-disabled", "true");
      await expect(send).toBeFocused();
      heldWhileBusy = true;
      await route.continue();
    });
    await send.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "success", toast[0] ?? "", toast[1] ?? "");
    expect(heldWhileBusy).toBe(true);
    await expect(send).toHaveText(idle);
    await expect(send).not.toHaveAttribute("aria-disabled");
    await expect(send).toBeFocused();
    await page.unroute(`**${action}`);
  }
});
