import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { uploadFile } from "../uploads/service";
import { downloadOf } from "./service";

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

// RFC 6266 and 5987: a plain ASCII name for old clients, and the real one (Arabic too) in UTF-8.
const disposition = (name: string) => {
  const plain = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const ascii = /[A-Za-z0-9]/.test(plain.slice(0, -4)) ? plain : "download.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
};

async function download(c: Context<AppEnv>, lang: Lang) {
  const { db, settings } = c.get("deps");
  const found = downloadOf(db, c.req.param("id") ?? "", lang);
  const file = found && Bun.file(uploadFile(settings.DATA_DIR, found.uploadId));
  if (!found || !file || !(await file.exists())) return c.notFound();
  return c.body(file.stream(), 200, {
    "content-type": "application/pdf",
    "content-length": String(file.size),
    "content-disposition": disposition(found.name),
    "x-content-type-options": "nosniff",
  });
}

// A product's datasheet or certificate, as a file to save (docs/decisions/211).
export const downloadRoutes = new Hono<AppEnv>()
  .get("/downloads/:id", (c) => download(c, "en"))
  .get("/ar/downloads/:id", (c) => download(c, "ar"));
