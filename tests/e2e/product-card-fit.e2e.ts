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

test("a product page and its catalogue card keep a code or an address with no break in it inside a phone's width, in both languages", async ({
  page,
}) => {
  await signIn(page);
  const code = "EN1276/EN13727/EN14476/ISO9001:2015/ISO14001:2015/FSC-C123456";
  const made = await page.request.post(`${base}/api/products`, {
    data: {
      name: "Centrefeed Wiper Roll",
      nameAr: "لفافة مناشف مركزية",
      description: `Datasheet: https://example.com/datasheets/centrefeed-wiper-roll-hospital-grade-2026-edition.pdf`,
      category: "paper-towel",
      price: "19.00",
      specTable: [{ label: "Certification", labelAr: "الشهادات", value: code, valueAr: code }],
    },
  });
  expect(made.status()).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  await page.setViewportSize({ width: 375, height: 800 });
  const wider: string[] = [];
  for (const path of [`/products/${slug}`, `/ar/products/${slug}`, "/products?q=centrefeed"]) {
    await page.goto(`${base}${path}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});
