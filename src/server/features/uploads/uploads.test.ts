import { describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "#server/app.ts";
import { objectPathOf } from "#server/core/object-path.ts";
import { limits } from "#shared/constants.ts";
import { makeTestApp, origin } from "#tests/helpers/test-app.ts";
import { idOf, signedUrl, uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";

const { t, cookie, png, start, put, expectRefused } = uploadKitForEachTest();

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
    const presigned = await t.request("/api/upload/presigned-url", {
      method: "POST",
      headers: { cookie: cookie() },
    });
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
    t.request(`/api/products/${id}/image`, { method: "PUT", headers: { cookie: cookie() }, json });

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
