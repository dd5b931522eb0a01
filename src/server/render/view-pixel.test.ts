import { describe, expect, test } from "bun:test";
import { visitCounts } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { addNapkin } from "#tests/helpers/lead-kinds.ts";
import { postUrlEncoded, thankYouAfter } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// The pages that carry no script count their views with an image (docs/decisions/200): the blog, the
// catalogue and its product pages, and the plain form pages; the buyer's quote page counts through its own image.
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const t = appForEachTest({}, { prepare: addNapkin, distDir: await makeFakeDist() });
const pixel = '<img src="/v.gif" alt="" width="1" height="1" hidden';

const today = () => new Date().toISOString().slice(0, 10);
const pagesCounted = async () => {
  const stats = await t.adminCaller().analytics.report({ from: today(), to: today() });
  return stats.pages.map((page) => [page.key, page.views]);
};
const loadPixel = (page: string) =>
  t.request("/v.gif", { headers: { referer: `${origin}${page}`, "user-agent": browser } });

describe.each([
  ["blog", "/blog"],
  ["Arabic blog", "/ar/blog"],
  ["catalogue", "/products"],
  ["product page", "/products/napkin"],
  ["booking form page", "/book"],
  ["quote list form page", "/ar/quote-list"],
  ["inquiry form page", "/inquiry/napkin"],
  ["sample request page", "/products/napkin/sample"],
])("the %s", (_, path) => {
  test("carries the view image, whose load counts a view of that page", async () => {
    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(pixel);
    expect((await loadPixel(`${path}?utm_source=fair`)).status).toBe(200);
    expect(await pagesCounted()).toEqual([[path, 1]]);
  });
});

test("the thank-you page a form's post leads to is not a view of its own", async () => {
  const fields = { name: "Karim", email: "karim@example.com", message: "Hello" };
  expect(await thankYouAfter(t, await postUrlEncoded(t, "/contact", fields), "/contact")).not.toContain(
    pixel,
  );
  expect(await (await t.request("/products/napkin/sample/sent")).text()).not.toContain(pixel);
});

test("neither is a not-found page", async () => {
  for (const path of ["/no-such-page", "/ar/no-such-page"]) {
    const page = await t.request(path);
    expect([page.status, (await page.text()).includes("/v.gif")], path).toEqual([404, false]);
  }
});

test("the quote page's own image counts a view of the quote page, never its token", async () => {
  const res = await t.request("/ar/quote/secret-token-123/seen.gif", { headers: { "user-agent": browser } });
  expect(res.status).toBe(200);
  expect(await pagesCounted()).toEqual([["/ar/quote", 1]]);
  t.app.deps.visits.flush();
  const keys = t.db.select({ key: visitCounts.key }).from(visitCounts).all();
  expect(keys.some(({ key }) => key.includes("secret"))).toBe(false);
});
