import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// Values stored before the content checks (docs/decisions/020), e.g. after an upgrade: the page leaves out a link
// it cannot make instead of rendering a broken one.
const bad = {
  contact_email: "not-an-email",
  contact_phone: "call me maybe",
  contact_chat_number: "call me",
  contact_facebook: "facebook safatissue",
  contact_instagram: "javascript:alert(1)",
};

const t = appForEachTest(
  { PUBLIC_ORIGIN: origin },
  {
    distDir: await makeFakeDist(),
    prepare: ({ db }) => {
      seed(db, { sampleData: false });
      for (const [key, value] of Object.entries(bad))
        db.update(siteContent).set({ value }).where(eq(siteContent.key, key)).run();
    },
  },
);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? "");

test.each(["/", "/ar"])("%s renders no link made of a stored bad contact value", async (path) => {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const links = hrefs(html);
  expect(links.filter((href) => /^(mailto|tel|javascript):|wa\.me|facebook|instagram/i.test(href))).toEqual(
    [],
  );
  expect(html).not.toContain("not-an-email");
  expect(html).not.toContain("call me maybe");
  const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
  const org = graph["@graph"].find((item: { "@type": string }) => item["@type"] === "LocalBusiness");
  expect(org).not.toHaveProperty("email");
  expect(org).not.toHaveProperty("telephone");
  expect(org.sameAs).toEqual([]);
});

test("the same page with good values links them", async () => {
  const good = {
    contact_email: "sales@safatissue.com",
    contact_phone: "+1 555 010 4477",
    contact_chat_number: "15550104477",
    contact_facebook: "https://facebook.com/safatissue",
  };
  for (const [key, value] of Object.entries(good))
    t.db.update(siteContent).set({ value }).where(eq(siteContent.key, key)).run();
  const html = await (await t.request("/")).text();
  const links = hrefs(html);
  expect(links).toContain("mailto:sales@safatissue.com");
  expect(links).toContain("tel:+15550104477");
  expect(links).toContain("https://wa.me/15550104477");
  expect(links).toContain("https://facebook.com/safatissue");
  // Another site's page opens in a new tab and is not handed this window (window.opener).
  const outside = [...html.matchAll(/<a [^>]*href="https:\/\/(?:wa\.me|facebook\.com)[^>]*>/g)].map(
    ([a]) => a,
  );
  expect(outside.length).toBeGreaterThanOrEqual(3);
  for (const a of outside) expect(a).toContain('target="_blank" rel="noopener noreferrer"');
});
