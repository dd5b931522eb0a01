import { describe, expect, test } from "bun:test";
import { contacts, productInquiries, products, quoteRequests, testimonials } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { plainInquiry, postUrlEncoded, thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { expectMoves } from "#tests/helpers/site-pages.ts";
import { appForEachTest, makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const product = {
  id: "soft-facial-tissue",
  name: "Soft Facial Tissue",
  description: "2-ply",
  category: "facial",
};
const hidden = { ...product, id: "retired", name: "Retired", active: false };
const prepare = ({ db }: TestApp) => void db.insert(products).values([product, hidden]).run();
const distDir = await makeFakeDist();
const t = appForEachTest({}, { prepare, distDir });

const contact = { name: "Karim Nasser", email: "karim@example.com", message: "Do you deliver?" };

describe("visitor forms posted as plain HTML", () => {
  test("POST /contact stores the message and answers 303 to its thank-you page, never cached", async () => {
    const res = await postUrlEncoded(t, "/contact", contact);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await thankYouAfter(t, res, "/contact")).toContain("Message Sent!");
    expect(t.db.select().from(contacts).all()).toMatchObject([contact]);
  });

  test("reloading a thank-you page shows it again and stores nothing new", async () => {
    const res = await postUrlEncoded(t, "/ar/quote-list", {
      ...plainInquiry,
      "qty-soft-facial-tissue": "40 cartons",
    });
    const location = res.headers.get("location") ?? "";
    expect(location).toBe("/ar/quote-list/sent");
    for (const _ of [1, 2]) {
      const again = await t.request(location);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("تم إرسال الطلب!");
    }
    expect(t.db.select().from(quoteRequests).all()).toHaveLength(1);
    expect(t.db.select().from(productInquiries).all()).toHaveLength(1);
  });

  test("each thank-you address shows its form's thanks, never cached, linked to the other language's", async () => {
    const pages: Array<[string, string, string]> = [
      ["/testimonial/sent", "Thank You!", "/ar/testimonial/sent"],
      ["/ar/newsletter/sent", "خطوة أخيرة!", "/newsletter/sent"],
      ["/book/sent", "Request Received!", "/ar/book/sent"],
      [`/ar/inquiry/${product.id}/sent`, "تم إرسال الطلب!", `/inquiry/${product.id}/sent`],
    ];
    for (const [path, title, other] of pages) {
      const res = await t.request(path);
      expect([res.status, res.headers.get("cache-control")], path).toEqual([200, "no-store"]);
      const page = await res.text();
      expect(page, path).toContain(title);
      expect(page, path).toContain(`href="${other}" hrefLang=`);
    }
  });

  test("the thank-you address of an inquiry for a product gone is the site's 404", async () => {
    expect((await t.request(`/inquiry/${hidden.id}/sent`)).status).toBe(404);
    expect((await t.request("/ar/inquiry/nope/sent")).status).toBe(404);
  });

  test("field errors come back in the visitor's language with the values kept, and nothing is stored", async () => {
    const res = await postUrlEncoded(t, "/ar/contact", { ...contact, email: "not-an-email", message: "" });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('lang="ar" dir="rtl"');
    expect(page).toContain("البريد الإلكتروني غير صالح");
    expect(page).toContain("هذا الحقل مطلوب");
    expect(page).toContain('value="Karim Nasser"');
    expect(page).toContain('value="not-an-email"');
    expect(page).toContain('action="/ar/contact" method="post"');
    expect(t.db.select().from(contacts).all()).toHaveLength(0);
  });

  test("a filled honeypot is refused and stores nothing", async () => {
    const res = await postUrlEncoded(t, "/contact", { ...contact, website: "spam.example" });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).not.toContain("spam.example");
    expect(page).toContain("Submission refused");
    expect(t.db.select().from(contacts).all()).toHaveLength(0);
  });

  test("POST /testimonial stores an unapproved review with the chosen rating", async () => {
    const res = await postUrlEncoded(t, "/testimonial", {
      name: "Lina",
      text: "Soft and strong tissue.",
      rating: "4",
    });
    expect(res.status).toBe(303);
    expect(t.db.select().from(testimonials).all()).toMatchObject([
      { name: "Lina", rating: 4, approved: false },
    ]);
  });

  test("answer pages carry the site's CSS but no script, so nothing hydrates over them", async () => {
    const page = await thankYouAfter(t, await postUrlEncoded(t, "/contact", contact), "/contact");
    expect(page).toContain("<style>body{margin:0}");
    expect(page).not.toContain("<script");
  });

  test("the plain pages give each field the hint and autofill of the React forms (shared/form-fields.ts)", async () => {
    const page = await (await t.request(`/inquiry/${product.id}`)).text();
    expect(page).toMatch(/id="inquiry-quantity"[^>]* placeholder="e.g. 50 cartons"/);
    expect(page).toMatch(/id="inquiry-contactName"[^>]* autoComplete="name"/);
    const book = await (await t.request("/ar/book")).text();
    expect(book).toMatch(/id="appointment-companyName"[^>]* autoComplete="organization"/);
    expect(book).toMatch(/id="appointment-contactPerson"[^>]* autoComplete="name"/);
  });

  test("the contact, testimonial and newsletter answers' paths, asked for again, lead to the form on the landing page", async () => {
    await expectMoves(t, 302, [
      ["/contact", "/#contact"],
      ["/ar/contact", "/ar#contact"],
      ["/testimonial", "/#testimonials"],
      ["/ar/newsletter", "/ar#newsletter-title"],
    ]);
  });

  test("each form page's language toggle links to itself in the other language", async () => {
    const pages: Array<[string, string, string]> = [
      [`/inquiry/${product.id}`, `/ar/inquiry/${product.id}`, "ar"],
      ["/ar/book", "/book", "en"],
      ["/quote-list", "/ar/quote-list", "ar"],
    ];
    for (const [path, other, lang] of pages) {
      const page = await (await t.request(path)).text();
      expect(page).toContain(`href="${other}" hrefLang="${lang}" lang="en" title="View this site in`);
    }
  });

  test("GET /inquiry/<id> shows the form for that product; POST stores the inquiry with the catalogue's name", async () => {
    const page = await (await t.request(`/ar/inquiry/${product.id}`)).text();
    expect(page).toContain(`action="/ar/inquiry/${product.id}"`);
    expect(page).toContain(product.name);
    const res = await postUrlEncoded(t, `/inquiry/${product.id}`, {
      ...plainInquiry,
      productName: "Something else",
    });
    expect(await thankYouAfter(t, res, `/inquiry/${product.id}`)).toContain("Inquiry Sent!");
    expect(t.db.select().from(productInquiries).all()).toMatchObject([
      { productId: product.id, productName: product.name, contactName: "Mona" },
    ]);
  });

  test("an inactive or unknown product has no inquiry page", async () => {
    expect((await t.request(`/inquiry/${hidden.id}`)).status).toBe(404);
    expect((await postUrlEncoded(t, "/inquiry/nope", plainInquiry)).status).toBe(404);
    expect(t.db.select().from(productInquiries).all()).toHaveLength(0);
  });

  test("a cross-site post is refused", async () => {
    const res = await postUrlEncoded(t, "/contact", contact, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(t.db.select().from(contacts).all()).toHaveLength(0);
  });

  test("the visitor rate limit is shared with the API and answers a page with the values kept", async () => {
    const limited = await makeTestApp({ FORM_RATE_LIMIT: "1" }, { prepare, distDir });
    expect((await postUrlEncoded(limited, "/contact", contact)).status).toBe(303);
    const res = await postUrlEncoded(limited, "/contact", { ...contact, name: "Second" });
    expect(res.status).toBe(429);
    const page = await res.text();
    expect(page).toContain("Too many submissions");
    expect(page).toContain('value="Second"');
    const api = await limited.request("/api/contact", { method: "POST", json: contact });
    expect(api.status).toBe(429);
    expect(limited.db.select().from(contacts).all()).toHaveLength(1);
    const arabic = await postUrlEncoded(limited, "/ar/contact", contact);
    expect(arabic.status).toBe(429);
    expect(await arabic.text()).toContain("أُرسل الكثير من الطلبات من عنوانك");
    limited.db.$client.close();
  });
});
