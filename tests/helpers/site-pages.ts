import { expect } from "bun:test";
import { seed } from "#db/seed.ts";
import { makeFakeDist } from "./fake-dist.ts";
import { postFormData } from "./plain-forms.ts";
import { appForEachTest, type TestApp } from "./test-app.ts";

// The site as the page tests read it: a fresh app per test over the seeded texts (no sample catalogue) and a
// built client, and a page read as its status, the headers those tests check and its HTML.
export async function siteForEachTest(env: Parameters<typeof appForEachTest>[0] = {}) {
  const distDir = await makeFakeDist();
  const t = appForEachTest(env, { distDir, prepare: ({ db }) => seed(db, { sampleData: false }) });
  const page = async (path: string) => {
    const res = await t.request(path);
    const headers = { location: res.headers.get("location"), type: res.headers.get("content-type") };
    return { res, status: res.status, ...headers, html: await res.text() };
  };
  return { t, page };
}

// A page's JSON-LD blocks, in their order.
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );

// Every one of the parts is in the page: each is its own expect, so a missing one fails naming it.
export function expectContains(html: string, parts: string[]) {
  for (const part of parts) expect(html).toContain(part);
}

// Each address answers `status` leading to its pair: each is its own expect, so a wrong one fails naming it.
export async function expectMoves(
  app: { request: (path: string) => Response | Promise<Response> },
  status: 301 | 302,
  moves: Array<[from: string, to: string]>,
) {
  for (const [from, to] of moves) {
    const res = await app.request(from);
    expect([res.status, res.headers.get("location")], from).toEqual([status, to]);
  }
}

// Every page a visitor can open, as [name, HTML]: the sitemap's (the app needs PUBLIC_ORIGIN) and, in both
// languages, the form pages of the catalogue's first product and the page of every plain form's refused post.
export async function everyPublicPage(app: TestApp) {
  const sitemap = await (await app.request("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
    (m[1] ?? "").replaceAll("&amp;", "&"),
  );
  const [product] = (await (await app.request("/api/products")).json()) as Array<{
    id: string;
    slug: string;
  }>;
  const forms = ["/book", "/quote-list", `/inquiry/${product?.id}`, `/products/${product?.slug}/sample`];
  const both = (paths: string[]) => paths.flatMap((path) => [path, `/ar${path}`]);
  const pages: Array<[name: string, html: string]> = [];
  for (const path of [...listed, ...both(forms)]) pages.push([path, await (await app.request(path)).text()]);
  for (const path of both(["/contact", "/testimonial", "/newsletter", ...forms])) {
    pages.push([`POST ${path}`, await (await postFormData(app, path)).text()]);
  }
  return pages;
}
