import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import { requireAdmin } from "#server/http/rest.ts";
import { downloadable } from "./service";

// Downloads of a quote's PDF: the kept bytes of its current revision, never drawn again (docs/decisions/162).
const send = (c: Context<AppEnv>, doc: ReturnType<typeof downloadable>) =>
  c.body(new Uint8Array(doc.pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${doc.filename}"`,
    "cache-control": "no-store",
    "x-robots-tag": "noindex",
    "x-content-sha256": doc.sha256,
  });

// The owner's copy, under /api like the other admin downloads.
export const quoteDocumentsRest = new Hono<AppEnv>().get("/admin/quotes/:id/pdf", requireAdmin, (c) =>
  send(c, downloadable(c.get("deps").db, { id: c.req.param("id") })),
);

// The buyer's copy beside their quote's page; an unknown or revoked link is the site's 404 page.
export const quoteDocumentPages = new Hono<AppEnv>();
for (const prefix of ["", "/ar"]) {
  quoteDocumentPages.get(`${prefix}/quote/:token/pdf`, (c, next) => {
    try {
      return send(c, downloadable(c.get("deps").db, { token: c.req.param("token") }));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return next();
      throw error;
    }
  });
}
