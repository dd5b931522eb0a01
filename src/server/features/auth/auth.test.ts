import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import type { RequestContext } from "#server/context.ts";
import type { Db } from "#server/db.ts";
import { createCaller } from "#server/trpc/router.ts";
import { limits } from "#shared/constants.ts";
import { adminCredentials, appForEachTest } from "#tests/helpers/test-app.ts";
import { emptyDataDir, testHashMemoryKib } from "#tests/helpers/test-db.ts";
import { ensureAdmin } from "./service";

const t = appForEachTest({ LOGIN_RATE_LIMIT: "3", TRUST_PROXY: "true" });
let nextIp = 1;
// Each test logs in from its own address so the login limiter of one test never touches another.
const freshIp = () => `198.51.100.${nextIp++}`;

const loginAs = (ip: string, json: unknown) =>
  t.request("/api/admin/login", { method: "POST", json, headers: { "x-forwarded-for": ip } });
const check = async (cookie = "") => (await t.request("/api/admin/check", { headers: { cookie } })).json();
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

describe("REST login, check, logout", () => {
  test("check answers 200 unauthenticated without a session", async () => {
    const res = await t.request("/api/admin/check");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
  });

  test("missing fields answer 400 with issues per field", async () => {
    const res = await loginAs(freshIp(), { username: "admin" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([{ path: "password", message: "Required" }]);
  });

  test("a wrong password and an unknown username get the same 401 and no cookie", async () => {
    const ip = freshIp();
    const wrongPassword = await loginAs(ip, { ...adminCredentials, password: "not the password" });
    const unknownUser = await loginAs(ip, { ...adminCredentials, username: "nobody" });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Invalid username or password." });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  test("a right login sets an HttpOnly SameSite=Lax cookie that authenticates", async () => {
    const res = await loginAs(freshIp(), adminCredentials);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true, username: adminCredentials.username });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(await check(cookieOf(res))).toEqual({ authenticated: true, username: adminCredentials.username });
  });

  test("logout ends the session on the server and clears the cookie", async () => {
    const cookie = await t.login();
    const res = await t.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    // The old cookie, replayed, no longer works anywhere.
    expect(await check(cookie)).toEqual({ authenticated: false });
    expect((await t.request("/api/admin/products", { headers: { cookie } })).status).toBe(401);
  });

  test("logout leaves other sessions alive", async () => {
    const [first, second] = [await t.login(), await t.login()];
    await t.request("/api/admin/logout", { method: "POST", headers: { cookie: first } });
    expect(await check(second)).toMatchObject({ authenticated: true });
  });

  test("logout without a session still answers 200", async () => {
    const res = await t.request("/api/admin/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
  });

  test("a session expires after 7 days", async () => {
    const cookie = await t.login();
    t.advance(limits.sessionTtlMs - 1000);
    expect(await check(cookie)).toMatchObject({ authenticated: true });
    t.advance(2000);
    expect(await check(cookie)).toEqual({ authenticated: false });
    expect((await t.request("/api/admin/products", { headers: { cookie } })).status).toBe(401);
  });

  test("the stored password is an argon2id hash", () => {
    const row = t.db.select().from(users).where(eq(users.username, adminCredentials.username)).get();
    expect(row?.password).toStartWith("$argon2id$");
    expect(row?.password).not.toContain(adminCredentials.password);
  });
});

describe("login throttling (LOGIN_RATE_LIMIT=3 free failures per address, then growing delays)", () => {
  const fail = (ip: string) => loginAs(ip, { ...adminCredentials, password: "wrong password" });

  test("after 3 failures even the right password waits; the wait doubles with each failure; others get in", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await fail(ip)).status).toBe(401);
    const throttled = await loginAs(ip, adminCredentials);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("1");
    expect(throttled.headers.get("set-cookie")).toBeNull();
    expect((await loginAs(freshIp(), adminCredentials)).status).toBe(200);
    t.advance(1000);
    expect((await fail(ip)).status).toBe(401);
    expect((await loginAs(ip, adminCredentials)).headers.get("retry-after")).toBe("2");
    t.advance(limits.loginRateWindowMs);
    expect((await loginAs(ip, adminCredentials)).status).toBe(200);
  });

  test("a stranger guessing the owner's name from many addresses slows it by at most 30 s, not 15 minutes", async () => {
    for (let i = 0; i < 40; i++) {
      t.advance(31_000);
      expect((await fail(freshIp())).status).toBe(401);
    }
    const owner = await loginAs(freshIp(), adminCredentials);
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    t.advance(30_000);
    expect((await loginAs(freshIp(), adminCredentials)).status).toBe(200);
  });

  test("a success clears the failure count", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) await fail(ip);
    expect((await loginAs(ip, adminCredentials)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fail(ip)).status).toBe(401);
    expect((await loginAs(ip, adminCredentials)).status).toBe(200);
  });

  test("signing in many times, from one address or many, never slows the next sign-in", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await loginAs(i % 2 ? ip : freshIp(), adminCredentials)).status).toBe(200);
  });

  test("guesses sent in parallel cannot pass the limit", async () => {
    const ip = freshIp();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => fail(ip)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  test("malformed bodies do not count as failures", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginAs(ip, {})).status).toBe(400);
    expect((await loginAs(ip, adminCredentials)).status).toBe(200);
  });
});

