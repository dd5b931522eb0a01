import { expect, test } from "bun:test";
import { gunzipSync } from "node:zlib";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const { request, login, adminCaller } = appForEachTest();
const product = { name: "Pocket tissue", description: "10 packs of 9 sheets", category: "facial" as const };

test("a public list answers fresh data after every write, whichever door wrote", async () => {
  expect(await (await request("/api/products")).json()).toEqual([]);
  const cookie = await login();
  await request("/api/products", { method: "POST", json: product, headers: { cookie } });
  expect((await (await request("/api/products")).json()).map((p: { name: string }) => p.name)).toEqual([
    "Pocket tissue",
  ]);
  await adminCaller().products.create({ ...product, name: "Napkins" });
  const names = (await (await request("/api/products")).json()).map((p: { name: string }) => p.name);
  expect(names.sort()).toEqual(["Napkins", "Pocket tissue"]);
});

test("the stored answer is served compressed to clients that take it, as the same JSON", async () => {
  const plain = await (await request("/api/content")).text();
  const res = await request("/api/content", { headers: { "accept-encoding": "gzip" } });
  expect(res.headers.get("content-encoding")).toBe("gzip");
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(plain);
});

test("a page of a list is read fresh each time, and as shareable as the list", async () => {
  const cookie = await login();
  await request("/api/products", { method: "POST", json: product, headers: { cookie } });
  const whole = await request("/api/products");
  const first = await request("/api/products?limit=1");
  expect(first.headers.get("cache-control")).toBe(whole.headers.get("cache-control") ?? "");
  expect(((await first.json()) as unknown[]).length).toBe(1);
  await adminCaller().products.create({ ...product, name: "Napkins" });
  expect(((await (await request("/api/products?limit=5")).json()) as unknown[]).length).toBe(2);
});

test("an error answer is never kept", async () => {
  for (let i = 0; i < 2; i++) {
    const res = await request("/api/testimonials?limit=abc");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeString();
  }
  expect((await request("/api/testimonials?limit=5")).status).toBe(200);
});
