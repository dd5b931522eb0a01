import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { passkeys } from "#db/schema.ts";
import { setAdminPassword } from "#server/features/auth/service.ts";
import { type Ceremony, passkeyCalls } from "#tests/helpers/passkey-calls.ts";
import { SoftAuthenticator } from "#tests/helpers/soft-authenticator.ts";
import { adminCredentials, appForEachTest } from "#tests/helpers/test-app.ts";
import { testHashMemoryKib } from "#tests/helpers/test-db.ts";

const t = appForEachTest();
const { query, mutate, passwordLogin, addPasskey, passkeySignIn } = passkeyCalls(t);
const stored = () => t.db.select().from(passkeys).all();
// A refused sign-in answers its status and starts no session.
function expectRefused(answer: { status: number; cookie: string }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.cookie).toBe("");
}

describe("adding a passkey and signing in with it", () => {
  test("a named passkey is listed, signs in to the same kind of session, and records its use", async () => {
    const { cookie } = await passwordLogin();
    const { key, added } = await addPasskey(cookie);
    expect(added.status).toBe(200);
    const [listed] = (await query("passkeys.list", cookie)).data as Array<Record<string, unknown>>;
    expect(listed).toMatchObject({ id: key.id, name: "Work laptop", lastUsedAt: null });

    await t.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    const signedIn = await passkeySignIn(key);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toEqual({ authenticated: true, username: adminCredentials.username });
    const check = await t.request("/api/admin/check", { headers: { cookie: signedIn.cookie } });
    expect(await check.json()).toMatchObject({ authenticated: true });
    expect((await query("account.sessions", signedIn.cookie)).data).toHaveLength(1);
    const [used] = stored();
    expect(used?.counter).toBe(1);
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
  });

  test("a response made on another origin is refused and stores nothing", async () => {
    const { cookie } = await passwordLogin();
    const options = await mutate("passkeys.registrationOptions", {}, cookie);
    const key = new SoftAuthenticator();
    const response = key.register(options.data as Ceremony, "http://localhost.evil.example");
    const refused = await mutate("passkeys.add", { name: "Phished", response }, cookie);
    expect(refused.status).toBe(400);
    expect(stored()).toHaveLength(0);

    await addPasskey(cookie, key);
    const phished = await passkeySignIn(key, "https://evil.example");
    expectRefused(phished, 401);
  });

  test("a challenge answers one ceremony only, and only within five minutes", async () => {
    const { cookie } = await passwordLogin();
    const { key } = await addPasskey(cookie);
    const options = await mutate("auth.passkeyOptions");
    expect((await mutate("auth.passkeyLogin", key.signIn(options.data as Ceremony))).status).toBe(200);
    const replayed = await mutate("auth.passkeyLogin", key.signIn(options.data as Ceremony));
    expectRefused(replayed, 401);

    const late = await mutate("auth.passkeyOptions");
    t.advance(5 * 60 * 1000 + 1);
    expect((await mutate("auth.passkeyLogin", key.signIn(late.data as Ceremony))).status).toBe(401);

    const registering = await mutate("passkeys.registrationOptions", {}, cookie);
    expect((await mutate("auth.passkeyLogin", key.signIn(registering.data as Ceremony))).status).toBe(401);
  });

  test("an unknown passkey, a cloned one (its counter went back) and a disabled admin are refused", async () => {
    const stranger = await passkeySignIn(new SoftAuthenticator());
    expect(stranger.status).toBe(401);
    expect(stranger.error?.message).toBe("This passkey is not registered here. Sign in with your password.");

    await setAdminPassword(t.db, "second", "another long passphrase", testHashMemoryKib);
    const { cookie } = await passwordLogin("second", "another long passphrase");
    const { key } = await addPasskey(cookie);
    expect((await passkeySignIn(key)).status).toBe(200);
    key.counter = 0;
    expect((await passkeySignIn(key)).status).toBe(401);
    key.counter = 5;

    const owner = (await passwordLogin()).cookie;
    const users = (await query("users.list", owner)).data as Array<{ id: string; username: string }>;
    const second = users.find((u) => u.username === "second");
    await mutate("users.setDisabled", { id: second?.id, disabled: true }, owner);
    const disabled = await passkeySignIn(key);
    expectRefused(disabled, 403);
  });

  test("a passkey naming another admin as its user is refused", async () => {
    const { cookie } = await passwordLogin();
    const { key } = await addPasskey(cookie);
    const options = await mutate("auth.passkeyOptions");
    const answer = key.signIn(options.data as Ceremony);
    const otherUser = { ...answer, response: { ...answer.response, userHandle: "c29tZW9uZS1lbHNl" } };
    const refused = await mutate("auth.passkeyLogin", otherUser);
    expectRefused(refused, 401);
  });

  test("failed passkey sign-ins are throttled like passwords", async () => {
    const { cookie } = await passwordLogin();
    const { key } = await addPasskey(cookie);
    for (let i = 0; i < 3; i++) expect((await passkeySignIn(key, "https://evil.example")).status).toBe(401);
    const throttled = await passkeySignIn(key);
    expectRefused(throttled, 429);
    t.advance(1000);
    expect((await passkeySignIn(key)).status).toBe(200);
  });

  test("a removed passkey no longer signs in; nobody removes another admin's", async () => {
    const { cookie } = await passwordLogin();
    const { key } = await addPasskey(cookie);
    await setAdminPassword(t.db, "second", "another long passphrase", testHashMemoryKib);
    const other = (await passwordLogin("second", "another long passphrase")).cookie;
    expect((await mutate("passkeys.remove", { id: key.id }, other)).status).toBe(404);
    expect((await mutate("passkeys.remove", { id: key.id }, cookie)).status).toBe(200);
    expect(stored()).toHaveLength(0);
    expect((await passkeySignIn(key)).status).toBe(401);
  });

  test("bad input is answered 400 with its issues and stores nothing", async () => {
    const { cookie } = await passwordLogin();
    const options = await mutate("passkeys.registrationOptions", {}, cookie);
    const response = new SoftAuthenticator().register(options.data as Ceremony);
    const unnamed = await mutate("passkeys.add", { name: "  ", response }, cookie);
    expect(unnamed.status).toBe(400);
    expect(unnamed.error?.data).toMatchObject({ issues: [{ path: "name", message: "Name this passkey" }] });
    const garbage = await mutate("auth.passkeyLogin", { id: "not base64!", response: "no" });
    expect(garbage.status).toBe(400);
    expect(stored()).toHaveLength(0);
    expect((await mutate("passkeys.registrationOptions")).status).toBe(401);
  });

  test("resetting a password from the shell removes that admin's passkeys", async () => {
    const { cookie } = await passwordLogin();
    await addPasskey(cookie);
    await setAdminPassword(t.db, adminCredentials.username, adminCredentials.password, testHashMemoryKib);
    expect(stored()).toHaveLength(0);
  });
});

