import { and, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { blogPosts } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { requireImageAddresses } from "#server/core/image-address.ts";
import { storedImageUrl } from "#server/core/object-path.ts";
import type { Conn, Db } from "#server/db.ts";
import { slugify } from "#shared/blog.ts";
import type { BlogPostData } from "#shared/blog-schema.ts";
import type { Page } from "#shared/schemas.ts";

// Blog posts (docs/decisions/135): the owner writes them in the admin; visitors read only published ones.
type Row = typeof blogPosts.$inferSelect;
export type BlogPost = Omit<Row, "createdAt" | "updatedAt" | "publishedAt"> & {
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

export const withIsoDates = <T extends Pick<Row, "createdAt" | "updatedAt" | "publishedAt">>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});
export const toPost = (row: Row): BlogPost => withIsoDates(row);

const slugTaken = () =>
  new AppError(409, "Another post already has this slug", [
    { path: "slug", message: "Another post already has this slug" },
  ]);
const isTaken = (db: Conn, slug: string, exceptId?: string) =>
  db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .get() !== undefined;

// A slug the owner typed must be free; one made from the title gets -2, -3 ... until it is.
function slugFor(db: Conn, data: BlogPostData, exceptId?: string) {
  if (data.slug) {
    if (isTaken(db, data.slug, exceptId)) throw slugTaken();
    return data.slug;
  }
  const base = slugify(data.title) || "post";
  let slug = base;
  for (let n = 2; isTaken(db, slug, exceptId); n++) slug = `${base.slice(0, 75)}-${n}`;
  return slug;
}

const isUniqueSlug = (error: unknown) =>
  error instanceof Error && /UNIQUE.*blog_posts\.slug/.test(error.message);

// The clock the post's dates are written with.
type BlogDeps = Pick<Deps, "db" | "now">;

// A post's picture, when it names an upload of this site, names an image upload.
const requireImage = (db: Conn, data: BlogPostData) =>
  requireImageAddresses(db, [{ path: "imageUrl", url: data.imageUrl }]);

export function create({ db, now: clock }: BlogDeps, data: BlogPostData) {
  requireImage(db, data);
  const now = clock();
  try {
    const row = db.transaction((tx) =>
      tx
        .insert(blogPosts)
        .values({
          ...data,
          slug: slugFor(tx, data),
          imageUrl: storedImageUrl(data.imageUrl) || null,
          publishedAt: data.published ? new Date(now) : null,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
        .get(),
    );
    return toPost(row);
  } catch (error) {
    throw isUniqueSlug(error) ? slugTaken() : error;
  }
}

// The editor sends the whole post. The first publication date stays through later edits and unpublishing.
export function update({ db, now: clock }: BlogDeps, id: string, data: BlogPostData) {
  requireImage(db, data);
  const now = clock();
  try {
    const row = db.transaction((tx) => {
      const stored = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
      if (!stored) throw notFound("Post");
      return tx
        .update(blogPosts)
        .set({
          ...data,
          slug: slugFor(tx, data, id),
          imageUrl: storedImageUrl(data.imageUrl) || null,
          publishedAt: stored.publishedAt ?? (data.published ? new Date(now) : null),
          updatedAt: new Date(now),
        })
        .where(eq(blogPosts.id, id))
        .returning()
        .get();
    });
    return toPost(row);
  } catch (error) {
    throw isUniqueSlug(error) ? slugTaken() : error;
  }
}

export function remove(db: Db, id: string) {
  const gone = db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }).get();
  if (!gone) throw notFound("Post");
}

export function get(db: Db, id: string) {
  const row = db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (!row) throw notFound("Post");
  return toPost(row);
}

const published = eq(blogPosts.published, true);
const newestFirst = [desc(blogPosts.publishedAt), desc(sql`rowid`)];

// A list's card: everything but the texts, which a list never shows.
const { content: _c, contentAr: _ca, ...cardColumns } = getTableColumns(blogPosts);
export type BlogCard = Omit<BlogPost, "content" | "contentAr">;

export function listPublished(db: Db, page: Page = {}): BlogCard[] {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all()
    .map(withIsoDates);
}

// The feed's posts, whole.
export const newestPosts = (db: Db, limit: number) =>
  db
    .select()
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(toPost);

export function findPublished(db: Db, slug: string) {
  const row = db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published))
    .get();
  return row ? toPost(row) : undefined;
}

// A draft and an unknown slug answer alike: a visitor cannot tell that a draft exists.
export function publishedBySlug(db: Db, slug: string) {
  const post = findPublished(db, slug);
  if (!post) throw notFound("Post");
  return post;
}
