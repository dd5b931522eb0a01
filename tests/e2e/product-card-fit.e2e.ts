import { expect, test } from "@playwright/test";
import { serverOfItsOwn } from "./helpers/server-of-its-own";
import { layOutWholePage } from "./helpers/site";

// The catalogue's cards at the widths phones, tablets and laptops have: the price and Place Order stay inside each
// card, and no card is wider than its column. A price of four figures is the widest a card shows.
const { base, signIn } = serverOfItsOwn({ name: "card-fit", adminPassword: "card-fit-e2e-admin-password" });
const widths = [320, 360, 375, 640, 700, 768, 1024, 1280];

test("every product card keeps its price and Place Order inside it, at every width, in both languages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const made = await page.request.post(`${base}/api/products`, {
    data: {
      name: "Banquet Napkins",
      description: "Linen-feel napkins for banquets.",
      category: "napkin",
      price: "1250.00",
      featured: true,
    },
  });
  expect(made.status()).toBe(201);
  const escaping: string[] = [];
  for (const path of ["/", "/ar"]) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}${path}`);
      await layOutWholePage(page);
      const cards = page.locator("#products article");
      await expect(cards.first()).toBeVisible();
      const found = await cards.evaluateAll((articles) =>
        articles.flatMap((card) => {
          const box = card.getBoundingClientRect();
          const grid = card.closest("ul")?.getBoundingClientRect();
          const name = card.querySelector("h3")?.textContent ?? "";
          const out = (part: Element | null) => {
            const r = part?.getBoundingClientRect();
            return r !== undefined && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          };
          const footer = card.querySelector("a[href*='/inquiry/']")?.parentElement ?? null;
          return [
            ...(grid && (box.left < grid.left - 0.5 || box.right > grid.right + 0.5)
              ? [`${name}: card outside the grid`]
              : []),
            ...(out(card.querySelector("a[href*='/inquiry/']"))
              ? [`${name}: Place Order outside the card`]
              : []),
            ...(out(footer?.firstElementChild ?? null) ? [`${name}: price outside the card`] : []),
          ];
        }),
      );
      escaping.push(...found.map((problem) => `${path} at ${width}: ${problem}`));
    }
  }
  expect(escaping).toEqual([]);
});