describe("requiring passkeys for every admin", () => {
  const secondPassword = "another long passphrase";

  test("turning it on needs a passkey of your own", async () => {
    const { cookie } = await passwordLogin();
    expect((await mutate("passkeys.setRequirement", { required: true }, cookie)).status).toBe(409);
    expect((await query("passkeys.requirement", cookie)).data).toEqual({ required: false });
    await addPasskey(cookie);
    expect((await mutate("passkeys.setRequirement", { required: true }, cookie)).status).toBe(200);
    expect((await query("passkeys.requirement", cookie)).data).toEqual({ required: true });
    expect((await mutate("passkeys.setRequirement", { required: "yes" }, cookie)).status).toBe(400);
  });

  test("a password alone no longer signs in an admin with a passkey; their last one stays", async () => {
    const { cookie } = await passwordLogin();
    const { key } = await addPasskey(cookie);
    await mutate("passkeys.setRequirement", { required: true }, cookie);
    const refused = await passwordLogin();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Passkeys are required: sign in with your passkey.");
    expect(refused.cookie).toBe("");
    expect((await passwordLogin(adminCredentials.username, "wrong password")).status).toBe(401);
    expect((await passkeySignIn(key)).status).toBe(200);
    expect((await mutate("passkeys.remove", { id: key.id }, cookie)).status).toBe(409);
  });

  test("an admin without a passkey may only add one after the password, then works as before", async () => {
    const owner = (await passwordLogin()).cookie;
    await addPasskey(owner);
    await mutate("passkeys.setRequirement", { required: true }, owner);
    await setAdminPassword(t.db, "second", secondPassword, testHashMemoryKib);

    const { status, cookie } = await passwordLogin("second", secondPassword);
    expect(status).toBe(200);
    const check = await t.request("/api/admin/check", { headers: { cookie } });
    expect(await check.json()).toEqual({ authenticated: true, username: "second", mustAddPasskey: true });
    const blocked = await query("account.sessions", cookie);
    expect(blocked.status).toBe(403);
    expect(blocked.error?.message).toBe("Add a passkey first: passkeys are required for every admin");
    expect((await t.request("/api/contacts", { headers: { cookie } })).status).toBe(403);

    expect((await addPasskey(cookie)).added.status).toBe(200);
    expect((await query("account.sessions", cookie)).status).toBe(200);
    expect((await t.request("/api/contacts", { headers: { cookie } })).status).toBe(200);
  });
});

test("a passkey's row goes with its admin", async () => {
  await setAdminPassword(t.db, "second", "another long passphrase", testHashMemoryKib);
  const { cookie } = await passwordLogin("second", "another long passphrase");
  await addPasskey(cookie);
  const owner = (await passwordLogin()).cookie;
  const users = (await query("users.list", owner)).data as Array<{ id: string; username: string }>;
  const second = users.find((u) => u.username === "second");
  await mutate("users.remove", { id: second?.id }, owner);
  expect(
    t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, second?.id ?? ""))
      .all(),
  ).toHaveLength(0);
});

test("Admin Users shows how many passkeys each admin has", async () => {
  const { cookie } = await passwordLogin();
  await addPasskey(cookie);
  await addPasskey(cookie, new SoftAuthenticator(), "Phone");
  await setAdminPassword(t.db, "second", "another long passphrase", testHashMemoryKib);
  const list = (await query("users.list", cookie)).data as Array<{ username: string; passkeys: number }>;
  expect(list.map((u) => [u.username, u.passkeys])).toEqual([
    ["admin", 2],
    ["second", 0],
  ]);
});
