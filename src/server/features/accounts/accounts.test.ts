import { describe, expect, test } from "bun:test";
import { adminCredentials, appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1";

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const login = async (username: string, password: string, ua = firefox) => {
  const res = await t.request("/api/admin/login", {
    method: "POST",
    json: { username, password },
    headers: { "user-agent": ua },
  });
  return { status: res.status, cookie: cookieOf(res) };
};
const ownerLogin = async (ua = firefox) =>
  (await login(adminCredentials.username, adminCredentials.password, ua)).cookie;

// tRPC over HTTP, as the admin screens call it: a mutation is a POST of the input, a query a GET.
const call = async (path: string, cookie: string, input?: unknown) => {
  const res =
    input === undefined && !/\.(end|remove|set|create|change)/.test(path)
      ? await t.request(`/trpc/${path}`, { headers: { cookie } })
      : await t.request(`/trpc/${path}`, { method: "POST", headers: { cookie }, json: input ?? {} });
  const body = (await res.json()) as {
    result?: { data?: unknown };
    error?: { message: string; data: unknown };
  };
  return { status: res.status, data: body.result?.data as never, error: body.error };
};
const check = async (cookie: string) => (await t.request("/api/admin/check", { headers: { cookie } })).json();
const newPassword = "a fresh and long passphrase";

describe("changing your own password", () => {
  test("needs the current password, ends every other session and keeps this one", async () => {
    const here = await ownerLogin();
    const elsewhere = await ownerLogin(iphone);
    const wrong = await call("account.changePassword", here, { current: "not it at all", next: newPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.data).toMatchObject({ issues: [{ path: "current" }] });

    const done = await call("account.changePassword", here, {
      current: adminCredentials.password,
      next: newPassword,
    });
    expect(done.status).toBe(200);
    expect(await check(here)).toMatchObject({ authenticated: true });
    expect(await check(elsewhere)).toEqual({ authenticated: false });
    expect((await login(adminCredentials.username, adminCredentials.password)).status).toBe(401);
    expect((await login(adminCredentials.username, newPassword)).status).toBe(200);
  });

  test("short, common, username-bearing or unchanged passwords are refused and nothing changes", async () => {
    const cookie = await ownerLogin();
    const tries: Array<[string, string]> = [
      ["short one", "Use at least 12 characters"],
      ["qwerty123456", "This password is one of the most common ones: choose another"],
      ["the admin of this site", "The password must not contain the username"],
      ["aaaaaaaaaaaaabbb", "Use more different characters"],
      [adminCredentials.password, "Choose a password other than the current one"],
    ];
    for (const [next, message] of tries) {
      const res = await call("account.changePassword", cookie, { current: adminCredentials.password, next });
      expect(res.status).toBe(400);
      expect(res.error?.data).toMatchObject({ issues: [{ path: "next", message }] });
    }
    expect((await login(adminCredentials.username, adminCredentials.password)).status).toBe(200);
  });
});

describe("your sessions", () => {
  test("lists device and last seen, marks this one, ends one or every other", async () => {
    const here = await ownerLogin();
    const phone = await ownerLogin(iphone);
    const third = await ownerLogin();
    const list = (await call("account.sessions", here)).data as Array<{
      id: string;
      device: string;
      current: boolean;
      lastSeenAt: string;
    }>;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual([
      "Chrome on iOS",
      "Firefox on Windows",
      "Firefox on Windows",
    ]);
    expect(Number.isNaN(Date.parse(list[0]?.lastSeenAt ?? ""))).toBe(false);

    const phoneSession = list.find((s) => s.device === "Chrome on iOS");
    await call("account.endSession", here, { id: phoneSession?.id });
    expect(await check(phone)).toEqual({ authenticated: false });
    expect(await check(third)).toMatchObject({ authenticated: true });

    await call("account.endOtherSessions", here);
    expect(await check(third)).toEqual({ authenticated: false });
    expect(await check(here)).toMatchObject({ authenticated: true });
  });

  test("last seen moves forward as the session is used", async () => {
    const cookie = await ownerLogin();
    const seen = async () =>
      Date.parse(
        ((await call("account.sessions", cookie)).data as Array<{ lastSeenAt: string }>)[0]?.lastSeenAt ?? "",
      );
    const first = await seen();
    t.advance(5 * 60_000);
    await check(cookie);
    expect((await seen()) - first).toBeGreaterThanOrEqual(5 * 60_000);
  });

  test("an admin cannot end another user's session through endSession", async () => {
    const owner = await ownerLogin();
    const made = (await call("users.create", owner, { username: "sales" })).data as { password: string };
    const sales = (await login("sales", made.password)).cookie;
    const ownerSessions = (await call("account.sessions", owner)).data as Array<{ id: string }>;
    await call("account.changePassword", sales, { current: made.password, next: newPassword });
    await call("account.endSession", sales, { id: ownerSessions[0]?.id });
    expect(await check(owner)).toMatchObject({ authenticated: true });
  });
});

describe("several admins", () => {
  test("a new admin gets a one-time password that must be replaced before anything else", async () => {
    const owner = await ownerLogin();
    const made = await call("users.create", owner, { username: "sales.desk" });
    expect(made.status).toBe(200);
    const { password } = made.data as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(16);

    const first = await login("sales.desk", password);
    expect(first.status).toBe(200);
    expect(await check(first.cookie)).toEqual({
      authenticated: true,
      username: "sales.desk",
      mustChangePassword: true,
    });
    expect((await call("products.adminList", first.cookie)).status).toBe(403);
    expect((await t.request("/api/admin/products", { headers: { cookie: first.cookie } })).status).toBe(403);

    await call("account.changePassword", first.cookie, { current: password, next: newPassword });
    expect(await check(first.cookie)).toEqual({ authenticated: true, username: "sales.desk" });
    expect((await call("products.adminList", first.cookie)).status).toBe(200);
  });

  test("bad or taken usernames are refused with the field named", async () => {
    const owner = await ownerLogin();
    for (const username of ["ab", "has space", "<script>", "x".repeat(41)]) {
      const res = await call("users.create", owner, { username });
      expect(res.status).toBe(400);
      expect(res.error?.data).toMatchObject({ issues: [{ path: "username" }] });
    }
    const taken = await call("users.create", owner, { username: adminCredentials.username });
    expect(taken.status).toBe(409);
    const users = (await call("users.list", owner)).data as unknown[];
    expect(users).toHaveLength(1);
  });

  test("a disabled admin is signed out everywhere and cannot sign in; enabling lets them back", async () => {
    const owner = await ownerLogin();
    const made = (await call("users.create", owner, { username: "helper" })).data as {
      id: string;
      password: string;
    };
    const helper = (await login("helper", made.password)).cookie;
    expect((await call("users.setDisabled", owner, { id: made.id, disabled: true })).status).toBe(200);
    expect(await check(helper)).toEqual({ authenticated: false });
    // The right password and a wrong one get the same 401: the answer never confirms a guess.
    expect((await login("helper", made.password)).status).toBe(401);
    expect((await login("helper", "a wrong password")).status).toBe(401);
    await call("users.setDisabled", owner, { id: made.id, disabled: false });
    expect((await login("helper", made.password)).status).toBe(200);
  });

  test("the list shows each admin's active sessions; ending them signs that admin out", async () => {
    const owner = await ownerLogin();
    const made = (await call("users.create", owner, { username: "night" })).data as {
      id: string;
      password: string;
    };
    const night = (await login("night", made.password)).cookie;
    const list = (await call("users.list", owner)).data as Array<Record<string, unknown>>;
    expect(list.map((u) => [u.username, u.sessions, u.mustChangePassword])).toEqual([
      ["admin", 1, false],
      ["night", 1, true],
    ]);
    expect(list.some((u) => "password" in u)).toBe(false);
    await call("users.endSessions", owner, { id: made.id });
    expect(await check(night)).toEqual({ authenticated: false });
  });

  test("never yourself, and never the owner by another admin", async () => {
    const owner = await ownerLogin();
    const ownerId = ((await call("users.list", owner)).data as Array<{ id: string }>)[0]?.id;
    expect((await call("users.setDisabled", owner, { id: ownerId, disabled: true })).status).toBe(409);
    expect((await call("users.remove", owner, { id: ownerId })).status).toBe(409);

    const made = (await call("users.create", owner, { username: "second" })).data as {
      id: string;
      password: string;
    };
    const second = (await login("second", made.password)).cookie;
    await call("account.changePassword", second, { current: made.password, next: newPassword });
    expect((await call("users.setDisabled", second, { id: ownerId, disabled: true })).status).toBe(403);
    expect((await call("users.remove", second, { id: ownerId })).status).toBe(403);
    expect((await call("users.remove", second, { id: made.id })).status).toBe(409);
    expect((await call("users.remove", owner, { id: made.id })).status).toBe(200);
    expect(((await call("users.list", owner)).data as unknown[]).length).toBe(1);
    expect((await call("users.remove", owner, { id: "no-such-user" })).status).toBe(404);
  });

  test("visitors cannot reach any account or user call", async () => {
    for (const path of ["users.list", "account.sessions"]) expect((await call(path, "")).status).toBe(401);
    expect((await call("users.create", "", { username: "intruder" })).status).toBe(401);
  });
});
