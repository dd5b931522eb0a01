import { describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { uploads } from "../../../../db/schema";
import { makeTestApp, origin } from "../../../../tests/helpers/test-app";
import { limits } from "../../../shared/constants";
import { createApp } from "../../app";
import { objectPathOf, uploadsDir } from "./service";

const t = await makeTestApp();
const cookie = await t.login();
const fixture = (name: string) => readFileSync(join(import.meta.dir, "../../../../tests/fixtures", name));
const png = fixture("pixel.png");

const start = async () => {
  const res = await t.request("/api/objects/upload", { method: "POST", headers: { cookie, origin } });
  return ((await res.json()) as { uploadURL: string }).uploadURL;
};
// The browser sends the file from our admin page: our Origin, no cookie needed.
const put = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request(url, { method: "PUT", body, headers: { origin, ...headers }, duplex: "half" } as RequestInit);
const idOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";
const storedFiles = () => (existsSync(uploadsDir(t.dataDir)) ? readdirSync(uploadsDir(t.dataDir)) : []);
const rowOf = (id: string) => t.db.select().from(uploads).where(eq(uploads.id, id)).get();
const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

// A refusal leaves nothing behind: no file (not even a partial one) and no row.
async function expectRefused(res: Response, status: number, url: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect((await res.json()).message).toBeString();
  expect(rowOf(idOf(url))).toBeUndefined();
  expect(storedFiles().filter((f) => f.startsWith(idOf(url)))).toEqual([]);
}

const signedUrl = /^http:\/\/localhost\/objects\/uploads\/([0-9a-f-]{36})\?expires=(\d+)&sig=([0-9a-f]{64})$/;

describe("upload URLs", () => {
  test("admin calls without a session answer 401", async () => {
    for (const path of ["/api/objects/upload", "/api/upload/presigned-url"]) {
      expect((await t.request(path, { method: "POST" })).status).toBe(401);
    }
    const image = await t.request("/api/products/x/image", {
      method: "PUT",
      json: { imageURL: "/objects/uploads/x" },
    });
    expect(image.status).toBe(401);
    await expect(t.publicCaller().uploads.start()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.publicCaller().uploads.presign()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  test("both calls give absolute signed URLs on this site, valid 15 minutes", async () => {
    const presigned = await t.request("/api/upload/presigned-url", { method: "POST", headers: { cookie } });
    const urls = [await start(), ((await presigned.json()) as { url: string }).url];
    urls.push(
      (await t.adminCaller().uploads.start()).uploadURL,
      (await t.adminCaller().uploads.presign()).url,
    );
    for (const url of urls) {
      const [, , expires] = url.match(signedUrl) ?? [];
      expect(Number(expires)).toBe(t.app.deps.now() + limits.uploadUrlTtlMs);
    }
    expect(new Set(urls.map(idOf)).size).toBe(urls.length);
  });

  test("the secret is kept in DATA_DIR/upload-secret, readable by the owner only", async () => {
    const url = await start();
    const secretFile = join(t.dataDir, "upload-secret");
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const [, id, expires, sig] = url.match(signedUrl) ?? [];
    const secret = readFileSync(secretFile, "utf8").trim();
    expect(createHmac("sha256", secret).update(`${id}:${expires}`).digest("hex")).toBe(sig ?? "");
    // A restarted app on the same DATA_DIR accepts the URL.
    const restarted = createApp({ db: t.db, settings: t.settings, now: t.app.deps.now });
    const res = await restarted.request(url, { method: "PUT", body: png });
    expect(res.status).toBe(200);
  });

  test("UPLOAD_SECRET signs instead of the file when set", async () => {
    const other = await makeTestApp({ UPLOAD_SECRET: "x".repeat(40) });
    const url = (await other.adminCaller().uploads.start()).uploadURL;
    const [, id, expires, sig] = url.match(signedUrl) ?? [];
    expect(createHmac("sha256", "x".repeat(40)).update(`${id}:${expires}`).digest("hex")).toBe(sig ?? "");
    expect(existsSync(join(other.dataDir, "upload-secret"))).toBe(false);
    // A URL signed by another site's secret is refused.
    await expectRefused(await put(url, png), 403, url);
  });
});

describe("PUT /objects/uploads/:id", () => {
  test("end to end: upload, serve, set as product image, shown in the public list", async () => {
    const url = await start();
    const res = await put(url, png, { "content-type": "image/png" });
    expect(res.status).toBe(200);
    const objectPath = `/objects/uploads/${idOf(url)}`;
    expect(await res.json()).toEqual({ objectPath });
    expect(rowOf(idOf(url))).toMatchObject({
      contentType: "image/png",
      size: png.length,
      width: 8,
      height: 8,
    });

    const served = await t.request(objectPath);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const product = await t.request("/api/products", {
      method: "POST",
      headers: { cookie },
      json: { name: "Soft facial tissue", description: "Two-ply, 100 sheets", category: "facial" },
    });
    const { id } = (await product.json()) as { id: string };
    const image = await t.request(`/api/products/${id}/image`, {
      method: "PUT",
      headers: { cookie },
      json: { imageURL: url },
    });
    expect(image.status).toBe(200);
    expect(await image.json()).toEqual({ objectPath });
    const list = (await (await t.request("/api/products")).json()) as { id: string; imageUrl: string }[];
    expect(list.find((p) => p.id === id)?.imageUrl).toBe(objectPath);
  });

  test("JPEG, WebP, GIF and AVIF are stored with the type their bytes show, whatever the header says", async () => {
    const cases = [
      ["pixel.jpg", "image/jpeg"],
      ["pixel.webp", "image/webp"],
      ["pixel.gif", "image/gif"],
      ["pixel.avif", "image/avif"],
      ["pixel.png", "image/png"],
    ] as const;
    for (const [file, type] of cases) {
      const url = await start();
      expect((await put(url, fixture(file), { "content-type": "image/svg+xml" })).status).toBe(200);
      expect(rowOf(idOf(url))?.contentType).toBe(type);
      expect(rowOf(idOf(url))?.width).toBeGreaterThan(0);
      expect((await t.request(`/objects/uploads/${idOf(url)}`)).headers.get("content-type")).toBe(type);
    }
  });

  test("SVG, text named .png, fake headers, a huge canvas and an empty body are refused with 415", async () => {
    const fakeAvif = Buffer.concat([Buffer.from("\0\0\0\x18ftypavif", "latin1"), Buffer.alloc(64)]);
    const fakePng = png.subarray(0, 8);
    // A PNG header claiming 12000 x 12000 pixels: refused before anything is decoded.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(12_000, 16);
    huge.writeUInt32BE(12_000, 20);
    for (const body of [
      fixture("drawing.svg"),
      fixture("not-an-image.png"),
      fakeAvif,
      fakePng,
      Buffer.alloc(0),
    ]) {
      const url = await start();
      await expectRefused(await put(url, body, { "content-type": "image/png" }), 415, url);
    }
  });

  test("a refused file does not use up the URL", async () => {
    const url = await start();
    expect((await put(url, fixture("drawing.svg"))).status).toBe(415);
    expect((await put(url, png)).status).toBe(200);
  });

  test("exactly 10 MB is accepted; one byte more is refused with 413", async () => {
    const ok = await start();
    expect((await put(ok, padded(limits.uploadMaxBytes))).status).toBe(200);
    expect(statSync(join(uploadsDir(t.dataDir), idOf(ok))).size).toBe(limits.uploadMaxBytes);
    const tooBig = await start();
    await expectRefused(await put(tooBig, padded(limits.uploadMaxBytes + 1)), 413, tooBig);
  });

  test("a declared Content-Length over 10 MB is refused before reading the body", async () => {
    let pulls = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const url = await start();
    await expectRefused(
      await put(url, body, { "content-length": String(limits.uploadMaxBytes + 1) }),
      413,
      url,
    );
    expect(pulls).toBeLessThanOrEqual(1);
  });

  test("an endless body without Content-Length is cut off at 10 MB", async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const url = await start();
    await expectRefused(await put(url, endless), 413, url);
    expect(sent).toBeLessThan(limits.uploadMaxBytes + 4 * chunk.length);
  });

  test("a URL is good for one PUT only", async () => {
    const url = await start();
    expect((await put(url, png)).status).toBe(200);
    const again = await put(url, fixture("pixel.jpg"));
    expect(again.status).toBe(403);
    expect(rowOf(idOf(url))?.contentType).toBe("image/png");
    expect(
      Buffer.from(await (await t.request(`/objects/uploads/${idOf(url)}`)).arrayBuffer()).equals(png),
    ).toBe(true);
  });

  test("two PUTs racing on one URL store one file", async () => {
    const url = await start();
    const statuses = (await Promise.all([put(url, png), put(url, fixture("pixel.jpg"))])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 403]);
    expect(storedFiles().filter((f) => f.startsWith(idOf(url)))).toEqual([idOf(url)]);
  });

  test("a tampered signature, id or expiry, or a missing signature, is refused with 403", async () => {
    const url = await start();
    const [, id = "", expires = "", sig = ""] = url.match(signedUrl) ?? [];
    const otherId = crypto.randomUUID();
    const flipped = (sig[0] === "a" ? "b" : "a") + sig.slice(1);
    const tampered = [
      `${origin}/objects/uploads/${id}?expires=${expires}&sig=${flipped}`,
      `${origin}/objects/uploads/${otherId}?expires=${expires}&sig=${sig}`,
      `${origin}/objects/uploads/${id}?expires=${Number(expires) + 60_000}&sig=${sig}`,
      `${origin}/objects/uploads/${id}?expires=${expires}`,
      `${origin}/objects/uploads/${id}`,
    ];
    for (const bad of tampered) await expectRefused(await put(bad, png), 403, bad);
    expect((await put(url, png)).status).toBe(200);
  });

  test("an expired URL is refused with 403", async () => {
    const url = await start();
    t.advance(limits.uploadUrlTtlMs);
    await expectRefused(await put(url, png), 403, url);
  });

  test("a cross-site PUT is refused even with a valid URL; our own origin passes", async () => {
    const url = await start();
    await expectRefused(await put(url, png, { origin: "https://evil.example" }), 403, url);
    await expectRefused(await put(url, png, { "sec-fetch-site": "cross-site" }), 403, url);
    expect((await put(url, png, { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });
});

describe("GET /objects/uploads/:id", () => {
  test("unknown ids and path tricks answer 404 and never reach outside the uploads folder", async () => {
    for (const path of [
      `/objects/uploads/${crypto.randomUUID()}`,
      "/objects/uploads/not-a-uuid",
      "/objects/uploads/..%2Fapp.db",
      "/objects/uploads/..%2F..%2Fapp.db",
      "/objects/uploads/..%2Fupload-secret",
      "/objects/uploads/%2E%2E%2Fupload-secret",
    ]) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "File not found" });
    }
  });
});

describe("PUT /api/products/:id/image", () => {
  const newProduct = async () =>
    (
      await t
        .adminCaller()
        .products.create({ name: "Napkins", description: "Table napkins", category: "napkin" })
    ).id;
  const uploaded = async () => {
    const url = await start();
    await put(url, png);
    return url;
  };
  const setImage = (id: string, json: unknown) =>
    t.request(`/api/products/${id}/image`, { method: "PUT", headers: { cookie }, json });

  test("takes our upload URL as an absolute URL or a path, signed or not", async () => {
    const id = await newProduct();
    const url = await uploaded();
    const objectPath = `/objects/uploads/${idOf(url)}`;
    for (const imageURL of [
      url,
      objectPath,
      new URL(url).pathname + new URL(url).search,
      `${origin}${objectPath}`,
    ]) {
      const res = await setImage(id, { imageURL });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ objectPath });
    }
    expect(await t.adminCaller().uploads.productImage({ id, imageURL: url })).toEqual({ objectPath });
  });

  test("refuses foreign, malformed or not yet uploaded URLs with 400, and unknown products with 404", async () => {
    const id = await newProduct();
    const waiting = await start();
    const uploadedUrl = await uploaded();
    for (const imageURL of [
      "https://elsewhere.example/a.png",
      `https://elsewhere.example${new URL(uploadedUrl).pathname}`,
      waiting,
      "/objects/uploads/../app.db",
      "javascript:alert(1)",
    ]) {
      expect((await setImage(id, { imageURL })).status).toBe(400);
    }
    expect((await setImage(id, {})).status).toBe(400);
    expect((await setImage(crypto.randomUUID(), { imageURL: uploadedUrl })).status).toBe(404);
    await expect(t.adminCaller().uploads.productImage({ id, imageURL: waiting })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const stored = await t.adminCaller().products.adminList();
    expect(stored.find((p) => p.id === id)?.imageUrl).toBe("");
  });
});

test("objectPathOf keeps only the path of our upload URLs", () => {
  const id = crypto.randomUUID();
  expect(objectPathOf(`${origin}/objects/uploads/${id}?expires=1&sig=ab`, origin)).toBe(
    `/objects/uploads/${id}`,
  );
  expect(objectPathOf(`https://cdn.example/objects/uploads/${id}`, origin)).toBeNull();
  expect(objectPathOf(`https://cdn.example/objects/uploads/${id}`)).toBe(`/objects/uploads/${id}`);
  expect(objectPathOf("/images/hero.webp")).toBeNull();
  expect(objectPathOf(`//evil.example/objects/uploads/${id}`, origin)).toBeNull();
});
