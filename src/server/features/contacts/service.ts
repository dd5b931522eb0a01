import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import { contacts } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { contactInputSchema, Page } from "#shared/schemas.ts";

export type ContactData = z.output<typeof contactInputSchema>;
type Row = typeof contacts.$inferSelect;
export type Contact = Omit<Row, "createdAt"> & { createdAt: string };

const toContact = (row: Row): Contact => ({ ...row, createdAt: row.createdAt.toISOString() });

export function submit(db: Db, data: ContactData) {
  const row = db
    .insert(contacts)
    .values({ name: data.name, email: data.email, message: data.message })
    .returning()
    .get();
  return toContact(row);
}

// rowid breaks ties between messages stored in the same millisecond, so the later one still comes first.
const newestFirst = [desc(contacts.createdAt), desc(sql`rowid`)];

// SQLite reads LIMIT -1 as "no limit": a list without a page answers every row.
export function list(db: Db, page: Page = {}) {
  return db
    .select()
    .from(contacts)
    .orderBy(...newestFirst)
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all()
    .map(toContact);
}
