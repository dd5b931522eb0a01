import { expect, spyOn, test } from "bun:test";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest, makeTestApp } from "#tests/helpers/test-app.ts";
import * as renderer from "./render-page";

// No PUBLIC_ORIGIN: the default of a fresh clone.
const t = appForEachTest({}, { distDir: await makeFakeDist() });
const asHost = async (host: string, path = "/") => t.app.request(`http://${host}${path}`);
const renders = spyOn(renderer, "renderPage");

test("a page never carries the Host it was asked with, and links stay on the site", async () => {
  const html = await (await asHost("evil.example")).text();
  expect(html).not.toContain("evil.example");
  expect(html).toContain('<link rel="canonical" href="/"/>');
  expect(html).toContain('<link rel="alternate" hrefLang="ar" href="/ar"/>');
});

test("new Host headers cost no render and cannot push pages out of the cache", async () => {
  await asHost("localhost");
  const before = renders.mock.calls.length;
  expect(before).toBeGreaterThan(0);
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => asHost(`attacker-${i}.example`).then((r) => r.text())),
  );
  expect(renders.mock.calls.length).toBe(before);
  expect(new Set(answers).size).toBe(1);
});

test("with PUBLIC_ORIGIN, links are absolute on that origin whatever the Host", async () => {
  const site = await makeTestApp(
    { PUBLIC_ORIGIN: "https://tissue.example" },
    { distDir: await makeFakeDist() },
  );
  const html = await (await site.app.request("http://evil.example/ar")).text();
  expect(html).toContain('<link rel="canonical" href="https://tissue.example/ar"/>');
  expect(html).not.toContain("evil.example");
});

test("without a site address, robots.txt names no sitemap and /sitemap.xml is a 404, whatever the Host", async () => {
  const robots = await asHost("shop.example", "/robots.txt");
  expect(robots.headers.get("cache-control")).toBe("no-store");
  expect(await robots.text()).toBe("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /language/\n");
  const sitemap = await asHost("shop.example", "/sitemap.xml");
  expect(sitemap.status).toBe(404);
  expect(await sitemap.text()).not.toContain("shop.example");
});
