import { and, asc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { productFiles, products } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { objectPathOf, uploadsPath } from "#server/core/object-path.ts";
import type { Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { downloadName, type productFileInputSchema } from "#shared/product-files.ts";
import { findUpload, signUploadUrl } from "../uploads/service";

type Row = typeof productFiles.$inferSelect;
const toFile = ({ createdAt, ...row }: Row) => ({ ...row, createdAt: createdAt.toISOString() });
export type ProductFile = ReturnType<typeof toFile>;

const inOrder = [asc(productFiles.position), asc(productFiles.createdAt)];

export const listFor = (db: Db, productId: string) =>
  db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(...inOrder)
    .all()
    .map(toFile);

// What a visitor sees of an active product's files: the title in their language, the size, the download path.
export function publicList(db: Db, productId: string, lang: Lang) {
  return db
    .select({
      id: productFiles.id,
      title: productFiles.title,
      titleAr: productFiles.titleAr,
      size: productFiles.size,
    })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(and(eq(productFiles.productId, productId), eq(products.active, true)))
    .orderBy(...inOrder)
    .all()
    .map((file) => ({
      id: file.id,
      title: (lang === "ar" && file.titleAr) || file.title,
      size: file.size,
      href: `${lang === "ar" ? "/ar" : ""}/downloads/${file.id}`,
    }));
}

export function presign(deps: Deps, productId: string, origin: string) {
  if (!deps.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).get()) {
    throw notFound("Product");
  }
  return { url: signUploadUrl(deps, origin, "pdf") };
}

const refuse = (path: string, message: string) => new AppError(400, message, [{ path, message }]);

// Only a PDF that landed through a PDF upload URL of this site can be attached (uploads/pdf-check.ts).
export function add(db: Db, input: z.output<typeof productFileInputSchema>, origin: string) {
  if (!db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).get()) {
    throw notFound("Product");
  }
  const objectPath = objectPathOf(input.uploadUrl, origin);
  const upload = objectPath ? findUpload(db, objectPath.slice(uploadsPath.length)) : undefined;
  if (!upload) throw refuse("uploadUrl", "Upload the PDF first");
  if (upload.contentType !== "application/pdf") throw refuse("uploadUrl", "The file must be a PDF");
  return db.transaction((tx) => {
    const last = tx
      .select({ position: max(productFiles.position) })
      .from(productFiles)
      .where(eq(productFiles.productId, input.productId))
      .get();
    const row = tx
      .insert(productFiles)
      .values({
        productId: input.productId,
        uploadId: upload.id,
        title: input.title,
        titleAr: input.titleAr,
        size: upload.size,
        position: (last?.position ?? -1) + 1,
      })
      .returning()
      .get();
    return toFile(row);
  });
}

export function remove(db: Db, id: string) {
  const gone = db
    .delete(productFiles)
    .where(eq(productFiles.id, id))
    .returning({ id: productFiles.id })
    .get();
  if (!gone) throw notFound("File");
}

// The owner's order: every file of the product, each once.
export function reorder(db: Db, productId: string, ids: string[]) {
  db.transaction((tx) => {
    const current = tx
      .select({ id: productFiles.id })
      .from(productFiles)
      .where(eq(productFiles.productId, productId))
      .all()
      .map((row) => row.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw refuse("ids", "List every file of this product once");
    ids.forEach((id, position) => {
      tx.update(productFiles).set({ position }).where(eq(productFiles.id, id)).run();
    });
  });
  return listFor(db, productId);
}

// A download of an active product's file, named from its title in the page's language.
export function downloadOf(db: Db, id: string, lang: Lang) {
  const file = db
    .select({ uploadId: productFiles.uploadId, title: productFiles.title, titleAr: productFiles.titleAr })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(and(eq(productFiles.id, id), eq(products.active, true)))
    .get();
  if (!file) return undefined;
  return { uploadId: file.uploadId, name: downloadName((lang === "ar" && file.titleAr) || file.title) };
}
