import { expect, test } from "bun:test";
import { makeTestApp } from "#tests/helpers/test-app.ts";

async function appWithLog(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const t = await makeTestApp(env, { log: (line) => lines.push(line) });
  return { t, lines };
}

test("every answer carries a request id, and one log line names it with method, path, status and time", async () => {
  const { t, lines } = await appWithLog();
  const res = await t.request("/api/products?limit=5");
  const id = res.headers.get("x-request-id") ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+Z GET /api/products 200 [\\d.]+ms id=${id}$`),
  );
});

test("a sane incoming X-Request-Id is kept; anything else is replaced", async () => {
  const { t } = await appWithLog();
  const kept = await t.request("/healthz", { headers: { "x-request-id": "lb-7f3a.2" } });
  expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.2");
  const replaced = await t.request("/healthz", { headers: { "x-request-id": "<script>" } });
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

test("LOG_FORMAT=json writes one JSON object per line, without query strings or personal data", async () => {
  const { t, lines } = await appWithLog({ LOG_FORMAT: "json" });
  await t.request("/api/contact?email=secret@buyer.example", {
    method: "POST",
    json: { name: "Secret Name", email: "secret@buyer.example", message: "Private message" },
  });
  await t.request("/api/nope");
  const entries = lines.map((line) => JSON.parse(line));
  expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
    ["POST", "/api/contact", 201],
    ["GET", "/api/nope", 404],
  ]);
  expect(Object.keys(entries[0]).sort()).toEqual(["id", "method", "ms", "path", "status", "time"]);
  expect(lines.join("\n")).not.toMatch(/secret|Secret|Private/);
});

test("requests refused before routing are numbered and logged too", async () => {
  const { t, lines } = await appWithLog();
  const res = await t.request("/a%00b");
  expect(res.status).toBe(400);
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(lines[0]).toContain("GET /a%00b 400");
});

test("a bad LOG_FORMAT stops the start with a clear message", async () => {
  await expect(makeTestApp({ LOG_FORMAT: "xml" })).rejects.toThrow("LOG_FORMAT");
});
