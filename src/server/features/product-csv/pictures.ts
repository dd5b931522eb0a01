import { existsSync } from "node:fs";
import { join, normalize } from "node:path";
import { isImageAddress, notAnImage } from "#server/core/image-address.ts";
import { objectPathOf } from "#server/core/object-path.ts";
import type { Db } from "#server/db.ts";
import { appRoot } from "#server/paths.ts";

type Pictured = { imageUrl: string; gallery?: Array<{ url: string }> };

// The CSV uploads nothing, so a picture on this site must already be here: an image upload the uploads table
// knows, or one of the site's own images (the build's or public/). Another site's address is taken as the editor
// takes it.
function knownHere(db: Db, url: string) {
  if (objectPathOf(url)) return isImageAddress(db, url);
  if (!url.startsWith("/")) return true;
  const path = normalize(url.split(/[?#]/)[0] as string);
  if (!path.startsWith("/images/") || path.includes("..")) return false;
  return ["dist", "public"].some((root) => existsSync(join(appRoot, root, path)));
}

// Each picture this site does not have, by its column.
export function unknownPictures(db: Db, data: Pictured) {
  const message = notAnImage;
  return [
    ...(data.imageUrl && !knownHere(db, data.imageUrl) ? [{ column: "imageUrl", message }] : []),
    ...(data.gallery ?? []).flatMap((picture, i) =>
      knownHere(db, picture.url) ? [] : [{ column: "gallery", message: `Item ${i + 1}: ${message}` }],
    ),
  ];
}
