import { beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { emptyDataDir, testHashMemoryKib } from "#tests/helpers/test-db.ts";
import type { Db } from "./db";
import { loadSession, login, setAdminPassword } from "./features/auth/service";

const root = join(import.meta.dir, "../..");
// Each test starts from two users, admin and owner, with known passwords.
let dataDir = "";
let db: Db;
beforeEach(async () => {
  ({ dataDir, db } = emptyDataDir());
  await setAdminPassword(db, "admin", "old admin password", testHashMemoryKib);
  await setAdminPassword(db, "owner", "old owner password", testHashMemoryKib);
});

const env = (extra: Record<string, string> = {}) => {
  const { ADMIN_PASSWORD: _, ADMIN_USERNAME: __, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, ARGON2_MEMORY_KIB: String(testHashMemoryKib), ...extra };
};

async function run(args: string[], extra: Record<string, string> = {}) {
  const child = Bun.spawn(["bun", "src/server/admin-password.ts", ...args], {
    cwd: root,
    env: env(extra),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = [
    await new Response(child.stdout).text(),
    await new Response(child.stderr).text(),
    await child.exited,
  ];
  return { stdout, stderr, code };
}

const signIn = (username: string, password: string) =>
  login(
    { db, now: Date.now, settings: { ARGON2_MEMORY_KIB: testHashMemoryKib } },
    { username, password },
  ).then(
    (r) => r.token,
    () => null,
  );
const hashOf = (username: string) =>
  db.select().from(users).where(eq(users.username, username)).get()?.password;

describe("bun run admin:password", () => {
  test("ADMIN_PASSWORD sets the password, is not printed, and ends that admin's sessions only", async () => {
    const adminSession = await signIn("admin", "old admin password");
    const ownerSession = await signIn("owner", "old owner password");
    const result = await run([], { ADMIN_PASSWORD: "brand new password 1" });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"admin"');
    expect(result.stdout).not.toContain("brand new password 1");
    expect(await signIn("admin", "brand new password 1")).toBeString();
    expect(await signIn("admin", "old admin password")).toBeNull();
    expect(hashOf("admin")).toStartWith("$argon2id$");
    expect(loadSession(db, adminSession ?? "", Date.now())).toBeNull();
    expect(loadSession(db, ownerSession ?? "", Date.now())?.username).toBe("owner");
  });

  test("the username comes from the argument, else ADMIN_USERNAME", async () => {
    const adminHash = hashOf("admin");
    expect((await run(["owner"], { ADMIN_PASSWORD: "owner password 2" })).code).toBe(0);
    expect(await signIn("owner", "owner password 2")).toBeString();
    expect((await run([], { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "owner password 3" })).code).toBe(0);
    expect(await signIn("owner", "owner password 3")).toBeString();
    expect(hashOf("admin")).toBe(adminHash);
  });

  test("without ADMIN_PASSWORD and no terminal, a strong password is generated and printed", async () => {
    const result = await run([]);
    expect(result.code).toBe(0);
    const password = result.stdout.match(/New password: (\S+)/)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await signIn("admin", password)).toBeString();
  });

  test("an unknown username changes nothing and exits 1", async () => {
    const before = db.select().from(users).all();
    const result = await run(["admni"], { ADMIN_PASSWORD: "typo password 1" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no user named "admni"');
    expect(db.select().from(users).all()).toEqual(before);
  });

  test("the first admin is the owner; its username must not mix scripts (argument or ADMIN_USERNAME)", async () => {
    ({ dataDir, db } = emptyDataDir());
    const viaArgument = await run(["\u0430dmin"], { ADMIN_PASSWORD: "first password 1" });
    expect(viaArgument.code).toBe(1);
    expect(viaArgument.stderr).toContain("mixes scripts");
    const viaSetting = await run([], { ADMIN_USERNAME: "\u0430dmin", ADMIN_PASSWORD: "first password 1" });
    expect(viaSetting.code).toBe(1);
    expect(viaSetting.stderr).toContain("ADMIN_USERNAME mixes scripts");
    expect(db.select().from(users).all()).toEqual([]);
    expect((await run(["founder"], { ADMIN_PASSWORD: "first password 1" })).code).toBe(0);
    expect(db.select({ username: users.username, owner: users.owner }).from(users).all()).toEqual([
      { username: "founder", owner: true },
    ]);
  });

  test("a too short ADMIN_PASSWORD is refused", async () => {
    const before = hashOf("admin");
    const result = await run([], { ADMIN_PASSWORD: "short" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("at least 8 characters");
    expect(hashOf("admin")).toBe(before);
  });

  test.skipIf(!Bun.which("script"))("on a terminal it asks twice without echoing", async () => {
    // `script` gives the command a pseudo-terminal; each answer is typed once its prompt is on screen.
    const child = Bun.spawn(["script", "-qec", "bun src/server/admin-password.ts", "/dev/null"], {
      cwd: root,
      env: env(),
      stdin: "pipe",
      stdout: "pipe",
    });
    const reader = child.stdout.getReader();
    let screen = "";
    const waitFor = async (text: string) => {
      while (!screen.includes(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`ended before "${text}": ${screen}`);
        screen += new TextDecoder().decode(value);
      }
    };
    await waitFor("New password");
    child.stdin.write("typed password 4\r");
    await waitFor("Repeat the new password");
    child.stdin.write("typed password 4\r");
    await waitFor("has been changed");
    await child.stdin.end();
    expect(await child.exited).toBe(0);
    expect(screen).not.toContain("typed password 4");
    expect(await signIn("admin", "typed password 4")).toBeString();
  });
});
