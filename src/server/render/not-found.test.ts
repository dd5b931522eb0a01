import { describe, expect, test } from "bun:test";
import { expectMoves, siteForEachTest } from "#tests/helpers/site-pages.ts";

const { t, page } = await siteForEachTest();
// The landing page's contact form; no 404 page has it.
const landingMark = 'aria-labelledby="contact-form-title"';
const englishNotFound = async (path: string) => {
  const { res, html } = await page(path);
  expect(res.status).toBe(404);
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain("404 Page Not Found");
  expect(html).not.toContain(landingMark);
};

describe("unknown paths", () => {
  test("an address with a trailing slash is sent to the one without, its query kept; never to another host", async () => {
    await expectMoves(t, 301, [
      ["/ar/", "/ar"],
      ["/products/", "/products"],
      ["/ar/products/?category=napkin", "/ar/products?category=napkin"],
      ["/book//", "/book"],
      ["/blog/", "/blog"],
    ]);
    // A browser reads a backslash as a slash and drops a tab: /\host and /<tab>/host lead to another site.
    const otherHosts = ["//evil.example/", "///evil.example//", "/%5C127.0.0.1:38999/", "/%09/host/"];
    for (const path of [...otherHosts, "/%2F/host/", "/%5Cevil.example/x/", "/a%0D%0Ab/", "/products%3F/"]) {
      const res = await t.request(path);
      expect([res.status, res.headers.get("location")], path).toEqual([404, null]);
    }
  });

  test("/AR and other case variants are English 404 pages, not the Arabic landing page", async () => {
    for (const path of ["/AR", "/Ar", "/ADMIN-x"]) await englishNotFound(path);
  });

  test("an unknown path under /ar/ is an Arabic 404 page", async () => {
    const { res, html } = await page("/ar/no-such-page");
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("404 الصفحة غير موجودة");
    expect(html).toContain('href="/ar"');
  });

  test("the first unknown path asked for after a change decides nothing for the others", async () => {
    await t.adminCaller().content.update({ key: "hero_title", value: "Changed" });
    for (const first of ["/AR", "/ar/", "/ar/x"]) await t.request(first);
    await englishNotFound("/zzz");
    const arabic = await page("/ar/y");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).not.toContain(landingMark);
  });

  test("an unknown admin path answers 404; the admin's screens answer 200", async () => {
    expect((await t.request("/admin/no-such-screen")).status).toBe(404);
    expect((await t.request("/admin/products/extra")).status).toBe(404);
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/products", "/admin/inquiries/"]) {
      expect((await t.request(path)).status).toBe(200);
    }
  });
});
