import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { uploads } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import { notAnImage } from "#server/core/image-address.ts";
import { isUploadId, objectPathOf, uploadsPath } from "#server/core/object-path.ts";
import type { Db } from "#server/db.ts";
import { limits, type uploadContentTypes } from "#shared/constants.ts";
import { setImage } from "../products/service";
import { inspectPdf } from "./pdf-check";

export const uploadsDir = (dataDir: string) => join(dataDir, "uploads");
export const uploadFile = (dataDir: string, id: string) => join(uploadsDir(dataDir), id);

const secrets = new Map<string, string>();

// UPLOAD_SECRET, else one generated on first use and kept in DATA_DIR so a restart keeps issued URLs valid.
export function uploadSecret({ settings }: Pick<Deps, "settings">): string {
  if (settings.UPLOAD_SECRET) return settings.UPLOAD_SECRET;
  const file = join(resolve(settings.DATA_DIR), "upload-secret");
  const cached = secrets.get(file);
  if (cached) return cached;
  mkdirSync(settings.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex"), {
      flag: "wx",
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  secrets.set(file, secret);
  return secret;
}

// Bun's own HMAC and comparison: node:crypto would load Node's stream modules at start (60 ms, docs/decisions/096).
// A PDF's URL signs its kind too, so an image's URL cannot take a PDF nor the other way round (decision 211).
export type UploadKind = "image" | "pdf";
const signature = (secret: string, id: string, expires: number, kind: UploadKind = "image") =>
  new Bun.CryptoHasher("sha256", secret)
    .update(kind === "pdf" ? `${id}:${expires}:pdf` : `${id}:${expires}`)
    .digest("hex");

// A fresh upload URL on this site: good for one PUT within limits.uploadUrlTtlMs, no cookie needed.
export function signUploadUrl(
  deps: Pick<Deps, "settings" | "now">,
  origin: string,
  kind: UploadKind = "image",
) {
  const id = crypto.randomUUID();
  const expires = deps.now() + limits.uploadUrlTtlMs;
  const sig = signature(uploadSecret(deps), id, expires, kind);
  return `${origin}${uploadsPath}${id}?expires=${expires}&sig=${sig}${kind === "pdf" ? "&kind=pdf" : ""}`;
}

const refused = () => new AppError(403, "This upload URL is not valid");

function checkSignature(deps: Pick<Deps, "settings" | "now">, req: UploadRequest) {
  const { id, expires = "", sig = "", kind } = req;
  if (!isUploadId(id) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) throw refused();
  const expected = Buffer.from(signature(uploadSecret(deps), id, Number(expires), kind), "hex");
  if (!crypto.timingSafeEqual(expected, Buffer.from(sig, "hex"))) throw refused();
  if (Number(expires) <= deps.now()) throw new AppError(403, "This upload URL has expired");
}

export const findUpload = (db: Db, id: string) =>
  isUploadId(id) ? db.select().from(uploads).where(eq(uploads.id, id)).get() : undefined;

const tooLarge = () => new AppError(413, `The file is larger than ${limits.uploadMaxBytes / 1024 / 1024} MB`);

// Reads at most `max` bytes: a body that goes past it is cut off, never buffered whole.
async function readLimited(body: ReadableStream<Uint8Array> | null, max: number) {
  const chunks: Uint8Array[] = [];
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

type ImageType = (typeof uploadContentTypes)[number];
type ImageInfo = { contentType: ImageType; width: number; height: number };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString("latin1");

function sniffType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "image/avif";
  return null;
}

// The type is judged by the bytes, never by the name or the Content-Type the browser sent, and the image must
// decode here in full (drawn into a tiny thumbnail that is thrown away): a valid header in front of anything else
// is refused. Bun decodes AVIF only where the OS has a codec (not on Linux), so AVIF is refused with its own
// message there rather than stored unchecked (docs/decisions/031).
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo> {
  const unsupported = new AppError(415, "The file must be a JPEG, PNG, WebP, GIF or AVIF image");
  const contentType = sniffType(bytes);
  if (!contentType) throw unsupported;
  try {
    const meta = await new Bun.Image(bytes, { maxPixels: 100_000_000 }).metadata();
    if (`image/${meta.format}` !== contentType) throw unsupported;
    await new Bun.Image(bytes, { maxPixels: 100_000_000 }).resize(8, 8).png().bytes();
    return { contentType, width: meta.width, height: meta.height };
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_IMAGE_FORMAT_UNSUPPORTED") {
      throw new AppError(415, "This server cannot read AVIF images: please upload a JPEG, PNG, WebP or GIF");
    }
    throw unsupported;
  }
}

type UploadRequest = {
  id: string;
  expires?: string;
  sig?: string;
  contentLength?: string;
  kind?: UploadKind;
};

// Stores the one file a signed URL allows; refusals leave neither a file nor a row behind.
export async function receiveUpload(deps: Deps, req: UploadRequest, body: ReadableStream<Uint8Array> | null) {
  checkSignature(deps, req);
  if (findUpload(deps.db, req.id)) throw new AppError(403, "This upload URL has already been used");
  if (Number(req.contentLength) > limits.uploadMaxBytes) throw tooLarge();
  const bytes = await readLimited(body, limits.uploadMaxBytes);
  const info = req.kind === "pdf" ? inspectPdf(bytes) : await inspectImage(bytes);
  mkdirSync(uploadsDir(deps.settings.DATA_DIR), { recursive: true });
  const final = uploadFile(deps.settings.DATA_DIR, req.id);
  const partial = `${final}.${crypto.randomUUID()}${partSuffix}`;
  try {
    writeFileSync(partial, bytes);
    // The row is the one-time claim: of two racing PUTs only the first insert wins and moves its file in place.
    const claimed = deps.db
      .insert(uploads)
      .values({ id: req.id, size: bytes.length, ...info })
      .onConflictDoNothing()
      .returning({ id: uploads.id })
      .get();
    if (!claimed) throw new AppError(403, "This upload URL has already been used");
    renameSync(partial, final);
  } catch (error) {
    // Whatever failed (a full disk, a lost race), the half-written file must not stay and keep the disk full.
    rmSync(partial, { force: true });
    throw error;
  }
  return { objectPath: `${uploadsPath}${req.id}` };
}

const partSuffix = ".part";

// A crash between writing and renaming leaves a .part file; none is in use when the server starts.
export function removeLeftoverParts(dataDir: string) {
  const dir = uploadsDir(dataDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.endsWith(partSuffix)) rmSync(join(dir, name), { force: true });
  }
}

type ProductImageChange = { productId: string; imageURL: string; origin: string };

export function setProductImage(db: Db, { productId, imageURL, origin }: ProductImageChange) {
  const objectPath = objectPathOf(imageURL, origin);
  const upload = objectPath && findUpload(db, objectPath.slice(uploadsPath.length));
  if (!objectPath || !upload) {
    throw new AppError(400, "imageURL must be an upload URL of this site whose file has been uploaded", [
      { path: "imageURL", message: "Upload the image first" },
    ]);
  }
  if (!upload.contentType.startsWith("image/"))
    throw new AppError(400, `imageURL: ${notAnImage}`, [{ path: "imageURL", message: notAnImage }]);
  setImage(db, productId, objectPath);
  return { objectPath };
}
