import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, firstPublicProduct, quoteFromInquiry, test } from "./helpers/admin";

const discardQuestion = "You have unsaved changes. Close without saving them?";
const leaveQuestion = "You have unsaved changes. Leave this page without saving them?";

// Answers the next question the page asks (window.confirm) and keeps its words.
function answerNext(page: Page, accept: boolean) {
  const asked: string[] = [];
  page.once("dialog", (question) => {
    asked.push(question.message());
    void (accept ? question.accept() : question.dismiss());
  });
  return asked;
}

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

// Every question the page asks from now on, each dismissed.
function everyQuestion(page: Page) {
  const asked: string[] = [];
  page.on("dialog", (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  return asked;
}

test("at 375 px, Add Product with typed work asks before Escape or a tap outside throws it away", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/products");
  const add = page.getByRole("button", { name: "Add Product" });
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  const name = dialog.getByLabel("Product Name", { exact: true });
  const description = dialog.getByLabel("Description", { exact: true });

  await add.click();
  await name.fill("Typed but not saved");
  await description.fill("A long description the owner does not want to type again.");

  let asked = answerNext(page, false);
  await page.keyboard.press("Escape");
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue("Typed but not saved");
  await expect(description).toHaveValue("A long description the owner does not want to type again.");

  // The sheet leaves the top of a phone's screen to the overlay.
  asked = answerNext(page, false);
  await page.mouse.click(187, 10);
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(name).toHaveValue("Typed but not saved");

  asked = answerNext(page, true);
  await page.keyboard.press("Escape");
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(dialog).toBeHidden();

  await add.click();
  await expect(name).toHaveValue("");
  await expect(description).toHaveValue("");
});

test("an untouched product dialog closes at once; an edited one asks on the close button, Cancel and an outside click", async ({
  adminPage: page,
}) => {
  const productName = `Guarded Towels ${Date.now()}`;
  const created = await page.request.post("/api/products", {
    // Not "other": admin-catalogue.e2e.ts deletes that category on the same server.
    data: { name: productName, description: "The description as saved.", category: "facial" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/products");
  const add = page.getByRole("button", { name: "Add Product" });
  const edit = page.getByRole("button", { name: `Edit ${productName}` });
  const dialog = page.getByRole("dialog");
  const description = dialog.getByLabel("Description", { exact: true });

  const untouched = everyQuestion(page);
  await add.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await add.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await edit.click();
  await expect(description).toHaveValue("The description as saved.");
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  // Typed and then put back as it was is untouched too.
  await edit.click();
  await description.fill("Changed for a moment.");
  await description.fill("The description as saved.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  expect(untouched).toEqual([]);
  page.removeAllListeners("dialog");

  await edit.click();
  await description.fill("A changed description.");
  for (const close of [
    () => page.mouse.click(5, 5),
    () => dialog.getByRole("button", { name: "Close" }).click(),
    () => dialog.getByRole("button", { name: "Cancel" }).click(),
  ]) {
    const asked = answerNext(page, false);
    await close();
    await expect.poll(() => asked).toEqual([discardQuestion]);
    await expect(description).toHaveValue("A changed description.");
  }

  const asked = answerNext(page, true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(dialog).toHaveCount(0);
  await edit.click();
  await expect(description).toHaveValue("The description as saved.");
  // The sample catalogue stays whole for the other tests of this server.
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.delete(`/api/products/${id}`)).status()).toBe(204);
});

test("the quote editor with an edited buyer asks before Back to Dashboard or Cancel", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/quotes");
  const newQuote = page.getByRole("button", { name: "New quote" });
  const editor = page.getByRole("form", { name: "New quote" });
  const back = page.getByRole("link", { name: "Back to Dashboard" });

  // Untouched, the editor lets the owner leave without a question.
  const untouched = everyQuestion(page);
  await newQuote.click();
  await expect(editor).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(untouched).toEqual([]);
  page.removeAllListeners("dialog");

  await page.goto("/admin/quotes");
  await newQuote.click();
  const buyer = editor.getByLabel("Buyer", { exact: true });
  await refuseLeavingQuote(page, buyer, () => back.click());

  let asked = answerNext(page, false);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");

  // A new quote drawn in place of the typed one asks too, and once agreed starts empty.
  asked = answerNext(page, false);
  await newQuote.click();
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");
  asked = answerNext(page, true);
  await newQuote.click();
  await expect.poll(() => asked).toEqual([discardQuestion]);
  await expect(buyer).toHaveValue("");

  await buyer.fill("Omar Haddad (Gulf Hotels)");
  asked = answerNext(page, true);
  await back.click();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the browser's Back with a typed blog post asks once: No keeps the editor, its typing, its address and its place; Yes goes back", async ({
  adminPage: page,
}) => {
  // On a phone the dashboard is scrolled far down to reach Blog, and going back scrolls there again.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /^Blog/ }).click();
  await page.getByRole("button", { name: "New post" }).click();
  const title = page.getByRole("form", { name: "New post" }).getByLabel("Title", { exact: true });
  await title.fill("A post not yet saved");
  await expect(title).toBeInViewport();

  let asked = everyQuestion(page);
  await page.goBack();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(title).toHaveValue("A post not yet saved");
  await expect(title).toBeInViewport();
  // Putting the address back asks nothing more.
  await title.press("End");
  await title.pressSequentially(" for hotels");
  await expect(title).toHaveValue("A post not yet saved for hotels");
  expect(asked).toEqual([leaveQuestion]);
  page.removeAllListeners("dialog");

  asked = answerNext(page, true);
  await page.goBack();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("Back and Forward with nothing typed move at once; Forward with a typed quote asks, and No keeps it", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/quotes");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const untouched = everyQuestion(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await page.getByRole("button", { name: "New quote" }).click();
  const buyer = page.getByRole("form", { name: "New quote" }).getByLabel("Buyer", { exact: true });
  await expect(buyer).toBeVisible();
  expect(untouched).toEqual([]);
  page.removeAllListeners("dialog");

  await refuseLeavingQuote(page, buyer, () => page.goForward());
});

test("Make a quote: the quote drawn from an inquiry, with the buyer changed, asks before Back to Dashboard", async ({
  adminPage: page,
}) => {
  const contactName = `Gulf Hotels ${Date.now()}`;
  const product = await firstPublicProduct(page);
  const editor = await quoteFromInquiry(page, { productId: product.id, contactName, quantity: "40 cartons" });
  const buyer = editor.getByLabel("Buyer", { exact: true });
  await expect(buyer).toHaveValue(contactName);
  await buyer.fill("Omar Haddad (Gulf Hotels)");

  const asked = answerNext(page, false);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await expect(page).toHaveURL(/\/admin\/quotes\?from=/);
  await expect(buyer).toHaveValue("Omar Haddad (Gulf Hotels)");
});

test("a blog post with a typed title asks before Cancel; an untouched one closes at once", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blog");
  const newPost = page.getByRole("button", { name: "New post" });
  const editor = page.getByRole("form", { name: "New post" });

  const untouched = everyQuestion(page);
  await newPost.click();
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toHaveCount(0);
  expect(untouched).toEqual([]);
  page.removeAllListeners("dialog");

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
});

test("a typed campaign and a typed category ask before the page is left (a link, Logout); a saved category does not", async ({
  adminPage: page,
}) => {
  const back = page.getByRole("link", { name: "Back to Dashboard" });
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

  const slug = `guarded-${Date.now()}`;
  await page.goto("/admin/categories");
  const form = page.getByRole("region", { name: "New category" });
  await form.getByLabel("Name", { exact: true }).fill("Guarded Supplies");
  await form.getByLabel("Slug (in the catalogue's address)").fill(slug);
  asked = answerNext(page, false);
  await back.click();
  await expect.poll(() => asked).toEqual([leaveQuestion]);
  await form.getByRole("button", { name: "Add category" }).click();
  await expectToast(page, "Success", "Category added", "success");

  const added = page.getByRole("listitem").filter({ hasText: /^Guarded Supplies ·/ });
  await added.getByLabel("Short description", { exact: true }).fill("Saved before leaving.");
  await added.getByRole("button", { name: "Save Guarded Supplies" }).click();
  await expectToast(page, "Success", "Category saved", "success");
  const none = everyQuestion(page);
  await back.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(none).toEqual([]);
});

test("an inquiry's typed note asks before its notes are folded away; staying keeps it, an added one folds at once", async ({
  adminPage: page,
}) => {
  const contactName = `Nile Cafe ${Date.now()}`;
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
  await page.goto("/admin/inquiries");
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
  expect(untouched).toEqual([]);
});
