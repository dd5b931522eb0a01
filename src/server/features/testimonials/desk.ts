import { and, eq, inArray, type SQL } from "drizzle-orm";
import { testimonials } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { TestimonialListQuery } from "#shared/desk.ts";
import { countOf, everyRow, idsIn, orderFor, pageIn, pageOf, textMatch } from "../desk/paging";

// The owner's desk over the testimonials (docs/decisions/110); the spec's calls stay in service.ts.
const views: Record<TestimonialListQuery["status"], SQL | undefined> = {
  all: undefined,
  pending: eq(testimonials.approved, false),
  approved: eq(testimonials.approved, true),
};

const toRow = (row: typeof testimonials.$inferSelect) => ({ ...row, createdAt: row.createdAt.toISOString() });

function rowsOf(db: Db, query: TestimonialListQuery) {
  const searched = [testimonials.name, testimonials.experience, testimonials.text];
  const where = and(views[query.status], textMatch(query.q, searched));
  const shown = { where, order: orderFor(query.sort, testimonials.createdAt, testimonials.name) };
  return {
    count: () => countOf(db, testimonials, where),
    rows: (limit: number, offset: number) =>
      pageIn(db.select().from(testimonials).$dynamic(), shown, limit, offset).all().map(toRow),
    ids: () => idsIn(db, testimonials, testimonials.id, shown),
  };
}

export function listPage(db: Db, query: TestimonialListQuery) {
  return { ...pageOf(query, rowsOf(db, query)), pending: countOf(db, testimonials, views.pending) };
}

export const exportRows = (db: Db, query: TestimonialListQuery) => everyRow(rowsOf(db, query).rows);

export function setApprovedOf(db: Db, ids: string[], approved: boolean) {
  db.update(testimonials).set({ approved }).where(inArray(testimonials.id, ids)).run();
}

export function removeMany(db: Db, ids: string[]) {
  db.delete(testimonials).where(inArray(testimonials.id, ids)).run();
}
