import { eq } from "drizzle-orm";
import { uploads } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { AppError } from "./errors";
import { objectPathOf, uploadsPath } from "./object-path";

// Every stored picture (a product's image and gallery, a post's image, a content image) that names one of this
// site's uploads names an image upload: a PDF upload is a download, and as a product's image it reached /img and
// was served (issue 39). The CSV import has held the same rule since decision 211. Another site's address and the
// site's own /images/... are taken as before.
export const notAnImage = "No image of this site has this address";

export function isImageAddress(db: Conn, url: string) {
  const upload = objectPathOf(url);
  if (!upload) return true;
  const row = db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, upload.slice(uploadsPath.length)))
    .get();
  return row?.contentType.startsWith("image/") ?? false;
}

// A 400 naming each field whose address is not an image of this site.
export function requireImageAddresses(db: Conn, fields: Array<{ path: string; url: string | undefined }>) {
  const issues = fields.flatMap(({ path, url }) =>
    url && !isImageAddress(db, url) ? [{ path, message: notAnImage }] : [],
  );
  if (issues.length > 0) throw new AppError(400, `${issues[0]?.path}: ${notAnImage}`, issues);
}
