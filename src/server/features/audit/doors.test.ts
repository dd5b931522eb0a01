import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { testimonials, users } from "#db/schema.ts";
import { auditKitForEachTest } from "#tests/helpers/audit-kit.ts";
import { passkeyCalls } from "#tests/helpers/passkey-calls.ts";
import { SoftAuthenticator } from "#tests/helpers/soft-authenticator.ts";
import { adminCredentials, origin } from "#tests/helpers/test-app.ts";

const { t, entries, adminId, from, product } = auditKitForEachTest();

describe("the REST doors", () => {
  test("a REST write is recorded as its tRPC twin, with the client's address and browser", async () => {
    const cookie = await t.login();
    const headers = { cookie, ...from };
    const res = await t.request("/api/products", { method: "POST", headers, json: product });
    const { id } = (await res.json()) as { id: string };
    await t.request(`/api/products/${id}`, { method: "DELETE", headers });
    const [, made, removed] = entries();
    const where = { userId: adminId(), username: "admin", ip: "203.0.113.7", device: "Firefox on Windows" };
    expect(made).toMatchObject({ ...where, action: "products.create", targetId: id, summary: product.name });
    expect(removed).toMatchObject({
      ...where,
      action: "products.remove",
      targetId: id,
      summary: product.name,
    });
  });

  test("a mutation without input, posted with no body as the admin's browser does, runs and is recorded", async () => {
    const cookie = await t.login();
    const headers = { cookie, ...from, "content-type": "application/json" };
    const res = await t.request("/trpc/backups.create", { method: "POST", headers });
    expect(res.status).toBe(200);
    expect(entries().at(-1)).toMatchObject({ userId: adminId(), action: "backups.create" });
  });

  test("REST testimonial approval and content: the same entries as through tRPC", async () => {
    const row = t.db
      .insert(testimonials)
      .values({ name: "Laila", text: "Great", rating: 5 })
      .returning()
      .get();
    const headers = { cookie: await t.login(), ...from };
    await t.request(`/api/admin/testimonials/${row.id}`, {
      method: "PUT",
      headers,
      json: { approved: true },
    });
    await t.request("/api/content/hero_title", { method: "PUT", headers, json: { value: "Soft" } });
    expect(entries().map(({ action, targetId, summary }) => ({ action, targetId, summary }))).toEqual([
      { action: "auth.login", targetId: null, summary: "" },
      { action: "testimonials.setApproved", targetId: row.id, summary: "Laila · approved" },
      { action: "content.update", targetId: "hero_title", summary: "Soft" },
    ]);
  });

  test("REST category writes are recorded as the tRPC ones, naming the category", async () => {
    const headers = { cookie: await t.login(), ...from };
    const pocket = { slug: "pocket", name: "Pocket Tissue" };
    await t.request("/api/categories", { method: "POST", headers, json: pocket });
    await t.request("/api/categories/pocket", {
      method: "PUT",
      headers,
      json: { ...pocket, name: "Pocket" },
    });
    await t.request("/api/categories/pocket?moveTo=napkin", { method: "DELETE", headers });
    expect(
      entries().map(({ action, kind, targetId, summary }) => ({ action, kind, targetId, summary })),
    ).toEqual([
      { action: "auth.login", kind: "sign-in", targetId: null, summary: "" },
      { action: "categories.create", kind: "product", targetId: "pocket", summary: "Pocket Tissue" },
      { action: "categories.update", kind: "product", targetId: "pocket", summary: "" },
      { action: "categories.remove", kind: "product", targetId: "pocket", summary: "to napkin" },
    ]);
  });

  test("a HEAD or GET of an admin list records nothing", async () => {
    const headers = { cookie: await t.login(), ...from };
    expect((await t.request("/api/admin/products", { method: "HEAD", headers })).status).toBe(200);
    expect((await t.request("/api/admin/products", { headers })).status).toBe(200);
    expect(entries().map((e) => e.action)).toEqual(["auth.login"]);
  });

  test("an upload's signed PUT names the admin whose browser sent it, and keeps no file contents", async () => {
    const cookie = await t.login();
    const start = await t.request("/api/objects/upload", { method: "POST", headers: { cookie, origin } });
    const { uploadURL } = (await start.json()) as { uploadURL: string };
    const png = await Bun.file(`${import.meta.dir}/../../../../tests/fixtures/pixel.png`).bytes();
    const put = await t.app.request(uploadURL, {
      method: "PUT",
      body: png,
      headers: { cookie, ...from, "content-type": "image/png" },
    });
    expect(put.status).toBe(200);
    const id = new URL(uploadURL).pathname.split("/").pop();
    expect(entries().map((e) => e.action)).toEqual(["auth.login", "uploads.receive"]);
    expect(entries()[1]).toMatchObject({
      username: "admin",
      kind: "upload",
      targetId: id,
      summary: `image/png, ${png.length} bytes`,
      ip: "203.0.113.7",
    });
  });
});

