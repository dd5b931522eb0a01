import { describe, expect, test } from "bun:test";
import { auditLog, contacts, products } from "#db/schema.ts";
import { limits } from "#shared/constants.ts";
import { countingBody, streamedPost } from "#tests/helpers/counting-body.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import {
  adminCredentials,
  appForEachTest,
  makeTestApp,
  origin,
  type TestApp,
} from "#tests/helpers/test-app.ts";

const prepare = ({ db }: TestApp) =>
  void db
    .insert(products)
    .values({ id: "soft-facial-tissue", name: "Soft", description: "2-ply", category: "facial" })
    .run();
const t = appForEachTest({}, { prepare, distDir: await makeFakeDist() });
const hundredMegabytes = 100 * 1024 * 1024;
// The bound and a few chunks beyond it: what a reader that stops at the bound may have pulled.
const readAtMost = limits.jsonBodyMaxBytes + 64 * 1024;

const formRoutes = [
  "/contact",
  "/testimonial",
  "/newsletter",
  "/inquiry/soft-facial-tissue",
  "/book",
  "/quote-list",
];
const everyFormRoute = formRoutes.flatMap((path) => [path, `/ar${path}`]);

describe("one bound on every body, before it is parsed", () => {
  test("every plain form answers a streamed 100 MB body with 413 JSON, having read little of it", async () => {
    for (const path of everyFormRoute) {
      const { body, pulled } = countingBody(hundredMegabytes);
      const res = await t.app.request(`${origin}${path}`, streamedPost(body));
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toEqual({ message: "The body is larger than 64 kB" });
      expect(pulled(), path).toBeLessThan(readAtMost);
    }
    expect(t.db.select().from(contacts).all()).toHaveLength(0);
  });

  test("the JSON doors answer a streamed 100 MB body with 413, having read little of it", async () => {
    // The site's script posts JSON to the form's own path, asking for JSON.
    for (const path of ["/api/contact", "/contact", "/api/admin/login"]) {
      const { body, pulled } = countingBody(hundredMegabytes);
      const init = streamedPost(body, "application/json");
      const headers = { ...init.headers, accept: "application/json" };
      const res = await t.app.request(`${origin}${path}`, { ...init, headers });
      expect(res.status, path).toBe(413);
      expect(pulled(), path).toBeLessThan(readAtMost);
    }
  });

  test("a declared Content-Length past the bound is refused before a byte is read", async () => {
    for (const path of ["/contact", "/api/contact", "/blog-anything", "/trpc/blog.create"]) {
      const { body, pulled } = countingBody(hundredMegabytes);
      const init = streamedPost(body);
      const res = await t.app.request(`${origin}${path}`, {
        ...init,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(hundredMegabytes),
        },
      });
      expect(res.status, path).toBe(413);
      expect(pulled(), path).toBe(0);
    }
  });

  test("a form near the bound is read and stored as before", async () => {
    const fields = new URLSearchParams({
      name: "Karim",
      email: "karim@example.com",
      message: "Hello",
      note: "x".repeat(60_000),
    });
    const res = await t.request("/contact", {
      method: "POST",
      body: fields.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    expect(t.db.select().from(contacts).all()).toHaveLength(1);
  });
});

// Bun's server knows a connection's address only for the Request object it received, not for the copy that
// carries the counted body: the address is read first, or every post would come from "unknown" (one rate limit
// for all visitors, and no address in the audit log).
test("the client's address is read from the request as it arrived, before its body is counted", async () => {
  const arrived = new WeakSet<Request>();
  const app = await makeTestApp({}, { socketIp: (req) => (arrived.has(req) ? "198.51.100.9" : "unknown") });
  try {
    const request = new Request(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(adminCredentials),
    });
    arrived.add(request);
    expect((await app.app.fetch(request)).status).toBe(200);
    expect(app.db.select({ ip: auditLog.ip }).from(auditLog).all()).toEqual([{ ip: "198.51.100.9" }]);
  } finally {
    app.db.$client.close();
  }
});
