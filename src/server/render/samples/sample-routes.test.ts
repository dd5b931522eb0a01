import { describe, expect, test } from "bun:test";
import { products, sampleRequests } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { postUrlEncoded, thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { expectContains } from "#tests/helpers/site-pages.ts";
import { appForEachTest, makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// The page's address names the product by its slug, as the product page links to it.
const napkin = {
  id: "napkin-id",
  slug: "napkin",
  name: "Dinner Napkin",
  nameAr: "منديل السفرة",
  description: "Soft",
  category: "napkins",
};
const hidden = { ...napkin, id: "retired-id", slug: "retired", name: "Retired", active: false };
const prepare = ({ db }: TestApp) => void db.insert(products).values([napkin, hidden]).run();
const distDir = await makeFakeDist();
const t = appForEachTest({}, { prepare, distDir });

const fields = {
  companyName: "Nile Hotels",
  contactPerson: "Mona Adel",
  email: "mona@example.com",
  phone: "0100",
  deliveryAddress: "Alexandria",
  quantity: "2 cartons",
};

describe("the sample request page without JavaScript", () => {
  test("GET shows a plain post form for the product in each language, never cached", async () => {
    const en = await t.request("/products/napkin/sample");
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toBe("no-store");
    const page = await en.text();
    expect(page).toMatch(/<form[^>]* action="\/products\/napkin\/sample" method="post"/);
    expect(page).toContain("Dinner Napkin");
    expect(page).not.toContain("<script");
    const ar = await (await t.request("/ar/products/napkin/sample")).text();
    expect(ar).toContain('lang="ar" dir="rtl"');
    expect(ar).toContain("منديل السفرة");
    expect(ar).toContain("عنوان التوصيل");
    expect(page).toContain('href="/ar/products/napkin/sample" hrefLang="ar"');
    expect(ar).toContain('href="/products/napkin/sample" hrefLang="en"');
  });

  test("an unknown or hidden product is the site's 404", async () => {
    expect((await t.request("/products/nope/sample")).status).toBe(404);
    expect((await t.request("/products/retired/sample")).status).toBe(404);
    expect((await postUrlEncoded(t, "/products/retired/sample", fields)).status).toBe(404);
    expect((await t.request("/products/retired/sample/sent")).status).toBe(404);
    expect((await t.request("/ar/products/nope/sample/sent")).status).toBe(404);
    expect(t.db.select().from(sampleRequests).all()).toEqual([]);
  });

  test("POST stores the request and answers 303 to the thanks page, which a reload stores nothing again from", async () => {
    const res = await postUrlEncoded(t, "/ar/products/napkin/sample", fields);
    expect(await thankYouAfter(t, res, "/ar/products/napkin/sample")).toContain("تم إرسال طلب العينة");
    expect(await thankYouAfter(t, res, "/ar/products/napkin/sample")).toContain(
      'href="/products/napkin/sample/sent"',
    );
    expect(t.db.select().from(sampleRequests).all()).toMatchObject([{ ...fields, lang: "ar" }]);
  });

  test("errors come back under their fields in the visitor's language, values kept, nothing stored", async () => {
    const res = await postUrlEncoded(t, "/ar/products/napkin/sample", { ...fields, email: "bad", phone: "" });
    expect(res.status).toBe(400);
    expectContains(await res.text(), [
      "البريد الإلكتروني غير صالح",
      'id="sample-phone-error"',
      'value="Nile Hotels"',
    ]);
    const honeypot = await postUrlEncoded(t, "/products/napkin/sample", { ...fields, website: "x" });
    expect(await honeypot.text()).toContain("Submission refused");
    expect(t.db.select().from(sampleRequests).all()).toEqual([]);
  });

  test("the visitor rate limit answers 429 with the page and its notice", async () => {
    const limited = await makeTestApp({ FORM_RATE_LIMIT: "1" }, { prepare, distDir });
    expect((await postUrlEncoded(limited, "/products/napkin/sample", fields)).status).toBe(303);
    const res = await postUrlEncoded(limited, "/products/napkin/sample", fields);
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Too many submissions");
    expect(limited.db.select().from(sampleRequests).all()).toHaveLength(1);
    limited.db.$client.close();
  });
});
