import { type AnyColumn, and, asc, count, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Conn } from "#server/db.ts";
import type { ListQuery, ListSort } from "#shared/desk.ts";

// Every word must appear in at least one of the columns, in any case; % and _ are matched as themselves.
export function textMatch(q: string, columns: AnyColumn[]): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...columns.map((column) => sql`${like(column, pattern)} escape '\\'`));
    }),
  );
}

// A lead list's source filter (docs/decisions/200): "" keeps every row.
export const sourceIs = (source: string, column: AnyColumn) => (source ? eq(column, source) : undefined);

// rowid breaks ties between rows stored in the same millisecond, so the later one still comes first.
export function orderFor(sort: ListSort, createdAt: AnyColumn, name: AnyColumn) {
  if (sort === "oldest") return [asc(createdAt), asc(sql`rowid`)];
  if (sort === "name") return [sql`${name} collate nocase`, desc(createdAt)];
  return [desc(createdAt), desc(sql`rowid`)];
}

export const countOf = (db: Conn, table: SQLiteTable, where?: SQL) =>
  db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;

export type ListPage<Row> = { rows: Row[]; total: number; page: number; size: number };

type Lister<Row> = {
  count: () => number;
  rows: (limit: number, offset: number) => Row[];
  // Every id of the view in its order: only read to find the page of `at`.
  ids?: () => string[];
};

// A page past the end shows the last one, so deleting the last rows of a page never leaves the owner on nothing.
export function pageOf<Row>(
  query: Pick<ListQuery, "page" | "size" | "at">,
  list: Lister<Row>,
): ListPage<Row> {
  const total = list.count();
  const index = query.at && list.ids ? list.ids().indexOf(query.at) : -1;
  const page =
    index >= 0
      ? Math.floor(index / query.size) + 1
      : Math.min(query.page, Math.max(1, Math.ceil(total / query.size)));
  return { rows: list.rows(query.size, (page - 1) * query.size), total, page, size: query.size };
}

// Which rows a list shows and in what order: its pages and its ids read the same.
export type ListView = { where?: SQL; order: SQL[] };

// One page of a list's own select, made `$dynamic()` so that its columns and row type stay the caller's.
export const pageIn = <T extends SQLiteSelect>(
  select: T,
  { where, order }: ListView,
  limit: number,
  offset: number,
) =>
  select
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

export const idsIn = (db: Conn, table: SQLiteTable, id: AnyColumn, { where, order }: ListView) =>
  db
    .select({ id: sql<string>`${id}` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .all()
    .map((row) => row.id);

// An export reads every row the filter matches, in the list's order.
export const everyRow = <Row>(rows: (limit: number, offset: number) => Row[]) => rows(-1, 0);