describe("signing in and out", () => {
  const login = (username: string, password: string) =>
    t.request("/api/admin/login", { method: "POST", headers: from, json: { username, password } });

  test("a success, a known admin's failure and a sign-out are recorded; an unknown name is not", async () => {
    expect((await login("admin", "not the password")).status).toBe(401);
    expect((await login("correct horse battery", "admin")).status).toBe(401);
    const ok = await login(adminCredentials.username, adminCredentials.password);
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await t.request("/api/admin/logout", { method: "POST", headers: { cookie, ...from } });
    expect(entries().map(({ action, username, summary, ip }) => ({ action, username, summary, ip }))).toEqual(
      [
        { action: "auth.loginFailed", username: "admin", summary: "wrong password", ip: "203.0.113.7" },
        { action: "auth.login", username: "admin", summary: "", ip: "203.0.113.7" },
        { action: "auth.logout", username: "admin", summary: "", ip: "203.0.113.7" },
      ],
    );
  });

  // Issue 39, item 5: passkey sign-ins were not recorded at all.
  test("a passkey sign-in and a known passkey's refusals are recorded like a password's; an unknown one is not", async () => {
    const calls = passkeyCalls(t, from);
    const { key } = await calls.addPasskey(await t.login());
    const signIns = () =>
      entries()
        .filter((e) => e.kind === "sign-in")
        .map(({ action, username, summary, ip, device }) => ({ action, username, summary, ip, device }));
    const before = signIns().length;
    expect((await calls.passkeySignIn(key)).status).toBe(200);
    expect((await calls.passkeySignIn(key, "https://evil.example")).status).toBe(401);
    expect((await calls.passkeySignIn(new SoftAuthenticator())).status).toBe(401);
    t.db.update(users).set({ disabled: true }).where(eq(users.username, "admin")).run();
    expect((await calls.passkeySignIn(key)).status).toBe(403);
    const where = { username: "admin", ip: "203.0.113.7", device: "Firefox on Windows" };
    expect(signIns().slice(before)).toEqual([
      { action: "auth.login", summary: "passkey · Work laptop", ...where },
      { action: "auth.loginFailed", summary: "passkey refused · Work laptop", ...where },
      { action: "auth.loginFailed", summary: "account disabled · passkey · Work laptop", ...where },
    ]);
  });

  test("no password is ever recorded: sign-in, own password change, a new admin's one-time password", async () => {
    await login("admin", "a wrong guess 123");
    const cookie = await t.login();
    const next = "another long passphrase";
    const change = await t.request("/trpc/account.changePassword", {
      method: "POST",
      headers: { cookie, ...from },
      json: { current: adminCredentials.password, next },
    });
    expect(change.status).toBe(200);
    const made = await t.adminCaller().users.create({ username: "omar" });
    const stored = JSON.stringify(t.db.$client.query("SELECT * FROM audit_log").all());
    expect(entries().map((e) => e.action)).toEqual([
      "auth.loginFailed",
      "auth.login",
      "account.changePassword",
      "users.create",
    ]);
    for (const secret of ["a wrong guess 123", adminCredentials.password, next, made.password, cookie]) {
      expect(stored).not.toContain(secret);
    }
  });
});
