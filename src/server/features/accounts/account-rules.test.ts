import { describe, expect, spyOn, test } from "bun:test";
import { parseSettings } from "#server/settings.ts";
import { adminCredentials, appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();
const common = "This password is one of the most common ones: choose another";
const mixed =
  "Use the letters of one script only (Latin mixed with Cyrillic or Greek, for example, is refused)";

const create = async (username: string) => {
  const res = await t.request("/trpc/users.create", {
    method: "POST",
    headers: { cookie: await t.login() },
    json: { username },
  });
  const body = (await res.json()) as { error?: { message: string; data: { issues?: unknown[] } } };
  return { status: res.status, error: body.error };
};

describe("usernames", () => {
  test("letters mixing scripts are refused with the field named, and nothing is stored", async () => {
    // "оwner" starts with a Cyrillic о; "pаypal" hides a Cyrillic а; "αdmin" a Greek alpha; "admin٢" mixes digits.
    for (const username of ["оwner", "pаypal", "αdmin", "admin٢", "مدير1٢"]) {
      const res = await create(username);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(mixed);
      expect(res.error?.data.issues).toEqual([{ path: "username", message: mixed }]);
    }
    expect(await t.adminCaller().users.list()).toHaveLength(1);
  });

  test("one script, with digits, dots, dashes and underscores, is accepted", async () => {
    for (const username of ["owner", "sales.desk-2", "مدير_المبيعات", "مدير٢", "Ольга", "José"])
      expect((await create(username)).status).toBe(200);
    const names = (await t.adminCaller().users.list()).map((u) => u.username);
    expect(names).toContain("مدير_المبيعات");
    expect(names).toContain("Ольга");
  });

  test("a rename follows the same rules: mixed scripts 400, a taken name 409, nothing changed", async () => {
    const owner = t.adminCaller();
    const made = await owner.users.create({ username: "sales" });
    const cookie = await t.login();
    const rename = (username: string) =>
      t.request("/trpc/users.rename", {
        method: "POST",
        headers: { cookie },
        json: { id: made.id, username },
      });
    const refused = await rename("s\u0430les");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { data: { issues: unknown } } }).error.data.issues).toEqual([
      { path: "username", message: mixed },
    ]);
    expect((await rename(adminCredentials.username)).status).toBe(409);
    expect((await owner.users.list()).map((u) => u.username)).toEqual(["admin", "sales"]);
    expect((await rename("sales.team")).status).toBe(200);
    expect((await owner.users.list()).map((u) => u.username)).toEqual(["admin", "sales.team"]);
  });

  test("an accent typed as a combining mark is stored as one letter", async () => {
    expect((await create("Jose\u0301")).status).toBe(200);
    expect((await t.adminCaller().users.list()).map((u) => u.username)).toContain("Jos\u00e9");
  });

  test("ADMIN_USERNAME mixing scripts stops the start with a clear message", () => {
    expect(() => parseSettings({ ADMIN_USERNAME: "аdmin" })).toThrow("ADMIN_USERNAME mixes scripts");
    expect(parseSettings({ ADMIN_USERNAME: "مدير" }).ADMIN_USERNAME).toBe("مدير");
  });
});

describe("every password an admin sets passes the strength check", () => {
  test("a common password dressed with capitals, digits, symbols or look-alikes is refused", async () => {
    const caller = t.adminCaller();
    for (const next of ["Password123!", "P@ssw0rd2024", "!!Dragon!!1234", "Summer2024!!!!"]) {
      const refused = await caller.account.changePassword({ current: adminCredentials.password, next }).then(
        () => undefined,
        (error: { message: string }) => error.message,
      );
      expect(refused).toBe(common);
    }
    const res = await t.request("/trpc/account.changePassword", {
      method: "POST",
      headers: { cookie: await t.login() },
      json: { current: adminCredentials.password, next: "Password123!" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { data: { issues: unknown } } }).error.data.issues).toEqual([
      { path: "next", message: common },
    ]);
  });

  test("a one-time password is not replaced by a weak one", async () => {
    const made = await t.adminCaller().users.create({ username: "newcomer" });
    const signIn = await t.request("/api/admin/login", {
      method: "POST",
      json: { username: "newcomer", password: made.password },
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const change = (next: string) =>
      t.request("/trpc/account.changePassword", {
        method: "POST",
        headers: { cookie },
        json: { current: made.password, next },
      });
    expect((await change("Password123!")).status).toBe(400);
    const check = await t.request("/api/admin/check", { headers: { cookie } });
    expect(await check.json()).toMatchObject({ mustChangePassword: true });
    expect((await change("paper towels by the pallet")).status).toBe(200);
  });
});

describe("a disabled admin signing in", () => {
  test("gets the same 401 for the right and a wrong password, each after a password verify", async () => {
    const owner = t.adminCaller();
    const made = await owner.users.create({ username: "helper" });
    await owner.users.setDisabled({ id: made.id, disabled: true });
    const verify = spyOn(Bun.password, "verify");
    const answers = [];
    for (const password of [made.password, "a wrong password"]) {
      const res = await t.request("/api/admin/login", {
        method: "POST",
        json: { username: "helper", password },
      });
      answers.push({ status: res.status, body: await res.json(), cookie: res.headers.get("set-cookie") });
    }
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      status: 401,
      body: { message: "Invalid username or password." },
      cookie: null,
    });
  });
});