describe("tRPC auth", () => {
  const callerFrom = (ip: string, sessionToken?: string) => {
    const cookies: (string | null)[] = [];
    const ctx: RequestContext = {
      deps: t.app.deps,
      user: null,
      ip,
      origin: "http://localhost",
      sessionToken,
      setSessionCookie: (token) => cookies.push(token),
    };
    return { caller: createCaller(ctx), cookies };
  };

  test("login sets the cookie; logout deletes that session and clears it", async () => {
    const { caller, cookies } = callerFrom(freshIp());
    expect(await caller.auth.login(adminCredentials)).toEqual({ authenticated: true, username: "admin" });
    const token = cookies[0];
    expect(token).toBeString();
    expect(await check(`sid=${token}`)).toMatchObject({ authenticated: true });

    const out = callerFrom(freshIp(), token ?? undefined);
    expect(await out.caller.auth.logout()).toEqual({ authenticated: false });
    expect(out.cookies).toEqual([null]);
    expect(await check(`sid=${token}`)).toEqual({ authenticated: false });
  });

  test("wrong credentials, bad input and throttling map to the same codes as REST", async () => {
    const ip = freshIp();
    const { caller } = callerFrom(ip);
    const wrong = { ...adminCredentials, password: "wrong password" };
    await expect(caller.auth.login({ username: "", password: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    for (let i = 0; i < 3; i++) {
      await expect(caller.auth.login(wrong)).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: "Invalid username or password.",
      });
    }
    await expect(caller.auth.login(adminCredentials)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  test("check reports the session of the caller", async () => {
    expect(await t.publicCaller().auth.check()).toEqual({ authenticated: false });
    expect(await t.adminCaller().auth.check()).toEqual({ authenticated: true, username: "admin" });
  });

  test("over HTTP, /trpc/auth.login sets the session cookie and /trpc/auth.logout clears it", async () => {
    const res = await t.request("/trpc/auth.login", {
      method: "POST",
      json: adminCredentials,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("HttpOnly");
    const cookie = cookieOf(res);
    expect(await check(cookie)).toMatchObject({ authenticated: true });
    const out = await t.request("/trpc/auth.logout", { method: "POST", json: {}, headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(await check(cookie)).toEqual({ authenticated: false });
  });
});

describe("ensureAdmin on start", () => {
  const storedHash = (db: Db) => db.select().from(users).get()?.password ?? "";

  test("without ADMIN_PASSWORD a random password is generated and logged once", async () => {
    const { db } = emptyDataDir();
    const logs: string[] = [];
    await ensureAdmin(db, { username: "owner", password: undefined, memoryKib: testHashMemoryKib }, (line) =>
      logs.push(line),
    );
    expect(logs).toHaveLength(1);
    const password = logs[0]?.match(/password: (\S+)/)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await Bun.password.verify(password, storedHash(db))).toBe(true);
    for (const guess of ["admin", "password", "changeme", ""]) {
      expect(await Bun.password.verify(guess || "x", storedHash(db))).toBe(false);
    }
    // A second database gets a different password: nothing is built in.
    const other = emptyDataDir();
    const otherLogs: string[] = [];
    await ensureAdmin(
      other.db,
      { username: "owner", password: undefined, memoryKib: testHashMemoryKib },
      (line) => otherLogs.push(line),
    );
    expect(otherLogs[0]).not.toBe(logs[0]);
  });

  test("ADMIN_PASSWORD is used when given and is not logged", async () => {
    const { db } = emptyDataDir();
    const logs: string[] = [];
    await ensureAdmin(
      db,
      { username: "owner", password: "given password 123", memoryKib: testHashMemoryKib },
      (line) => logs.push(line),
    );
    expect(logs).toEqual([]);
    expect(db.select().from(users).get()?.username).toBe("owner");
    expect(await Bun.password.verify("given password 123", storedHash(db))).toBe(true);
  });

  test("a later start does not change an existing admin", async () => {
    const { db } = emptyDataDir();
    await ensureAdmin(
      db,
      { username: "owner", password: "first password 123", memoryKib: testHashMemoryKib },
      () => {},
    );
    const before = storedHash(db);
    const logs: string[] = [];
    await ensureAdmin(
      db,
      { username: "someone-else", password: "second password 456", memoryKib: testHashMemoryKib },
      (line) => logs.push(line),
    );
    await ensureAdmin(db, { username: "owner", password: undefined, memoryKib: testHashMemoryKib }, (line) =>
      logs.push(line),
    );
    expect(logs).toEqual([]);
    expect(db.select().from(users).all()).toHaveLength(1);
    expect(storedHash(db)).toBe(before);
  });
});
