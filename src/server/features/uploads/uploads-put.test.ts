import { describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { limits } from "#shared/constants.ts";
import { origin } from "#tests/helpers/test-app.ts";
import { fixture, idOf, signedUrl, uploadKitForEachTest } from "#tests/helpers/upload-kit.ts";
import { uploadsDir } from "./service";

const { t, cookie, png, start, put, storedFiles, rowOf, padded, expectRefused } = uploadKitForEachTest();

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
      headers: { cookie: cookie() },
      json: { name: "Soft facial tissue", description: "Two-ply, 100 sheets", category: "facial" },
    });
    const { id } = (await product.json()) as { id: string };
    const image = await t.request(`/api/products/${id}/image`, {
      method: "PUT",
      headers: { cookie: cookie() },
      json: { imageURL: url },
    });
    expect(image.status).toBe(200);
    expect(await image.json()).toEqual({ objectPath });
    const list = (await (await t.request("/api/products")).json()) as { id: string; imageUrl: string }[];
    expect(list.find((p) => p.id === id)?.imageUrl).toBe(objectPath);
  });

  test("JPEG, WebP, GIF and PNG are stored with the type their bytes show, whatever the header says", async () => {
    const cases = [
      ["pixel.jpg", "image/jpeg"],
      ["pixel.webp", "image/webp"],
      ["pixel.gif", "image/gif"],
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

  test("a valid image header in front of anything else is refused: every upload must decode", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>".repeat(10));
    const jpeg = fixture("pixel.jpg");
    for (const body of [
      Buffer.concat([png.subarray(0, 33), html]),
      Buffer.concat([jpeg.subarray(0, 200), html]),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    ]) {
      const url = await start();
      await expectRefused(await put(url, body), 415, url);
    }
  });

  test("AVIF, which this server cannot decode, is refused with a message saying so", async () => {
    const html = Buffer.from("<html><body>not an image</body></html>");
    for (const body of [
      fixture("pixel.avif"),
      Buffer.concat([fixture("pixel.avif").subarray(0, 40), html]),
    ]) {
      const url = await start();
      const res = await put(url, body);
      expect(res.status).toBe(415);
      expect((await res.clone().json()).message).toBe(
        "This server cannot read AVIF images: please upload a JPEG, PNG, WebP or GIF",
      );
      await expectRefused(res, 415, url);
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
