import { expect, expectToast, test } from "./helpers/admin";
import { axeViolations } from "./helpers/axe";

test("a list that fails to load says so with Retry, never the empty state", async ({ adminPage: page }) => {
  await page.route("**/trpc/products.page**", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/admin/products");
  const alert = page.getByRole("alert").filter({ hasText: "Could not load the products" });
  await expect(alert).toBeVisible();
  await expect(page.getByText("No products yet")).toHaveCount(0);
  await page.unroute("**/trpc/products.page**");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
});

test("a fast double click on Create Product creates one product", async ({ adminPage: page }) => {
  const name = `Double Click Rolls ${Date.now()}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await dialog.getByLabel("Product Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Created once, however fast the click.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Toilet Paper" }).click();
  await dialog.getByRole("button", { name: "Create Product" }).dblclick();
  await expectToast(page, "Success", "Product created successfully", "success");
  const products = (await (await page.request.get("/api/admin/products")).json()) as { name: string }[];
  expect(products.filter((p) => p.name === name)).toHaveLength(1);
});

test("an inactive card keeps its contrast, and a broken picture shows the placeholder", async ({
  adminPage: page,
}) => {
  const name = `Retired Napkins ${Date.now()}`;
  const created = await page.request.post("/api/products", {
    data: {
      name,
      description: "No longer sold.",
      category: "napkin",
      active: false,
      imageUrl: "/images/gone.webp",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/products");
  const card = page.locator("li").filter({ hasText: name });
  await expect(card.getByText("Inactive")).toBeVisible();
  await expect(card.getByText("Image not available")).toBeAttached();
  await expect(card.locator("img")).toHaveCount(0);
  expect(await axeViolations(page, { include: "main", rules: ["color-contrast"] })).toEqual([]);
});

test("an owner alert's link opens the list on that very inquiry, on whichever page it is", async ({
  adminPage: page,
}) => {
  const [product] = (await (await page.request.get("/api/products")).json()) as { id: string }[];
  const send = async (n: number) =>
    (
      await page.request.post("/api/product-inquiries", {
        data: {
          productId: product?.id,
          contactName: `Linked ${n}`,
          email: `linked${n}@hotel.example`,
          businessType: "Hotel",
          quantity: "10 cartons",
          needByDate: "next month",
        },
      })
    ).json() as Promise<{ id: string }>;
  const target = await send(0);
  // 30 newer ones push it to the second page of 25.
  for (let n = 1; n <= 30; n++) await send(n);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/admin/inquiries#${target.id}`);
  const item = page.locator(`li[id="${target.id}"]`);
  await expect(item).toBeFocused();
  await expect(item).toBeInViewport();
  await expect(item).toContainText("Linked 0");
  await expect(page.getByRole("navigation", { name: "Pages" }).getByText(/^Page 2 of /)).toBeVisible();
  await expect(item.getByRole("region", { name: "Notes and history" })).toBeVisible();
});

test("a refusal the server words for the owner is what the error toast says", async ({ adminPage: page }) => {
  const refusal =
    "The server's disk is full, so nothing was saved. Free some space (old uploads or backups) and try again.";
  await page.route("**/trpc/backups.create**", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        error: { message: refusal, code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
      }),
    }),
  );
  await page.goto("/admin/backups");
  await page.getByRole("button", { name: "Back up now" }).click();
  await expectToast(page, "Error", refusal, "error");
});

test("at 1280 px every list's search box shows all of its placeholder, and its toolbar stays inside the page", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const lists = [
    "contacts",
    "products",
    "testimonials",
    "inquiries",
    "newsletter",
    "blog",
    "quotes",
    "samples",
  ];
  for (const screen of [...lists, "appointments", "activity"]) {
    await page.goto(`/admin/${screen}`);
    const search = page.getByRole("searchbox").first();
    await expect(search).toBeVisible();
    // The placeholder's width in the box's own font, against the room inside its padding.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return null;
      context.font = style.font;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const toolbar = input.closest(".grid");
      return {
        words: Math.ceil(context.measureText(input.placeholder).width),
        room,
        overflow: toolbar ? toolbar.scrollWidth - toolbar.clientWidth : 0,
      };
    });
    expect(fit, screen).not.toBeNull();
    expect(fit?.words ?? Number.POSITIVE_INFINITY, screen).toBeLessThanOrEqual(fit?.room ?? 0);
    expect(fit?.overflow, screen).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
