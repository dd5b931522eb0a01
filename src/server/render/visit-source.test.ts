import { describe, expect, test } from "bun:test";
import { appointments, contacts, productInquiries, products, sampleRequests } from "#db/schema.ts";
import { booking } from "#tests/helpers/booking.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { plainInquiry, postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, origin, type TestApp } from "#tests/helpers/test-app.ts";

// Without JavaScript the source travels as a hidden field drawn from the form page's own address and Referer,
// and a post without one reads its own Referer (docs/decisions/200).
const napkin = {
  id: "napkin",
  slug: "napkin",
  name: "Dinner Napkin",
  description: "3-ply",
  category: "napkins",
};
const prepare = ({ db }: TestApp) => void db.insert(products).values(napkin).run();
const t = appForEachTest({}, { prepare, distDir: await makeFakeDist() });

const post = (path: string, fields: Record<string, string>, referer?: string) =>
  postUrlEncoded(t, path, fields, referer ? { referer } : {});
const page = (path: string, referer?: string) => t.request(path, { headers: referer ? { referer } : {} });

// The hidden field's value as the browser would post it back.
async function hiddenSource(res: Response) {
  const html = await res.text();
  const value = html.match(/<input type="hidden" name="source" value="([^"]*)"/)?.[1];
  if (!value) throw new Error("the page has no source field");
  return value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

describe("a plain form page", () => {
  test("reached from a campaign link on the landing page carries its tags into the post", async () => {
    const form = await page("/inquiry/napkin", `${origin}/?utm_source=fair&utm_campaign=2027&gclid=abc`);
    const source = await hiddenSource(form);
    expect(JSON.parse(source)).toMatchObject({ utmSource: "fair", utmCampaign: "2027", gclid: true });
    expect(source).not.toContain("abc");
    const res = await post("/inquiry/napkin", { ...plainInquiry, source }, `${origin}/inquiry/napkin`);
    expect(res.status).toBe(303);
    expect(t.db.select().from(productInquiries).all()).toMatchObject([
      {
        sourceKey: "fair",
        source: { utmCampaign: "2027", landingPage: "/", referrerHost: null, gclid: true },
      },
    ]);
  });

  test("with tags of its own and another site's Referer is itself the landing page", async () => {
    const form = await page("/ar/book?utm_source=newsletter", "https://www.google.com/search?q=tissue");
    const source = await hiddenSource(form);
    expect(JSON.parse(source)).toMatchObject({
      utmSource: "newsletter",
      referrerHost: "google.com",
      landingPage: "/ar/book",
      lang: "ar",
    });
    const res = await post("/ar/book", { ...booking(), source } as Record<string, string>);
    expect(res.status).toBe(303);
    expect(t.db.select().from(appointments).all()).toMatchObject([{ sourceKey: "newsletter" }]);
  });

  test("the sample request page carries the referring site", async () => {
    const form = await page("/products/napkin/sample", "https://partner.example/catalogue");
    const source = await hiddenSource(form);
    const fields = {
      companyName: "Nile",
      contactPerson: "Mona",
      email: "mona@example.com",
      phone: "+20 100",
      deliveryAddress: "Cairo",
      quantity: "2",
      source,
    };
    expect((await post("/products/napkin/sample", fields)).status).toBe(303);
    expect(t.db.select().from(sampleRequests).all()).toMatchObject([{ sourceKey: "partner.example" }]);
  });

  test("a refused post draws the same source again, so the corrected post still has it", async () => {
    const form = await page("/inquiry/napkin", `${origin}/?utm_source=fair`);
    const source = await hiddenSource(form);
    const refused = await post("/inquiry/napkin", { ...plainInquiry, email: "nope", source });
    expect(refused.status).toBe(400);
    expect(await hiddenSource(refused)).toBe(source);
  });

  test("a refused post echoes only what it carried, never the first touch of the visit it seems to belong to", async () => {
    // Someone came from the fair's link through a search engine; a colleague behind the same address, with the
    // same browser, is the same visitor to the counting, and sends the landing page's form empty.
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
    const location = `${origin}/?utm_source=fair&utm_campaign=2027`;
    const beacon = { page: "/", location, referrer: "https://www.google.com/" };
    expect((await t.request("/v", { method: "POST", headers: browser, json: beacon })).status).toBe(204);
    const refused = await postUrlEncoded(t, "/contact", { name: "" }, { ...browser, referer: `${origin}/` });
    expect(refused.status).toBe(400);
    const echoed = await hiddenSource(refused);
    expect(JSON.parse(echoed)).toMatchObject({ utmSource: null, referrerHost: null, landingPage: "/" });
    expect(echoed).not.toContain("fair");
  });
});

describe("a post without a hidden source", () => {
  test("from the landing page's form reads the page's tags from its Referer", async () => {
    const fields = { name: "Karim", email: "karim@example.com", message: "Hello" };
    expect((await post("/contact", fields, `${origin}/ar?utm_source=fair&utm_campaign=2027`)).status).toBe(
      303,
    );
    expect(t.db.select().from(contacts).all()).toMatchObject([
      { sourceKey: "fair", source: { utmCampaign: "2027", landingPage: "/ar", lang: "ar" } },
    ]);
  });

  test("with a malformed source and no Referer stores a direct visit and still takes the message", async () => {
    const fields = { name: "Karim", email: "karim@example.com", message: "Hello", source: "{not json" };
    expect((await post("/contact", fields)).status).toBe(303);
    expect(t.db.select().from(contacts).all()).toMatchObject([{ sourceKey: "direct" }]);
  });
});
