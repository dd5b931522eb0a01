import { expect, test } from "bun:test";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({}, { distDir: await makeFakeDist() });

test("every admin answer with personal data is sent no-store, through REST and tRPC", async () => {
  const cookie = await t.login();
  const paths = [
    "/api/contacts",
    "/api/product-inquiries",
    "/api/admin/testimonials",
    "/api/admin/products",
    "/api/admin/check",
    "/trpc/contacts.list",
    "/trpc/inquiries.list",
    "/trpc/testimonials.adminList",
    "/trpc/products.adminList",
  ];
  for (const path of paths) {
    const res = await t.request(path, { headers: { cookie } });
    expect([path, res.status]).toEqual([path, 200]);
    expect([path, res.headers.get("cache-control")]).toEqual([path, "no-store"]);
  }
});

test("a visitor's form answer and an error are no-store; public lists keep their own caching", async () => {
  const sent = await t.request("/api/contact", {
    method: "POST",
    json: { name: "Lina", email: "lina@hotel.example", message: "Samples, please." },
  });
  expect(sent.headers.get("cache-control")).toBe("no-store");
  expect((await t.request("/api/contacts")).headers.get("cache-control")).toBe("no-store");
  expect((await t.request("/api/products")).headers.get("cache-control")).toContain("s-maxage=");
});
