import { expect, type Page } from "@playwright/test";
import { firstPublicProduct } from "./fixtures";

type Product = Awaited<ReturnType<typeof firstPublicProduct>>;

// A quote of the catalogue's first product made through the API, then sent from the owner's desk as the owner
// sends one; its number. Sending makes the quote's PDF first, which takes seconds on a busy machine: a test that
// sends one gives itself a minute for each.
export async function quoteSentFromDesk(
  page: Page,
  baseURL: string | undefined,
  quoteOf: (p: Product) => object,
) {
  const quote = quoteOf(await firstPublicProduct(page));
  const created = await page.request.post("/trpc/quotes.create", {
    headers: { origin: baseURL ?? "" },
    data: quote,
  });
  expect(created.ok()).toBe(true);
  const number = ((await created.json()) as { result: { data: { number: string } } }).result.data.number;
  await page.goto("/admin/quotes");
  const rows = page.getByRole("main").getByRole("listitem").filter({ hasText: number });
  page.once("dialog", (d) => d.accept());
  await rows.getByRole("button", { name: `Send ${number}`, exact: true }).click();
  await expect(rows).toContainText("Sent", { timeout: 30_000 });
  return number;
}
