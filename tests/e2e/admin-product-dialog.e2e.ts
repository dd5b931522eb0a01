import type { Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { expect, expectToast, stamp, test } from "./helpers/fixtures";
import { hiddenFocus } from "./helpers/focus";
import { answerNext, discardQuestion, everyQuestion } from "./helpers/questions";
import {
  expectReadableToast,
  expectToastUsableOverDialog,
  failProcedure,
  settledToast,
} from "./helpers/toasts";

// The admin's product dialog keeps the owner's typed work: it asks before it is thrown away, and never when nothing
// was typed. Its focus, toasts and accessibility as the keyboard and a screen reader meet them.

test("the product dialog keeps typed work: Escape, a tap outside, Close and Cancel ask first; untouched, it closes at once", async ({
  adminPage: page,
}) => {
  const add = page.getByRole("button", { name: "Add Product" });
  const dialog = page.getByRole("dialog");
  const name = dialog.getByLabel("Product Name", { exact: true });
  const description = dialog.getByLabel("Description", { exact: true });

  await test.step("at 375 px, Escape or a tap outside asks before typed work is thrown away", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/products");
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
    await page.keyboard.press("Escape");
  });

  await test.step("at 1280 px an untouched dialog, or one typed back as it was, closes at once; an edited one asks on each way out", async () => {
    const productName = `Guarded Towels ${stamp()}`;
    // Not "other": admin-catalogue.e2e.ts deletes that category on the same server.
    const created = await page.request.post("/api/products", {
      data: { name: productName, description: "The description as saved.", category: "facial" },
    });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/admin/products");
    const edit = page.getByRole("button", { name: `Edit ${productName}` });
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
    await edit.click();
    await description.fill("Changed for a moment.");
    await description.fill("The description as saved.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    untouched.stop();
    expect(untouched.asked).toEqual([]);

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
    await page.keyboard.press("Escape");
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.delete(`/api/products/${id}`)).status()).toBe(204);
  });
});

// The product dialog with a name and a description typed.
async function openFilledDialog(page: Page) {
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Product Name", { exact: true }).fill(`Dialog Towels ${stamp()}`);
  await dialog.getByLabel("Description", { exact: true }).fill("Soft towels for the dialog check.");
  return dialog;
}

test("the product dialog for the keyboard and screen readers: no focused field under its footer; its toasts reachable and readable; axe finds nothing", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  for (const [width, height] of [
    [375, 667],
    [1280, 720],
  ] as const) {
    await test.step(`at ${width} px: axe on the dialog, with its errors; focus never under the footer; a toast over it`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto("/admin/products");
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Product" });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Create Product" }).click();
      await expect(page.getByText("Product name is required")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Every collapsed part (the Arabic texts) opened, so each field is in the tab order.
      for (const summary of await dialog.locator("summary").all()) await summary.click();
      await dialog.getByLabel("Product Name", { exact: true }).focus();
      const hidden: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const report = await hiddenFocus(page);
        if (report) hidden.push(report);
      }
      expect(hidden).toEqual([]);

      await dialog.getByLabel("Product Name", { exact: true }).fill("Dialog Towels");
      await dialog.getByLabel("Description", { exact: true }).fill("Soft towels for the dialog check.");
      await failProcedure(page, "products.create");
      const create = dialog.getByRole("button", { name: "Create Product" });
      await expectToastUsableOverDialog(page, {
        dialog,
        buttons: [
          create,
          dialog.getByRole("button", { name: "Cancel" }),
          dialog.getByRole("button", { name: "Close" }),
        ],
        field: dialog.getByLabel("Description", { exact: true }),
        raise: () => create.click(),
      });
      await create.click();
      await settledToast(page, "error");
      await expectReadableToast(page, `admin error ${width}`);
      await page.unrouteAll();
      const asked = answerNext(page, true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => asked).toEqual([discardQuestion]);
    });
  }

  await test.step("a product created and deleted: the success toasts pass axe", async () => {
    await page.goto("/admin/products");
    const dialog = await openFilledDialog(page);
    const name = await dialog.getByLabel("Product Name", { exact: true }).inputValue();
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(dialog).toHaveCount(0);
    await settledToast(page, "success");
    await expectReadableToast(page, "admin success");
    page.once("dialog", (d) => d.accept());
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expectToast(page, "success", "Success", "Product deleted successfully");
    expect(await axeViolations(page)).toEqual([]);
  });
});
