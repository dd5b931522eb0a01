import { afterAll, beforeAll, expect, test } from "bun:test";
import { seed } from "#db/seed.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { adminCredentials, makeTestApp } from "#tests/helpers/test-app.ts";
import { startNginx } from "./nginx";

// The site behind the deployment recipe's nginx (docs/deploy/nginx-cache.conf), with shared caching set to 1 s.
const sharedSeconds = 1;
const site = await makeTestApp(
  { SHARED_CACHE_SECONDS: String(sharedSeconds) },
  { distDir: await makeFakeDist() },
);
seed(site.db, { sampleData: true });
const upstream = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: site.app.fetch });
let proxy: Awaited<ReturnType<typeof startNginx>>;
beforeAll(async () => {
  proxy = await startNginx(upstream.port as number);
});
afterAll(() => {
  proxy?.stop();
  upstream.stop(true);
});

const viaProxy = (path: string, init: RequestInit = {}) =>
  fetch(`${proxy.base}${path}`, { redirect: "manual", ...init });
const cacheStatus = async (path: string, init: RequestInit = {}) => {
  const res = await viaProxy(path, init);
  await res.arrayBuffer();
  return res.headers.get("x-cache-status");
};

test("public pages and lists are served from the proxy", async () => {
  for (const path of ["/", "/ar", "/api/products", "/api/testimonials", "/api/content"]) {
    await cacheStatus(path);
    expect(await cacheStatus(path)).toBe("HIT");
  }
});

test("nothing personal is stored: admin answers, tRPC, form answers, answers that set a cookie", async () => {
  const login = await viaProxy("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminCredentials),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toStartWith("sid=");
  const personal: [string, RequestInit][] = [
    ["/api/contacts", { headers: { cookie } }],
    ["/api/product-inquiries", { headers: { cookie } }],
    ["/api/admin/products", { headers: { cookie } }],
    ["/api/admin/check", { headers: { cookie } }],
    ["/trpc/products.list", {}],
    ["/admin/products", {}],
  ];
  for (const [path, init] of personal) {
    for (let i = 0; i < 2; i++) expect(await cacheStatus(path, init)).not.toBe("HIT");
  }
  const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } };
  for (let i = 0; i < 2; i++) {
    const answer = await viaProxy("/contact", {
      ...form,
      body: "name=Rana&email=rana@clinic.example&message=Hello",
    });
    expect(answer.headers.get("x-cache-status")).not.toBe("HIT");
  }
  // The admin's view of a list is never what a visitor gets from the proxy, nor the reverse.
  const visitorList = await (await viaProxy("/api/contacts")).json();
  expect(visitorList).toMatchObject({ message: "Sign in required" });
});

test("a visitor's language choice never reaches another visitor's page", async () => {
  const arabic = await viaProxy("/", { headers: { cookie: "lang=ar" } });
  expect(arabic.status).toBe(302);
  for (let i = 0; i < 2; i++) {
    const other = await viaProxy("/");
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<html lang="en" dir="ltr">');
  }
});

test(`an admin edit shows through the proxy within SHARED_CACHE_SECONDS and one refresh`, async () => {
  await cacheStatus("/");
  const title = `Fresh from the mill ${crypto.randomUUID().slice(0, 8)}`;
  await site.adminCaller().content.update({ key: "hero_title", value: title });
  const edited = Date.now();
  // The proxy may answer the copy it holds until it expires, then once more while it fetches the new one.
  let seenAfter = Number.POSITIVE_INFINITY;
  while (Date.now() - edited < (sharedSeconds + 4) * 1000) {
    if ((await (await viaProxy("/")).text()).includes(title)) {
      seenAfter = Date.now() - edited;
      break;
    }
    await Bun.sleep(100);
  }
  // One second of s-maxage, then one background refresh (a second of slack for a busy machine).
  expect(seenAfter).toBeLessThanOrEqual((sharedSeconds + 2) * 1000);
});
