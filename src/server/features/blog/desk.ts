import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import { blogPosts as posts } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { BlogListQuery } from "#shared/desk.ts";
import { countOf, orderFor, pageIn, pageOf, textMatch } from "../desk/paging";
import { withIsoDates } from "./service";

// The owner's list of posts (docs/decisions/110, 135): drafts and published, searched in both languages.
const views: Record<BlogListQuery["status"], SQL | undefined> = {
  all: undefined,
  published: eq(posts.published, true),
  draft: eq(posts.published, false),
};
const { content: _c, contentAr: _ca, ...listed } = getTableColumns(posts);

export function listPage(db: Db, query: BlogListQuery) {
  const where = and(
    views[query.status],
    textMatch(query.q, [
      posts.title,
      posts.titleAr,
      posts.slug,
      posts.excerpt,
      posts.content,
      posts.contentAr,
    ]),
  );
  const shown = { where, order: orderFor(query.sort, posts.updatedAt, posts.title) };
  const rows = (limit: number, offset: number) =>
    pageIn(db.select(listed).from(posts).$dynamic(), shown, limit, offset).all().map(withIsoDates);
  return {
    ...pageOf(query, { count: () => countOf(db, posts, where), rows }),
    drafts: countOf(db, posts, views.draft),
  };
}
