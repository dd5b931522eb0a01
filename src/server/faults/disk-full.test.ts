import { expect, spyOn, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contacts, uploads } from "#db/schema.ts";
import { removeLeftoverParts, uploadsDir } from "#server/features/uploads/service.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { origin } from "#tests/helpers/test-app.ts";
import { uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";

const { t, png, start, put, storedFiles } = uploadKitForEachTest();
const diskFull =
  "The server's disk is full, so nothing was saved. Free some space (old uploads or backups) and try again.";

// SQLite refuses to grow the file past max_page_count with SQLITE_FULL, exactly as on a full disk; filling the
// last pages with rows leaves no room for any new one.
function fillTheDisk() {
  const { page_count } = t.db.$client.query("PRAGMA page_count").get() as { page_count: number };
  t.db.$client.run(`PRAGMA max_page_count = ${page_count}`);
  const fillers = [
    () => t.db.insert(contacts).values({ name: "filler", email: "f@x.example", message: "x".repeat(500) }),
    () => t.db.insert(uploads).values({ id: crypto.randomUUID(), contentType: "image/png", size: 1 }),
  ];
  for (const filler of fillers) {
    const full = (() => {
      for (let i = 0; i < 100_000; i++) {
        try {
          filler().run();
        } catch (error) {
          return (error as { code?: string }).code;
        }
      }
    })();
    expect(full).toBe("SQLITE_FULL");
  }
}

test("a write on a full disk answers 507 with a clear message, through REST and the site's script", async () => {
  fillTheDisk();
  const message = { name: "Hana", email: "hana@hotel.example", message: "Price list, please." };
  const res = await t.request("/api/contact", { method: "POST", json: message });
  expect(res.status).toBe(507);
  expect(await res.json()).toEqual({ message: diskFull });
  const viaScript = await sentByScript(t, "/contact", message).catch((error) => error);
  expect(viaScript.message).toBe(diskFull);
});

test("an admin's REST write on a full disk answers the same 507, and says so once on stderr", async () => {
  const cookie = await t.login();
  fillTheDisk();
  const logged = spyOn(console, "error").mockImplementation(() => {});
  // A long post needs new pages where a short row may still fit in one half full.
  const res = await t.request("/api/blog", {
    method: "POST",
    headers: { cookie, origin },
    json: { title: "Hotel napkins", content: "Two-ply. ".repeat(10_000) },
  });
  const lines = logged.mock.calls.map(([line]) => String(line).split(":")[0]);
  logged.mockRestore();
  expect(res.status).toBe(507);
  expect(await res.json()).toEqual({ message: diskFull });
  expect(lines).toEqual(["Disk full"]);
});

test("an upload that fails on a full disk leaves no .part file behind", async () => {
  const url = await start();
  fillTheDisk();
  const res = await put(url, png);
  expect(res.status).toBe(507);
  expect(storedFiles()).toEqual([]);
});

test("the owner can still sign in on a full disk, see the data and delete to make room", async () => {
  const product = await t
    .adminCaller()
    .products.create({ name: "Old line", description: "Gone", category: "other" });
  fillTheDisk();
  const login = await t.request("/api/admin/login", {
    method: "POST",
    json: { username: "admin", password: "correct horse battery" },
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(await (await t.request("/api/admin/check", { headers: { cookie } })).json()).toMatchObject({
    authenticated: true,
  });
  const list = await t.request("/api/contacts", { headers: { cookie } });
  expect(list.status).toBe(200);
  const [first] = (await list.json()) as { id: string }[];
  expect(first).toBeDefined();
  const removed = await t.request(`/api/products/${product.id}`, {
    method: "DELETE",
    headers: { cookie, origin },
  });
  expect(removed.status).toBe(204);
  const logout = await t.request("/api/admin/logout", { method: "POST", headers: { cookie, origin } });
  expect(logout.status).toBe(200);
  expect(await (await t.request("/api/admin/check", { headers: { cookie } })).json()).toEqual({
    authenticated: false,
  });
});

test("leftover .part files from a crash are removed at start", () => {
  mkdirSync(uploadsDir(t.dataDir), { recursive: true });
  writeFileSync(join(uploadsDir(t.dataDir), "0b7c.part"), "half a file");
  writeFileSync(join(uploadsDir(t.dataDir), "kept-upload"), "a whole file");
  removeLeftoverParts(t.dataDir);
  expect(storedFiles()).toEqual(["kept-upload"]);
});
