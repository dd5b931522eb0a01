import { expect } from "bun:test";
import { SoftAuthenticator } from "./soft-authenticator";
import { adminCredentials, type TestApp } from "./test-app";

// The options the server answers, as far as the soft authenticator reads them.
export type Ceremony = { challenge: string; user: { id: string } };

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
async function answer(res: Response) {
  const body = (await res.json()) as {
    result?: { data?: unknown };
    error?: { message: string; data: unknown };
  };
  return { status: res.status, data: body.result?.data, error: body.error, cookie: cookieOf(res) };
}

// The passkey and password calls as the admin screens make them, every one with `from`'s headers (an address
// through X-Forwarded-For when the app trusts a proxy, a browser): a tRPC query is a GET, a mutation a POST.
export function passkeyCalls(t: Pick<TestApp, "request">, from: Record<string, string> = {}) {
  const query = async (path: string, cookie = "") =>
    answer(await t.request(`/trpc/${path}`, { headers: { ...from, cookie } }));
  const mutate = async (path: string, input: unknown = {}, cookie = "") =>
    answer(await t.request(`/trpc/${path}`, { method: "POST", headers: { ...from, cookie }, json: input }));
  const passwordLogin = async (
    username = adminCredentials.username,
    password = adminCredentials.password,
  ) => {
    const res = await t.request("/api/admin/login", {
      method: "POST",
      headers: from,
      json: { username, password },
    });
    return { status: res.status, cookie: cookieOf(res), body: (await res.json()) as { message?: string } };
  };
  async function addPasskey(cookie: string, key = new SoftAuthenticator(), name = "Work laptop") {
    const options = await mutate("passkeys.registrationOptions", {}, cookie);
    expect(options.status).toBe(200);
    const response = key.register(options.data as Ceremony);
    return { key, added: await mutate("passkeys.add", { name, response }, cookie) };
  }
  async function passkeySignIn(key: SoftAuthenticator, origin?: string) {
    const options = await mutate("auth.passkeyOptions");
    return mutate("auth.passkeyLogin", key.signIn(options.data as Ceremony, origin));
  }
  return { query, mutate, passwordLogin, addPasskey, passkeySignIn };
}
