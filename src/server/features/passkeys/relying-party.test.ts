import { expect, test } from "bun:test";
import { SoftAuthenticator } from "#tests/helpers/soft-authenticator.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { ChallengeStore } from "./challenges";

test("with PUBLIC_ORIGIN, passkeys belong to that host and a response from the request's host is refused", async () => {
  const t = await makeTestApp({ PUBLIC_ORIGIN: "https://tissue.example" });
  const cookie = await t.login();
  const post = async (path: string, input: unknown = {}) => {
    const res = await t.request(`/trpc/${path}`, { method: "POST", headers: { cookie }, json: input });
    return { status: res.status, body: (await res.json()) as { result?: { data?: unknown } } };
  };
  const options = (await post("passkeys.registrationOptions")).body.result?.data as {
    challenge: string;
    user: { id: string };
    rp: { id: string };
  };
  expect(options.rp.id).toBe("tissue.example");
  const fromRequest = new SoftAuthenticator("localhost").register(options, "http://localhost");
  expect((await post("passkeys.add", { name: "Laptop", response: fromRequest })).status).toBe(400);

  const again = (await post("passkeys.registrationOptions")).body.result?.data as typeof options;
  const right = new SoftAuthenticator("tissue.example").register(again, "https://tissue.example");
  expect((await post("passkeys.add", { name: "Laptop", response: right })).status).toBe(200);
  t.db.$client.close();
});

test("the challenge store stays bounded: past 10,000 open challenges (from as many addresses) the oldest is dropped", () => {
  const store = new ChallengeStore(() => 0);
  for (let i = 0; i <= 10_000; i++) store.add(`c${i}`, { kind: "sign-in" }, `10.0.${i >> 8}.${i & 255}`);
  expect(store.take("c0", { kind: "sign-in" })).toBe(false);
  expect(store.take("c1", { kind: "sign-in" })).toBe(true);
  expect(store.take("c10000", { kind: "sign-in" })).toBe(true);
});
