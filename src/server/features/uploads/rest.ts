import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { jsonBody, requireAdmin } from "#server/http/rest.ts";
import { productImageSchema } from "#shared/schemas.ts";
import { recordRestAction } from "../audit/rest-calls";
import { findUpload, receiveUpload, setProductImage, signUploadUrl, uploadFile } from "./service";

// Mounted at "/": the admin calls live under /api, the signed PUT and the file GET under /objects/uploads.
export const uploadsRest = new Hono<AppEnv>()
  .post("/api/objects/upload", requireAdmin, (c) =>
    c.json({ uploadURL: signUploadUrl(c.get("deps"), c.get("origin")) }),
  )
  .post("/api/upload/presigned-url", requireAdmin, (c) =>
    c.json({ url: signUploadUrl(c.get("deps"), c.get("origin")) }),
  )
  .put("/api/products/:id/image", requireAdmin, async (c) => {
    const { imageURL } = await jsonBody(c, productImageSchema);
    return c.json(
      setProductImage(c.get("deps").db, { productId: c.req.param("id"), imageURL, origin: c.get("origin") }),
    );
  })
  .put("/objects/uploads/:id", async (c) => {
    const { expires, sig, kind } = c.req.query();
    const request = {
      id: c.req.param("id"),
      expires,
      sig,
      contentLength: c.req.header("content-length"),
      kind: kind === "pdf" ? ("pdf" as const) : undefined,
    };
    const received = await receiveUpload(c.get("deps"), request, c.req.raw.body);
    const stored = findUpload(c.get("deps").db, request.id);
    recordRestAction(c, "uploads.receive", {
      id: request.id,
      contentType: stored?.contentType,
      size: stored?.size,
    });
    return c.json(received);
  })
  .get("/objects/uploads/:id", async (c) => {
    const { db, settings } = c.get("deps");
    const upload = findUpload(db, c.req.param("id"));
    const file = upload && Bun.file(uploadFile(settings.DATA_DIR, upload.id));
    if (!upload || !file || !(await file.exists())) throw notFound("File");
    return c.body(file.stream(), 200, {
      "content-type": upload.contentType,
      "content-length": String(file.size),
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
