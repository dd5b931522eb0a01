import { describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// Writes are judged by the origin the browser was on (PUBLIC_ORIGIN, else the request's, through a trusted proxy),
// never by the saved site address: an owner who saved a wrong one can still sign in and fix it (decision 180).
describe("the same-origin check for writes", () => {
  const write = (t: TestApp, headers: Record<string, string>) =>
    t.app.request("http://127.0.0.1:3000/api/newsletter", {
      method: "POST",
      body: JSON.stringify({ email: "reader@example.com" }),
      headers: { "content-type": "application/json", host: "127.0.0.1:3000", ...headers },
    });
  const viaProxy = { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };

  test("behind a trusted proxy, follows the forwarded origin; a saved address does not change it", async () => {
    const t = await makeTestApp({ TRUST_PROXY: "true" });
    await t.adminCaller().siteAddress.save({ origin: "https://tissue.example" });
    expect((await write(t, { ...viaProxy, origin: "https://shop.example" })).status).toBe(202);
    expect((await write(t, { ...viaProxy, origin: "https://tissue.example" })).status).toBe(403);
    expect((await write(t, { ...viaProxy, origin: "https://evil.example" })).status).toBe(403);
  });

  test("with PUBLIC_ORIGIN, only that origin writes, whatever a proxy forwards", async () => {
    const t = await makeTestApp({ TRUST_PROXY: "true", PUBLIC_ORIGIN: "https://tissue.example" });
    expect((await write(t, { ...viaProxy, origin: "https://tissue.example" })).status).toBe(202);
    expect((await write(t, { ...viaProxy, origin: "https://shop.example" })).status).toBe(403);
  });
});
