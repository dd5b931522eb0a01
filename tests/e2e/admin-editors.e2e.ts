import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, firstPublicProduct, quoteFromInquiry, stamp, test } from "./helpers/fixtures";
import { answerNext, discardQuestion, everyQuestion, leaveQuestion } from "./helpers/questions";

// The admin's other editors (the quote and blog editors, a campaign, a category, an inquiry's note) keep the owner's
// typed work as the product dialog does (admin-product-dialog.e2e.ts): each asks before it is thrown away, and
// never when nothing was typed or it was saved.

// Types a buyer into the quote editor, then leaves by `leave` (a link, Back, Forward) and says No: asked once, the
// quotes stay on screen with the buyer kept.
async function refuseLeavingQuote(page: Page, buyer: Locator, leave: () => Promise<unknown>) {
  await buyer.fill("Omar Haddad (Gulf Hotels)");
  const asked = answerNext(page, false);
  await leave();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");
}

test("the quote editor keeps a typed buyer: Back to Dashboard, Cancel, a new quote, the browser's Back and Forward ask; saved, focus returns to New quote", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const newQuote = page.getByRole("button", { name: "New quote" });
  const editor = page.getByRole("form", { name: "New quote" });
  const buyer = editor.getByLabel("Buyer", { exact: true });
  const back = page.getByRole("link", { name: "Back to Dashboard" });

  await test.step("untouched, the editor and the browser's Back and Forward move at once", async () => {
    await page.goto("/admin/quotes");
    const untouched = everyQuestion(page);
    await newQuote.click();
    await expect(editor).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    untouched.stop();
    expect(untouched.asked).toEqual([]);
  });

  await test.step("typed, Forward, Back to Dashboard, Cancel and a new quote each ask, and No keeps it", async () => {
    await newQuote.click();
    await refuseLeavingQuote(page, buyer, () => page.goForward());
    await refuseLeavingQuote(page, buyer, () => back.click());
    let asked = answerNext(page, false);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");
    asked = answerNext(page, false);
    await newQuote.click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");
    asked = answerNext(page, true);
    await newQuote.click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(buyer).toHaveValue("");
  });

  await test.step("a required buyer email is said as the site's forms say it; saved, the focus returns to New quote", async () => {
    await buyer.fill(`Focus Hotel ${stamp()}`);
    await editor.getByRole("button", { name: "Save draft" }).click();
    const email = editor.getByLabel("Buyer's email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email.locator("xpath=following-sibling::p")).toHaveText("Required");
    await email.fill("focus@hotel.example");
    await editor.getByLabel("Description of line 1").fill("Dinner napkins");
    await editor.getByLabel("Unit price of line 1").fill("12.00");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor).toHaveCount(0);
    await expect(newQuote).toBeFocused();
  });

  await test.step("Make a quote: the quote drawn from an inquiry, with the buyer changed, asks before Back to Dashboard", async () => {
    const contactName = `Gulf Hotels ${stamp()}`;
    const product = await firstPublicProduct(page);
    const drawn = await quoteFromInquiry(page, {
      productId: product.id,
      contactName,
      quantity: "40 cartons",
    });
    const drawnBuyer = drawn.getByLabel("Buyer", { exact: true });
    await expect(drawnBuyer).toHaveValue(contactName);
    await drawnBuyer.fill("Omar Haddad (Gulf Hotels)");
    const asked = answerNext(page, false);
    await back.click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/quotes\?from=/);
    await expect(drawnBuyer).toHaveValue("Omar Haddad (Gulf Hotels)");
    const leave = answerNext(page, true);
    await back.click();
    await expect.poll(() => leave).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test("a blog post, a campaign, a category and an inquiry's note keep typed work and let saved work go; a saved post gives the focus back", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const back = page.getByRole("link", { name: "Back to Dashboard" });
  await test.step("the browser's Back with a typed post on a phone asks once: No keeps the editor, its words and its place", async () => {
    // On a phone the dashboard is scrolled far down to reach Blog, and going back scrolls there again.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /^Blog/ }).click();
    await page.getByRole("button", { name: "New post" }).click();
    const title = page.getByRole("form", { name: "New post" }).getByLabel("Title", { exact: true });
    await title.fill("A post not yet saved");
    await expect(title).toBeInViewport();
    const every = everyQuestion(page);
    await page.goBack();
    await expect.poll(() => every.asked).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(title).toHaveValue("A post not yet saved");
    await expect(title).toBeInViewport();
    // Putting the address back asks nothing more.
    await title.press("End");
    await title.pressSequentially(" for hotels");
    await expect(title).toHaveValue("A post not yet saved for hotels");
    expect(every.asked).toEqual([leaveQuestion]);
    every.stop();
    const asked = answerNext(page, true);
    await page.goBack();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("the post editor: untouched Cancel closes at once, typed it asks; saved, the focus returns to New post", async () => {
    await page.goto("/admin/blog");
    const newPost = page.getByRole("button", { name: "New post" });
    const editor = page.getByRole("form", { name: "New post" });
    const untouched = everyQuestion(page);
    await newPost.click();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect(editor).toHaveCount(0);
    untouched.stop();
    expect(untouched.asked).toEqual([]);
    await newPost.click();
    await editor.getByLabel("Title", { exact: true }).fill("A post not yet saved");
    let asked = answerNext(page, false);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("A post not yet saved");
    asked = answerNext(page, true);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(editor).toHaveCount(0);

    const tag = stamp();
    await newPost.click();
    await editor.getByLabel("Title", { exact: true }).fill(`Focus ${tag}`);
    await editor.getByLabel(/^Address \(slug\)/).fill(`focus-${tag}`);
    await editor.getByLabel("Text", { exact: true }).fill("A post.");
    await editor.getByRole("button", { name: "Save post" }).click();
    await expect(editor).toHaveCount(0);
    await expect(newPost).toBeFocused();
  });

  await test.step("a typed campaign asks before a link or Logout leaves the page", async () => {
    await page.goto("/admin/campaigns");
    await page.getByRole("button", { name: "New campaign" }).click();
    await page.getByLabel("Subject (English)").fill("Offers not yet saved");
    let asked = answerNext(page, false);
    await back.click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(page.getByLabel("Subject (English)")).toHaveValue("Offers not yet saved");
    asked = answerNext(page, false);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(page.getByLabel("Subject (English)")).toHaveValue("Offers not yet saved");
    asked = answerNext(page, true);
    await back.click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step("a typed category asks; once added and saved, nothing is asked", async () => {
    await page.goto("/admin/categories");
    const form = page.getByRole("region", { name: "New category" });
    await form.getByLabel("Name", { exact: true }).fill("Guarded Supplies");
    await form.getByLabel("Slug (in the catalogue's address)").fill(`guarded-${stamp()}`);
    const asked = answerNext(page, false);
    await back.click();
    await expect.poll(() => asked).toEqual([leaveQuestion]);
    await form.getByRole("button", { name: "Add category" }).click();
    await expectToast(page, "success", "Success", "Category added");
    const added = page.getByRole("listitem").filter({ hasText: /^Guarded Supplies ·/ });
    await added.getByLabel("Short description", { exact: true }).fill("Saved before leaving.");
    await added.getByRole("button", { name: "Save Guarded Supplies" }).click();
    await expectToast(page, "success", "Success", "Category saved");
    const none = everyQuestion(page);
    await back.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    none.stop();
    expect(none.asked).toEqual([]);
  });

  await test.step("an inquiry's typed note asks before its notes fold away; staying keeps it; an added one folds at once", async () => {
    const contactName = `Nile Cafe ${stamp()}`;
    const product = await firstPublicProduct(page);
    const sent = await page.request.post("/api/product-inquiries", {
      data: {
        productId: product.id,
        contactName,
        email: "cafe@nile.example",
        businessType: "Cafe",
        quantity: "3 cartons",
        needByDate: "soon",
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`/admin/inquiries?q=${encodeURIComponent(contactName)}`);
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: contactName });
    const toggle = card.getByRole("button", { name: "Notes and history" });
    await toggle.click();
    const note = card.getByLabel("Add an internal note");
    await note.fill("Call back on Sunday");
    const asked = answerNext(page, false);
    await toggle.click();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(note).toHaveValue("Call back on Sunday");
    await card.getByRole("button", { name: "Add note" }).click();
    const history = card.getByRole("region", { name: "Notes and history" });
    await expect(history.getByText("Call back on Sunday")).toBeVisible();
    const untouched = everyQuestion(page);
    await toggle.click();
    await expect(history).toHaveCount(0);
    untouched.stop();
    expect(untouched.asked).toEqual([]);
  });
});
