import { describe, expect, test } from "bun:test";
import { adminCredentials, makeTestApp } from "#tests/helpers/test-app.ts";

const made = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
const wrongLogin = { ...adminCredentials, password: "not the password" };

describe("behind a trusted proxy, the client is the rightmost X-Forwarded-For entry", () => {
  test("a made-up leftmost entry cannot dodge the login limit", async () => {
    const t = await makeTestApp({ TRUST_PROXY: "true", LOGIN_RATE_LIMIT: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const headers = { "x-forwarded-for": `${made()}, 203.0.113.9` };
      statuses.push(
        (await t.request("/api/admin/login", { method: "POST", json: wrongLogin, headers })).status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(9).fill(429));
  });

  test("a made-up leftmost entry cannot dodge the form limit", async () => {
    const t = await makeTestApp({ TRUST_PROXY: "true", FORM_RATE_LIMIT: "30" });
    const message = { name: "Rami", email: "rami@shop.example", message: "Your catalogue, please." };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const headers = { "x-forwarded-for": `${made()}, 198.51.100.4` };
      statuses.push((await t.request("/api/contact", { method: "POST", json: message, headers })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  test("with TRUST_PROXY_HOPS=2 the client is the second entry from the right", async () => {
    const t = await makeTestApp({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2", LOGIN_RATE_LIMIT: "1" });
    const from = (client: string) => ({ "x-forwarded-for": `${made()}, ${client}, 192.0.2.1` });
    const login = (client: string) =>
      t.request("/api/admin/login", { method: "POST", json: wrongLogin, headers: from(client) });
    expect((await login("203.0.113.20")).status).toBe(401);
    expect((await login("203.0.113.20")).status).toBe(429);
    expect((await login("203.0.113.21")).status).toBe(401);
  });
});

describe("the session cookie's Secure flag follows the site's origin", () => {
  const cookieOf = async (env: Record<string, string>, forwardedProto: string) => {
    const t = await makeTestApp(env);
    const res = await t.request("/api/admin/login", {
      method: "POST",
      json: adminCredentials,
      headers: { "x-forwarded-proto": forwardedProto },
    });
    return res.headers.get("set-cookie") ?? "";
  };

  test("an https PUBLIC_ORIGIN gets a Secure cookie whatever X-Forwarded-Proto says", async () => {
    expect(await cookieOf({ PUBLIC_ORIGIN: "https://tissue.example" }, "http")).toContain("Secure");
  });

  test("a client's X-Forwarded-Proto means nothing without a trusted proxy", async () => {
    expect(await cookieOf({}, "https")).not.toContain("Secure");
    expect(await cookieOf({ TRUST_PROXY: "true" }, "https")).toContain("Secure");
  });
});
