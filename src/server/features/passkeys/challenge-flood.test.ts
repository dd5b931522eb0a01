import { describe, expect, test } from "bun:test";
import { type Ceremony, passkeyCalls } from "#tests/helpers/passkey-calls.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Issue 39, item 3: 10,050 option requests from a stranger evicted the admin's open challenge, so the admin's
// sign-in failed. Each address now holds at most ten open challenges, and only its own are ever replaced.
const t = appForEachTest({ TRUST_PROXY: "true" });
const from = (address: string) => passkeyCalls(t, { "x-forwarded-for": address });
const office = from("203.0.113.7");

async function adminWithPasskey() {
  const { cookie } = await office.passwordLogin();
  const { key } = await office.addPasskey(cookie);
  await office.mutate("passkeys.setRequirement", { required: true }, cookie);
  return key;
}

describe("a flood of passkey options from one address", () => {
  test("is refused with 429 past ten, and the admin elsewhere signs in with the challenge opened before it", async () => {
    const key = await adminWithPasskey();
    const loginPage = await office.mutate("auth.passkeyOptions");
    const stranger = from("198.51.100.9");
    const statuses = new Map<number, number>();
    for (let i = 0; i < 10_050; i++) {
      const { status } = await stranger.mutate("auth.passkeyOptions");
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const signedIn = await office.mutate("auth.passkeyLogin", key.signIn(loginPage.data as Ceremony));
    expect(signedIn.status).toBe(200);
    expect((await office.passkeySignIn(key)).status).toBe(200);

    expect(Object.fromEntries(statuses)).toEqual({ 200: 10, 429: 10_040 });
    const refused = await stranger.mutate("auth.passkeyOptions");
    expect(refused.error?.message).toMatch(
      /^Too many passkey sign-ins from here\. Please try again in \d+ s\.$/,
    );
    // 10,050 requests through the whole middleware chain: about 2 ms each on this loaded two-core machine.
  }, 60_000);

  test("an address's eleventh challenge within ten seconds waits; after them, it replaces that address's oldest", async () => {
    const key = await adminWithPasskey();
    const opened = [];
    for (let i = 0; i < 10; i++) opened.push((await office.mutate("auth.passkeyOptions")).data as Ceremony);
    expect((await office.mutate("auth.passkeyOptions")).status).toBe(429);
    t.advance(10_000);
    const newest = await office.mutate("auth.passkeyOptions");
    expect(newest.status).toBe(200);
    expect((await office.mutate("auth.passkeyLogin", key.signIn(opened[0] as Ceremony))).status).toBe(401);
    expect((await office.mutate("auth.passkeyLogin", key.signIn(opened[1] as Ceremony))).status).toBe(200);
    expect((await office.mutate("auth.passkeyLogin", key.signIn(newest.data as Ceremony))).status).toBe(200);
  });

  test("an IPv6 client is one address by its /64; spent and expired challenges free their places", async () => {
    const home = (host: string) => from(`2001:db8:1:2::${host}`);
    for (let i = 0; i < 10; i++)
      expect((await home(`${i + 1}`).mutate("auth.passkeyOptions")).status).toBe(200);
    expect((await home("ff").mutate("auth.passkeyOptions")).status).toBe(429);
    expect((await from("2001:db8:1:3::1").mutate("auth.passkeyOptions")).status).toBe(200);
    t.advance(5 * 60_000 + 1);
    expect((await home("ff").mutate("auth.passkeyOptions")).status).toBe(200);

    const key = await adminWithPasskey();
    for (let i = 0; i < 20; i++) expect((await office.passkeySignIn(key)).status).toBe(200);
  });
});
