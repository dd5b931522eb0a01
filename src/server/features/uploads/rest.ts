import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { besideBody } from "#server/http/procedure-door.ts";
import { recordRestAction, requireAdmin } from "#server/http/rest.ts";
import { viaProcedure } from "#server/trpc/router.ts";
import { findUpload, receiveUpload, uploadFile } from "./service";

// Mounted at "/": the admin calls live under /api, the signed PUT and the file GET under /objects/uploads.
export const uploadsRest = new Hono<AppEnv>()
  .post("/api/objects/upload", requireAdmin, (c) => viaProcedure.call(c, (api) => api.uploads.start()))
  .post("/api/upload/presigned-url", requireAdmin, (c) =>
    viaProcedure.call(c, (api) => api.uploads.presign()),
  )
  .put("/api/products/:id/image", requireAdmin, (c) =>
    viaProcedure.send(c, (api, body) =>
      api.uploads.productImage(besideBody(body, { id: c.req.param("id") })),
    ),
  )
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
