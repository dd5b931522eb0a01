import { beforeEach, describe, expect, test } from "bun:test";
import { products } from "#db/schema.ts";
import { limits } from "#shared/constants.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});
const product = { name: "Kitchen towel", description: "Two rolls", category: "paper-towel" };
const productCount = () => t.db.select().from(products).all().length;
const check = async (c: string) =>
  (await (await t.request("/api/admin/check", { headers: { cookie: c } })).json()) as object;

// Every error body leaves without a stack trace or a file path.
async function expectCleanError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  const text = await res.text();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|"stack"/);
  return JSON.parse(text) as { message?: string; error?: { message: string } };
}

describe("security headers", () => {
  test("every kind of response carries a real CSP, nosniff, DENY framing and a referrer policy", async () => {
    const responses = [
      await t.request("/healthz"),
      await t.request("/api/products"),
      await t.request("/api/nope"),
      await t.request("/admin/login"),
      await t.request("/api/products", {
        method: "POST",
        json: product,
        headers: { origin: "https://evil.example" },
      }),
    ];
    for (const res of responses) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      // 'self' and the one inline script, the public pages' entry loader, by its hash (render.test.ts).
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      // The validation takes http(s) image URLs; the policy shows both (item 16 of the accessibility issue).
      expect(csp).toContain("img-src 'self' data: https: http:");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      for (const obsolete of [
        "x-xss-protection",
        "x-download-options",
        "x-permitted-cross-domain-policies",
      ]) {
        expect(res.headers.get(obsolete)).toBeNull();
      }
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
    }
  });

  test("/healthz answers 200", async () => {
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("cross-site writes", () => {
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { "sec-fetch-site": "cross-site" },
    { origin: "null" },
  ];

  test("POST, PUT and DELETE from another site are refused 403 whatever the cookie, and change nothing", async () => {
    const created = await t.request("/api/products", { method: "POST", headers: { cookie }, json: product });
    const { id } = (await created.json()) as { id: string };
    const before = productCount();
    for (const headers of crossSite) {
      const writes = [
        t.request("/api/products", { method: "POST", headers: { cookie, ...headers }, json: product }),
        t.request(`/api/products/${id}`, {
          method: "PUT",
          headers: { cookie, ...headers },
          json: { name: "Hacked" },
        }),
        t.request(`/api/products/${id}`, { method: "DELETE", headers: { cookie, ...headers } }),
        t.request("/trpc/products.remove", { method: "POST", headers: { cookie, ...headers }, json: { id } }),
        t.request("/api/admin/logout", { method: "POST", headers: { cookie, ...headers } }),
      ];
      for (const res of await Promise.all(writes)) {
        expect((await expectCleanError(res, 403)).message).toBe("Cross-site request refused");
      }
    }
    expect(productCount()).toBe(before);
    expect((await t.adminCaller().products.adminList()).find((p) => p.id === id)?.name).toBe(product.name);
    expect(await check(cookie)).toMatchObject({ authenticated: true });
  });

  test("a cross-site login is refused, so no one can plant a session", async () => {
    const res = await t.request("/api/admin/login", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      json: { username: "admin", password: "correct horse battery" },
    });
    await expectCleanError(res, 403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  test("writes from our own origin pass", async () => {
    const ours: Record<string, string>[] = [
      { origin },
      { "sec-fetch-site": "same-origin" },
      { origin, "sec-fetch-site": "same-origin" },
    ];
    for (const headers of ours) {
      const res = await t.request("/api/products", {
        method: "POST",
        headers: { cookie, ...headers },
        json: product,
      });
      expect(res.status).toBe(201);
    }
  });

  test("without Origin or Sec-Fetch-Site a write is judged by its session alone", async () => {
    const before = productCount();
    await expectCleanError(await t.request("/api/products", { method: "POST", json: product }), 401);
    expect(productCount()).toBe(before);
    expect(
      (await t.request("/api/products", { method: "POST", headers: { cookie }, json: product })).status,
    ).toBe(201);
  });

  test("reads from another site are not refused (they change nothing)", async () => {
    const res = await t.request("/api/products", { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("bodies", () => {
  const big = { ...product, description: "x".repeat(limits.jsonBodyMaxBytes) };

  test("a JSON body over 64 kB answers 413 JSON, on /api and /trpc, and stores nothing", async () => {
    const before = productCount();
    await expectCleanError(
      await t.request("/api/products", { method: "POST", headers: { cookie }, json: big }),
      413,
    );
    await expectCleanError(
      await t.request("/trpc/products.create", { method: "POST", headers: { cookie }, json: big }),
      413,
    );
    // Without a Content-Length the limit still holds while reading.
    const stream = new Blob([JSON.stringify(big)]).stream();
    const chunked = await t.app.request(`${origin}/api/products`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectCleanError(chunked, 413);
    expect(productCount()).toBe(before);
  });

  test("a body that is not JSON by its content type answers 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await t.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": type },
        body: "username=admin&password=x",
      });
      await expectCleanError(res, 415);
    }
  });

  test("invalid JSON answers 400", async () => {
    const res = await t.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"username": "admin", ',
    });
    expect((await expectCleanError(res, 400)).message).toBe("The body is not valid JSON");
  });

  test("/trpc refuses multipart and form bodies with 415", async () => {
    const form = new FormData();
    form.set("username", "admin");
    form.set("password", "correct horse battery");
    await expectCleanError(await t.request("/trpc/auth.login", { method: "POST", body: form }), 415);
    const urlencoded = await t.request("/trpc/auth.login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=admin&password=correct+horse+battery",
    });
    await expectCleanError(urlencoded, 415);
  });
});

describe("errors", () => {
  test("an unknown /api path answers a JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const res = await t.request("/api/no/such/path", { method, headers: { cookie } });
      expect((await expectCleanError(res, 404)).message).toBe("No such API path");
    }
  });

  test("no error carries a stack trace, through REST or tRPC", async () => {
    await expectCleanError(
      await t.request("/api/products/nope", { method: "PUT", headers: { cookie }, json: {} }),
      404,
    );
    await expectCleanError(
      await t.request("/api/products", { method: "POST", headers: { cookie }, json: { price: "abc" } }),
      400,
    );
    await expectCleanError(
      await t.request("/trpc/products.create", { method: "POST", headers: { cookie }, json: {} }),
      400,
    );
    await expectCleanError(await t.request("/trpc/products.adminList"), 401);
    await expectCleanError(await t.request("/trpc/no.such.procedure"), 404);
    await expectCleanError(
      await t.request("/trpc/auth.login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
      400,
    );
  });
});
