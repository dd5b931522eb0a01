import { beforeEach, describe, expect, test } from "bun:test";
import type { ProductCreate } from "#shared/catalogue.ts";
import { siteForEachTest } from "#tests/helpers/site-pages.ts";

// The catalogue's search as a buyer types it (docs/decisions/210): the Arabic article, a ply count, a long query.
const site = await siteForEachTest();
const create = (fields: Partial<ProductCreate> & { name: string }) =>
  site.t
    .adminCaller()
    .products.create({ description: "Tissue", category: "facial", ...fields } as ProductCreate);
const found = async (path: string) => {
  const { html } = await site.page(`${path}&sort=name`);
  const names = [...html.matchAll(/<h2 class="text-xl font-semibold text-ink"><a [^>]*>([^<]*)<\/a>/g)];
  const box = /name="q" value="([^"]*)"/.exec(html)?.[1];
  return { names: names.map((m) => m[1]), box };
};
const q = (text: string, lang = "") => `${lang}/products?q=${encodeURIComponent(text)}`;

beforeEach(async () => {
  await create({ name: "Facial 2-Ply", nameAr: "مناديل وجه ناعمة", description: "Soft, 150 sheets" });
  await create({ name: "Dinner Napkins", nameAr: "مناديل المائدة", description: "40x40 cm, 2 ply" });
  await create({ name: "Luxury 3-Ply", nameAr: "ورق حمام", description: "120 rolls", category: "toilet" });
  await create({ name: "Jumbo Roll", description: "1-ply, 12-ply count carton", category: "toilet" });
});

describe("the catalogue's search", () => {
  test("finds Arabic words with or without the article, whichever side has it", async () => {
    expect((await found(q("مناديل الوجه", "/ar"))).names).toEqual(["مناديل وجه ناعمة"]);
    expect((await found(q("المناديل للوجه", "/ar"))).names).toEqual(["مناديل وجه ناعمة"]);
    expect((await found(q("مايده", "/ar"))).names).toEqual(["مناديل المائدة"]);
  });

  test("matches a ply count or a size as a whole: 2-ply is neither 1-ply, 3-ply, 12-ply nor 120 rolls", async () => {
    for (const term of ["2-ply", "2ply", "2 PLY"]) {
      expect((await found(q(term))).names, term).toEqual(["Dinner Napkins", "Facial 2-Ply"]);
    }
    expect((await found(q("3-ply"))).names).toEqual(["Luxury 3-Ply"]);
    expect((await found(q("40x40"))).names).toEqual(["Dinner Napkins"]);
    expect((await found(q("12"))).names).toEqual(["Jumbo Roll"]);
    expect((await found(q("napkin"))).names).toEqual(["Dinner Napkins"]);
  });

  test("a query past 100 characters is cut at a word's end, and the box shows what was searched", async () => {
    const long = await found(q(`napkins ${"x".repeat(300)}`));
    expect(long).toEqual({ names: ["Dinner Napkins"], box: "napkins" });
    const oneWord = await found(q("a".repeat(300)));
    expect(oneWord).toEqual({ names: [], box: "a".repeat(100) });
    const eight = "soft 150 sheets facial 2-ply soft soft soft";
    expect(await found(q(`${eight} zzz`))).toEqual({ names: ["Facial 2-Ply"], box: eight });
  });
});
