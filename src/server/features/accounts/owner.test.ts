import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { migrationsFolder } from "#server/db.ts";
import { ensureAdmin } from "#server/features/auth/service.ts";
import { adminCredentials, appForEachTest } from "#tests/helpers/test-app.ts";
import { emptyDataDir, testHashMemoryKib } from "#tests/helpers/test-db.ts";
import { assertOwner, isOwner } from "./owner";

const t = appForEachTest();
const idOf = (username: string) =>
  t.db.select().from(users).where(eq(users.username, username)).get()?.id ?? "";
const owners = () =>
  t.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.owner, true))
    .all()
    .map((u) => u.username);
// An admin who has signed in and chosen a password (callerAs makes the account when it is missing).
const colleague = (username: string) => {
  const caller = t.callerAs(username);
  return { caller, id: idOf(username) };
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "" }),
    (error: { cause?: { status?: number }; message: string }) => ({
      status: error.cause?.status,
      message: error.message,
    }),
  );

describe("the owner role", () => {
  test("the first admin is the owner; admins added later are not", async () => {
    const owner = t.adminCaller();
    await owner.users.create({ username: "sales" });
    const list = await owner.users.list();
    expect(list.map((u) => [u.username, u.owner])).toEqual([
      ["admin", true],
      ["sales", false],
    ]);
    expect(isOwner(t.db, idOf("admin"))).toBe(true);
    expect(isOwner(t.db, idOf("sales"))).toBe(false);
    expect(() => assertOwner(t.db, idOf("sales"))).toThrow("Only the owner can do this");
  });

  test("a fresh start's first admin is the owner", async () => {
    const { db } = emptyDataDir();
    await ensureAdmin(db, {
      username: "founder",
      password: "a long first password",
      memoryKib: testHashMemoryKib,
    });
    const founder = db.select().from(users).get();
    expect(founder?.owner).toBe(true);
    expect(isOwner(db, founder?.id ?? "")).toBe(true);
    db.$client.close();
  });

  test("other admins cannot disable, remove, sign out, rename or hand over the owner's account (403)", async () => {
    const { caller } = colleague("helper");
    const ownerId = idOf("admin");
    for (const attempt of [
      caller.users.setDisabled({ id: ownerId, disabled: true }),
      caller.users.remove({ id: ownerId }),
      caller.users.endSessions({ id: ownerId }),
      caller.users.rename({ id: ownerId, username: "usurped" }),
    ])
      expect(await refusal(attempt)).toEqual({
        status: 403,
        message: "Only the owner can change the owner's account",
      });
    expect(await refusal(caller.users.makeOwner({ id: idOf("helper") }))).toEqual({
      status: 403,
      message: "Only the owner can do this",
    });
    expect(owners()).toEqual(["admin"]);
    expect(t.db.select().from(users).where(eq(users.id, ownerId)).get()?.disabled).toBe(false);
    await t.adminCaller().users.rename({ id: ownerId, username: "founder" });
    expect(owners()).toEqual(["founder"]);
  });

  test("over HTTP the refusal is a 403 JSON error and the owner stays signed in", async () => {
    const ownerCookie = await t.login();
    const made = await t.adminCaller().users.create({ username: "helper" });
    const signIn = await t.request("/api/admin/login", {
      method: "POST",
      json: { username: "helper", password: made.password },
    });
    const helperCookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await t.request("/trpc/account.changePassword", {
      method: "POST",
      headers: { cookie: helperCookie },
      json: { current: made.password, next: "a fresh and long passphrase" },
    });
    const res = await t.request("/trpc/users.endSessions", {
      method: "POST",
      headers: { cookie: helperCookie },
      json: { id: idOf("admin") },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Only the owner can change the owner's account",
    );
    const check = await t.request("/api/admin/check", { headers: { cookie: ownerCookie } });
    expect(await check.json()).toMatchObject({ authenticated: true, username: adminCredentials.username });
  });

  test("the owner hands the role over in one step; then the new owner rules", async () => {
    const { id: heirId } = colleague("heir");
    const owner = t.adminCaller();
    await owner.users.makeOwner({ id: heirId });
    expect(owners()).toEqual(["heir"]);

    expect(await refusal(owner.users.makeOwner({ id: idOf("admin") }))).toMatchObject({ status: 403 });
    expect(await refusal(owner.users.setDisabled({ id: heirId, disabled: true }))).toMatchObject({
      status: 403,
    });
    const heir = t.callerAs("heir");
    await heir.users.setDisabled({ id: idOf("admin"), disabled: true });
    await heir.users.remove({ id: idOf("admin") });
    expect(owners()).toEqual(["heir"]);
  });

  test("the role goes only to an enabled admin with a password of their own, never to yourself", async () => {
    const owner = t.adminCaller();
    const fresh = await owner.users.create({ username: "newcomer" });
    expect(await refusal(owner.users.makeOwner({ id: fresh.id }))).toEqual({
      status: 409,
      message: "This admin must replace the one-time password before becoming the owner",
    });
    const { id: awayId } = colleague("away");
    await owner.users.setDisabled({ id: awayId, disabled: true });
    expect(await refusal(owner.users.makeOwner({ id: awayId }))).toMatchObject({ status: 409 });
    expect(await refusal(owner.users.makeOwner({ id: idOf("admin") }))).toMatchObject({ status: 409 });
    expect(await refusal(owner.users.makeOwner({ id: "no-such-user" }))).toMatchObject({ status: 404 });
    expect(owners()).toEqual(["admin"]);
  });

  test("the database itself holds at most one owner", () => {
    colleague("second");
    expect(() => t.db.update(users).set({ owner: true }).where(eq(users.username, "second")).run()).toThrow(
      /UNIQUE/,
    );
  });
});

describe("the owner migration on an existing database", () => {
  const statements = (file: string) =>
    readFileSync(join(migrationsFolder, file), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.trim());

  test("the oldest admin who can sign in becomes the owner", () => {
    const db = new Database(":memory:");
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const ownerMigration = files.findIndex((f) => statements(f).some((s) => s.includes("`owner`")));
    for (const file of files.slice(0, ownerMigration)) for (const s of statements(file)) db.run(s);
    const insert = db.prepare(
      "INSERT INTO users (id, username, password, disabled, created_at) VALUES (?, ?, 'x', ?, ?)",
    );
    insert.run("zzz", "first", 1, 1000);
    insert.run("aaa", "second", 0, 2000);
    insert.run("mmm", "third", 0, 3000);
    for (const file of files.slice(ownerMigration)) for (const s of statements(file)) db.run(s);
    expect(db.query("SELECT username FROM users WHERE owner = 1").all()).toEqual([{ username: "second" }]);
    db.close();
  });
});
