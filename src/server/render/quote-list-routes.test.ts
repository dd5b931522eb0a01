import { describe, expect, test } from "bun:test";
import { products, quoteRequests } from "#db/schema.ts";
import { decodeQuoteList } from "#shared/quote-list.ts";
import { postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const soldBy50Cartons = { minOrder: 50, unitOfSale: "cartons", unitOfSaleAr: "كرتونة" };
const catalogue = [
  { id: "facial", name: "Facial Tissue", nameAr: "مناديل الوجه", description: "2-ply", category: "facial" },
  { id: "towel", name: "Kitchen Towel", description: "Rolls", category: "paper-towel" },
  { id: "napkin", name: "Dinner Napkin", description: "3-ply", category: "napkin", ...soldBy50Cartons },
  { id: "old", name: "Retired Roll", description: "Gone", category: "toilet", active: false },
];
const t = appForEachTest({}, { prepare: ({ db }) => void db.insert(products).values(catalogue).run() });

// A buyer's details as the plain quote list posts them.
const details = {
  contactName: "Layla",
  email: "layla@clinic.example",
  businessType: "Hotel",
  needByDate: "May",
};
// The cookie as the landing page's script writes it.
const cookieOf = (text: string) => ({ cookie: `quote-list=${encodeURIComponent(text)}` });
const listIn = (res: Response) => {
  const set = res.headers.get("set-cookie") ?? "";
  const value = /quote-list=([^;]*)/.exec(set)?.[1];
  return value === undefined ? undefined : decodeQuoteList(decodeURIComponent(value));
};

describe("one quote list for the landing page and the plain /quote-list page", () => {
  test("the page shows the list the landing page began: its products marked, their quantities filled in", async () => {
    const res = await t.request("/quote-list", { headers: cookieOf("facial 40 cartons\ntowel ") });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(/id="product-facial-listed"[^>]*>In your quote list</);
    expect(html).toMatch(
      /id="product-facial"[^>]*aria-describedby="product-facial-listed"[^>]*value="40 cartons"/,
    );
    expect(html).toContain('id="product-towel-listed"');
    expect(html).not.toContain('id="product-napkin-listed"');
    const ar = await (await t.request("/ar/quote-list", { headers: cookieOf("facial 5") })).text();
    expect(ar).toMatch(/id="product-facial-listed"[^>]*>في قائمة عرض السعر</);
  });

  test("a cookie that is not a list, or names products gone, reads as no list", async () => {
    const long = `napkin ${"9".repeat(200)}`;
    for (const cookie of [
      "quote-list=%E0%A4%A",
      "quote-list=;;",
      cookieOf(long).cookie,
      cookieOf("old 5").cookie,
    ]) {
      const res = await t.request("/quote-list", { headers: { cookie } });
      expect(res.status, cookie).toBe(200);
      expect(await res.text(), cookie).not.toContain("-listed");
    }
  });

  test("a product page's Add to quote puts the product in the list and lands on its field", async () => {
    const res = await postUrlEncoded(
      t,
      "/ar/quote-list/add",
      { productId: "napkin" },
      cookieOf("facial 40 cartons"),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/quote-list#product-napkin");
    expect(res.headers.get("set-cookie")).toMatch(/Path=\/; .*SameSite=Lax/);
    expect(res.headers.get("set-cookie")).not.toContain("HttpOnly");
    expect(listIn(res)).toEqual([
      { productId: "facial", quantity: "40 cartons" },
      { productId: "napkin", quantity: "50 كرتونة" },
    ]);
    const again = await postUrlEncoded(
      t,
      "/quote-list/add",
      { productId: "facial" },
      cookieOf("facial 40 cartons"),
    );
    expect(again.headers.get("location")).toBe("/quote-list#product-facial");
    expect(listIn(again)).toEqual([{ productId: "facial", quantity: "40 cartons" }]);
  });

  test("a listed product without a quantity shows its minimum order, in the page's language", async () => {
    const cookie = cookieOf("napkin \ntowel ");
    const en = await (await t.request("/quote-list", { headers: cookie })).text();
    expect(en).toMatch(/id="product-napkin"[^>]*value="50 cartons"/);
    expect(en).toMatch(/id="product-towel"[^>]*value=""/);
    const ar = await (await t.request("/ar/quote-list", { headers: cookie })).text();
    expect(ar).toMatch(/id="product-napkin"[^>]*value="50 كرتونة"/);
  });

  test("a listed product cleared before sending leaves the list with the sent ones", async () => {
    const cookie = cookieOf("facial 40 cartons\nnapkin 50 cartons");
    const posted = { ...details, "qty-facial": "40 cartons", "qty-napkin": "" };
    const sent = await postUrlEncoded(t, "/quote-list", posted, cookie);
    expect(sent.status).toBe(303);
    expect(t.db.select().from(quoteRequests).all()).toHaveLength(1);
    expect(listIn(sent)).toEqual([]);
  });

  test("an unknown or hidden product, or a post from another site, changes no list", async () => {
    for (const productId of ["old", "nope", ""]) {
      const res = await postUrlEncoded(t, "/quote-list/add", { productId });
      expect(res.status, productId).toBe(404);
      expect(res.headers.get("set-cookie"), productId).toBeNull();
    }
    const crossSite = await postUrlEncoded(
      t,
      "/quote-list/add",
      { productId: "facial" },
      {
        origin: "https://elsewhere.example",
      },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
  });

  test("sending the list empties it; a refused post keeps it", async () => {
    const cookie = cookieOf("facial 40 cartons");
    const refused = await postUrlEncoded(t, "/quote-list", { ...details, "qty-facial": "" }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.text()).toContain('id="product-facial-listed"');
    const sent = await postUrlEncoded(t, "/quote-list", { ...details, "qty-facial": "40 cartons" }, cookie);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("set-cookie")).toMatch(/^quote-list=; Max-Age=0; Path=\//);
    expect(t.db.select().from(quoteRequests).all()).toHaveLength(1);
  });

  test("a list sent with every quantity empty asks for a quantity, in both languages; the API still asks for a product", async () => {
    const cookie = cookieOf("facial 40 cartons\ntowel 5");
    const asked: Array<[string, string, string]> = [
      ["/quote-list", "Enter a quantity for at least one product", "Add at least one product"],
      ["/ar/quote-list", "أدخل كمية لمنتج واحد على الأقل", "أضف منتجاً واحداً على الأقل"],
    ];
    for (const [path, wanted, notWanted] of asked) {
      const res = await postUrlEncoded(t, path, { ...details, "qty-facial": "", "qty-towel": " " }, cookie);
      expect(res.status, path).toBe(400);
      const html = await res.text();
      expect(html, path).toContain('id="product-facial-listed"');
      expect(html, path).toMatch(new RegExp(`id="quoteList-lines-error"[^>]*>${wanted}<`));
      expect(html, path).not.toContain(notWanted);
    }
    const api = await t.request("/api/quote-requests", { method: "POST", json: { ...details, lines: [] } });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      message: "Add at least one product",
      issues: [{ path: "lines", message: "Add at least one product" }],
    });
    expect(t.db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  test("the catalogue's and the blog's header lead to the list in their language", async () => {
    const headers: Array<[string, string]> = [
      ["/products", 'href="/quote-list" aria-label="Quote list"'],
      ["/ar/products", 'href="/ar/quote-list" aria-label="قائمة عرض السعر"'],
      ["/blog", 'href="/quote-list" aria-label="Quote list"'],
    ];
    for (const [path, link] of headers) {
      expect(await (await t.request(path)).text(), path).toContain(link);
    }
  });
});
