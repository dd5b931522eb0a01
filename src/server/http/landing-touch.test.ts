import { expect, test } from "bun:test";
import { contacts } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// A visitor without JavaScript who comes from a search engine: the page request carries the engine's Referer, the
// page's counting image only the page's own address (issue 39, item 13).
const t = appForEachTest(
  {},
  { distDir: await makeFakeDist(), prepare: ({ db }) => seed(db, { sampleData: false }) },
);
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
const search = "https://www.google.com/search?q=tissue";
const navigation = { ...browser, "sec-fetch-dest": "document", "accept-encoding": "gzip" };

// The page, its <noscript> image, then the landing page's contact form sent: where the message says it came from.
async function visitWithoutScript(pageHeaders: Record<string, string>) {
  const res = await t.request("/", { headers: pageHeaders });
  expect(res.status).toBe(200);
  expect((await t.request("/v.gif", { headers: { ...browser, referer: `${origin}/` } })).status).toBe(200);
  const fields = { name: "Mona", email: "mona@example.com", message: "Hello" };
  expect((await postUrlEncoded(t, "/contact", fields, { ...browser, referer: `${origin}/` })).status).toBe(
    303,
  );
  return { res, stored: t.db.select().from(contacts).get() };
}

test("a page asked for from a search engine's link gives the visit its first touch, from the answer memo too", async () => {
  // Asked for twice with the same encoding and no cookie, the page is then answered from the memo.
  for (let i = 0; i < 2; i++) await t.request("/", { headers: { "accept-encoding": "gzip" } });
  const { res, stored } = await visitWithoutScript({ ...navigation, referer: search });
  expect(stored).toMatchObject({
    sourceKey: "google.com",
    source: { referrerHost: "google.com", landingPage: "/" },
  });
  // The answer is the same bytes and headers whoever asks and wherever they came from.
  const plain = await t.request("/", { headers: { "accept-encoding": "gzip" } });
  const headersOf = (r: Response) => [...r.headers].filter(([name]) => name !== "x-request-id");
  expect(headersOf(res)).toEqual(headersOf(plain));
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await plain.arrayBuffer()));
});

test("the site's own Referer, another site's image and a prefetch give no first touch", async () => {
  await t.request("/", { headers: { ...navigation, referer: `${origin}/products` } });
  await t.request("/", { headers: { ...browser, "sec-fetch-dest": "image", referer: search } });
  await t.request("/", { headers: { ...navigation, "sec-purpose": "prefetch", referer: search } });
  const { stored } = await visitWithoutScript(navigation);
  expect(stored?.sourceKey).toBe("direct");
});
