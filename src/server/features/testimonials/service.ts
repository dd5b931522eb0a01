import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { testimonials } from "#db/schema.ts";
import { notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { Page, testimonialInputSchema } from "#shared/schemas.ts";
import { type MailContext, notifyTestimonial } from "../mail/notify";

export type TestimonialData = z.output<typeof testimonialInputSchema>;
type Row = typeof testimonials.$inferSelect;
export type Testimonial = Omit<Row, "createdAt"> & { createdAt: string };
export type PublicTestimonial = Omit<Testimonial, "approved">;

const toTestimonial = (row: Row): Testimonial => ({ ...row, createdAt: row.createdAt.toISOString() });
const toPublic = ({ approved: _, ...row }: Row): PublicTestimonial => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

// rowid breaks ties between rows stored in the same millisecond, so the later one still comes first.
const newestFirst = [desc(testimonials.createdAt), desc(sql`rowid`)];
// SQLite reads LIMIT -1 as "no limit": a list without a page answers every row.
const limitOf = (page: Page) => page.limit ?? -1;

export function listApproved(db: Db, page: Page = {}) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.approved, true))
    .orderBy(...newestFirst)
    .limit(limitOf(page))
    .offset(page.offset ?? 0)
    .all()
    .map(toPublic);
}

export function listAll(db: Db, page: Page = {}) {
  return db
    .select()
    .from(testimonials)
    .orderBy(...newestFirst)
    .limit(limitOf(page))
    .offset(page.offset ?? 0)
    .all()
    .map(toTestimonial);
}

// Only the fields a visitor may set are stored; approved keeps its default (false) until the admin reviews it.
export function submit(db: Db, data: TestimonialData, mail: MailContext): PublicTestimonial {
  const row = db.transaction((tx) => {
    const inserted = tx
      .insert(testimonials)
      .values({ name: data.name, experience: data.experience, text: data.text, rating: data.rating })
      .returning()
      .get();
    notifyTestimonial(tx, mail, inserted);
    return inserted;
  });
  return toPublic(row);
}

export function setApproved(db: Db, id: string, approved: boolean) {
  const row = db.update(testimonials).set({ approved }).where(eq(testimonials.id, id)).returning().get();
  if (!row) throw notFound("Testimonial");
  return toTestimonial(row);
}

export function remove(db: Db, id: string) {
  const row = db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id }).get();
  if (!row) throw notFound("Testimonial");
}
