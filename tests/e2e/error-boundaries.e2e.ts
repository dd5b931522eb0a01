import { expect, test } from "./helpers/admin";
import { waitForReact } from "./helpers/site";

// A part of the app that throws while rendering must leave a friendly page with a way out, not a blank screen.
// The failures are caused from outside, as a broken deployment or a proxy mangling answers would cause them.

test("the admin shows a friendly page when a screen cannot render its data", async ({ adminPage: page }) => {
  await page.route("**/trpc/products.page**", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ result: { data: "not a list" } }),
    }),
  );
  await page.goto("/admin/products");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
  await page.unroute("**/trpc/products.page**");
  await alert.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("button", { name: "Add Product" })).toBeVisible();
});

// The pages hydrate from /page-state.json; a mangled copy makes the products section throw.
for (const [path, heading] of [
  ["/", "Something went wrong on this page"],
  ["/ar", "حدث خطأ ما في هذه الصفحة"],
] as const) {
  test(`the public page ${path} shows a friendly page in its language when its data is broken`, async ({
    page,
  }) => {
    await page.route("**/page-state.json", async (route) => {
      const response = await route.fetch();
      const state = (await response.json()) as {
        queries: { queryKey: [string[]]; state: { data: unknown } }[];
      };
      for (const query of state.queries) {
        if (query.queryKey[0].join(".") === "products.list") query.state.data = "not a list";
      }
      await route.fulfill({ response, json: state });
    });
    await page.goto(path);
    await waitForReact(page);
    await expect(page.getByRole("alert").getByRole("heading", { name: heading })).toBeVisible();
  });
}
