import { eq } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { isImageAddress, notAnImage } from "#server/core/image-address.ts";
import { storedImageUrl } from "#server/core/object-path.ts";
import type { Db } from "#server/db.ts";
import { contentDefaults } from "#shared/content-keys.ts";
import { contentValueSchema } from "#shared/content-values.ts";

type Row = typeof siteContent.$inferSelect;
export type ContentItem = Pick<Row, "key" | "value" | "type" | "description">;
export type UpdatedContentItem = ContentItem & { updatedAt: string };

const publicColumns = {
  key: siteContent.key,
  value: siteContent.value,
  type: siteContent.type,
  description: siteContent.description,
};

// The admin screen reads best in the order the keys are declared; keys unknown to this version go last.
const position = new Map(contentDefaults.map((d, i) => [d.key, i]));
const rank = (key: string) => position.get(key) ?? position.size;

export function list(db: Db): ContentItem[] {
  const rows = db.select(publicColumns).from(siteContent).all();
  return rows.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

// What the public pages read: each key's value and nothing else (the owner's descriptions and field types stay
// out of the data every page carries for hydration).
export function texts(db: Db): Record<string, string> {
  const rows = db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent).all();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// The issue sits on the body's `value`; the message names the key, since the key is in the address, not the body.
const valueError = (key: string, message: string) =>
  new AppError(400, `${key}: ${message}`, [{ path: "value", message }]);

// Our own URLs are kept as paths, so a stored image still works after the site moves to another address.
function imageValue(url: string, siteOrigin: string) {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return parsed.origin === siteOrigin ? `${parsed.pathname}${parsed.search}` : url;
}

function checkedValue(db: Db, key: string, type: Row["type"], value: string, siteOrigin: string) {
  const result = contentValueSchema(key, type).safeParse(value);
  if (!result.success) throw valueError(key, result.error.issues[0]?.message ?? "Invalid value");
  if (type !== "image") return result.data;
  const image = imageValue(storedImageUrl(result.data), siteOrigin);
  if (!isImageAddress(db, image)) throw valueError(key, notAnImage);
  return image;
}

// `origin` is the site's address, against which an image's URL is checked.
type ContentChange = { key: string; value: string; now: number; origin: string };

export function update(db: Db, { key, value, now, origin }: ContentChange) {
  const row = db.select({ type: siteContent.type }).from(siteContent).where(eq(siteContent.key, key)).get();
  if (!row) throw notFound("Content key");
  const updated = db
    .update(siteContent)
    .set({ value: checkedValue(db, key, row.type, value, origin), updatedAt: new Date(now) })
    .where(eq(siteContent.key, key))
    .returning({ ...publicColumns, updatedAt: siteContent.updatedAt })
    .get();
  if (!updated) throw notFound("Content key");
  return { ...updated, updatedAt: updated.updatedAt.toISOString() } satisfies UpdatedContentItem;
}
