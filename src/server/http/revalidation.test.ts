import { expect, test } from "bun:test";
import { siteForEachTest } from "#tests/helpers/site-pages.ts";

const { t } = await siteForEachTest();
const revalidate = (path: string, etag: string) =>
  t.request(path, { headers: { "if-none-match": etag, "accept-encoding": "br" } });

for (const path of [
  "/",
  "/ar",
  "/page-state.json",
  "/api/products",
  "/api/content",
  "/assets/index-abc123.js",
]) {
  test(`${path} carries an ETag, and revalidating it downloads nothing`, async () => {
    const first = await t.request(path, { headers: { "accept-encoding": "gzip" } });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await revalidate(path, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-encoding")).toBeNull();
    expect((await revalidate(path, 'W/"other"')).status).toBe(200);
  });
}

test("a public change gives the page a new ETag; a visitor's message does not", async () => {
  const etag = (await t.request("/")).headers.get("etag") ?? "";
  await t.request("/api/contact", {
    method: "POST",
    json: { name: "Nadia", email: "nadia@hotel.example", message: "Your price list, please." },
  });
  expect((await revalidate("/", etag)).status).toBe(304);
  await t.adminCaller().content.update({ key: "hero_title", value: "Softer than ever" });
  const changed = await revalidate("/", etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
});
