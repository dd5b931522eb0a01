import { describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { uploads } from "#db/schema.ts";
import { imageSrc } from "#shared/image.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { uploadFile } from "../features/uploads/service";

const distDir = await makeFakeDist();
const t = appForEachTest({}, { distDir });

const widthOf = async (res: Response) => (await new Bun.Image(await res.arrayBuffer()).metadata()).width;

describe("imageSrc", () => {
  test("routes our own images through the resizer, snapping up to a served width", () => {
    expect(imageSrc("/images/products/a.webp", 800)).toBe("/img/800/images/products/a.webp");
    expect(imageSrc("/objects/uploads/x", 500)).toBe("/img/800/objects/uploads/x");
    expect(imageSrc("/images/a.webp", 5000)).toBe("/img/1200/images/a.webp");
  });

  test("leaves external URLs and SVG as they are", () => {
    expect(imageSrc("https://cdn.example.com/a.jpg", 400)).toBe("https://cdn.example.com/a.jpg");
    expect(imageSrc("/images/logo.svg", 400)).toBe("/images/logo.svg");
    expect(imageSrc("", 400)).toBe("");
  });
});

describe("GET /img/:width/*", () => {
  test("answers WebP at the width asked for, with a long cache", async () => {
    for (const width of [400, 800, 1200]) {
      const res = await t.request(`/img/${width}/images/wide.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await widthOf(res)).toBe(width);
    }
  });

  test("carries an ETag per width: a revalidation gets 304 with no body, another width its own tag", async () => {
    const first = await t.request("/img/800/images/wide.png");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"800-\w+"$/);
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.request("/img/800/images/wide.png", { headers: { "if-none-match": held } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    }
    const other = await t.request("/img/400/images/wide.png", { headers: { "if-none-match": etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  test("keeps the resized copy on disk and serves it again", async () => {
    await t.request("/img/400/images/wide.png");
    const cached = readdirSync(join(t.dataDir, "cache", "img")).filter((f) => f.startsWith("400-"));
    expect(cached).toHaveLength(1);
    const again = await t.request("/img/400/images/wide.png");
    expect(await widthOf(again)).toBe(400);
  });

  test("never enlarges a smaller image", async () => {
    const source = await new Bun.Image(Bun.file(join(distDir, "images/pixel.png"))).metadata();
    expect(source.width).toBeLessThan(400);
    const res = await t.request("/img/1200/images/pixel.png");
    expect(res.status).toBe(200);
    expect(await widthOf(res)).toBe(source.width);
  });

  test("answers one spelling per image: other widths and other spellings of a width or a path are 404", async () => {
    expect((await t.request("/img/400/images/wide.png")).status).toBe(200);
    for (const width of ["500", "0", "99999", "abc", "4e2", "400.0", "0400", "%20400", "%34%30%30", "+400"]) {
      const res = await t.request(`/img/${width}/images/wide.png`);
      expect(res.status, width).toBe(404);
      expect(await res.text()).toBe("Width must be one of 400, 800, 1200");
    }
    for (const path of [
      "/img/400//images/wide.png",
      "/img/400/images//wide.png",
      "/img/400/images/wid%65.png",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  test("404 for unknown sources and for paths outside our image folders", async () => {
    for (const path of [
      "/img/400/images/missing.png",
      "/img/400/objects/uploads/00000000-0000-4000-8000-000000000000",
      "/img/400/assets/index-abc123.js",
      "/img/400/images/../.vite/manifest.json",
    ]) {
      expect((await t.request(path)).status).toBe(404);
    }
  });

  test("resizes an uploaded image once the uploads table knows it", async () => {
    const id = crypto.randomUUID();
    const bytes = await new Bun.Image(Bun.file(join(distDir, "images/wide.png"))).jpeg().bytes();
    mkdirSync(join(t.dataDir, "uploads"), { recursive: true });
    writeFileSync(uploadFile(t.dataDir, id), bytes);
    t.db.insert(uploads).values({ id, contentType: "image/jpeg", size: bytes.length }).run();
    const res = await t.request(`/img/800/objects/uploads/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await widthOf(res)).toBe(800);
  });

  test("is not compressed again on the way out", async () => {
    const res = await t.request("/img/400/images/wide.png", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});
