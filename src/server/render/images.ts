import { mkdirSync, renameSync } from "node:fs";
import { join, normalize } from "node:path";
import { Hono } from "hono";
import { uploadsPath } from "#server/core/object-path.ts";
import { imageWidths } from "#shared/image.ts";
import type { AppEnv, Deps } from "../context";
import { findUpload, uploadFile } from "../features/uploads/service";
import { appRoot } from "../paths";

const publicDir = join(appRoot, "public");
const webpQuality = 78;

// The file behind one of our image paths: sample images from the build (or public/ when running unbuilt),
// image uploads from DATA_DIR once the uploads table knows them. Null for anything else: a PDF upload is never
// an image, resized or handed on as it is (issue 39).
async function sourceFile(deps: Deps, distDir: string, path: string) {
  if (path.startsWith(uploadsPath)) {
    const upload = findUpload(deps.db, path.slice(uploadsPath.length));
    return upload?.contentType.startsWith("image/")
      ? Bun.file(uploadFile(deps.settings.DATA_DIR, upload.id))
      : null;
  }
  const clean = normalize(path);
  if (!clean.startsWith("/images/") || clean.includes("..")) return null;
  for (const root of [distDir, publicDir]) {
    const file = Bun.file(join(root, clean));
    if (await file.exists()) return file;
  }
  return null;
}

// Resized copies live on disk under DATA_DIR/cache/img, one per source version and width: the set is bounded by
// the images the site has times the three widths, and a restart keeps them.
export function imageRoutes(deps: Deps, distDir: string) {
  const cacheDir = join(deps.settings.DATA_DIR, "cache", "img");
  const pending = new Map<string, Promise<string | null>>();

  const resized = async (source: Bun.BunFile, key: string, width: number) => {
    const target = join(cacheDir, `${key}.webp`);
    if (await Bun.file(target).exists()) return target;
    try {
      const bytes = await new Bun.Image(source)
        .resize(width, undefined, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: webpQuality })
        .bytes();
      mkdirSync(cacheDir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${target}.${crypto.randomUUID()}`;
      await Bun.write(partial, bytes);
      renameSync(partial, target);
      return target;
    } catch {
      return null;
    }
  };

  return new Hono<AppEnv>().get("/img/:width/*", async (c) => {
    // One spelling per image, read from the path as sent: 400 and never 4e2, 400.0, 0400 or %20400, and the
    // source's path as imageSrc writes it. Another spelling would be one more copy in every cache in front.
    const [, , spelled, ...rest] = new URL(c.req.url).pathname.split("/");
    const width = imageWidths.find((w) => String(w) === spelled);
    if (!width) return c.text(`Width must be one of ${imageWidths.join(", ")}`, 404);
    const path = `/${rest.join("/")}`;
    if (normalize(path) !== path) return c.text("Image not found", 404);
    const source = await sourceFile(deps, distDir, path);
    const stat = source && (await source.stat().catch(() => null));
    if (!source || !stat?.isFile()) return c.text("Image not found", 404);

    const key = `${width}-${Bun.hash(`${path}:${stat.size}:${stat.mtimeMs}`).toString(36)}`;
    // Uploads never change under their id; a sample image that changes gets a new file name. The tag names the
    // source file's version and the width, so a revalidation is answered before any resizing.
    const headers = {
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${key}"`,
      "x-content-type-options": "nosniff",
    };
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim().replace(/^W\//, "") === headers.etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    let job = pending.get(key);
    if (!job) {
      job = resized(source, key, width).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    const target = await job;
    // A source Bun.Image cannot read (an old GIF, say) is still shown, as it is.
    if (!target) return c.redirect(path, 302);
    return new Response(Bun.file(target), { headers: { ...headers, "content-type": "image/webp" } });
  });
}
