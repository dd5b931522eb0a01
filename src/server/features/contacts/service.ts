import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import { contacts } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import { storedSource } from "#shared/lead-source.ts";
import type { contactInputSchema, Page } from "#shared/schemas.ts";
import { apiShape } from "../desk/api-shape";
import { type MailContext, notifyContact } from "../mail/notify";

export type ContactData = z.output<typeof contactInputSchema>;
type Row = typeof contacts.$inferSelect;
export type Contact = Omit<Row, "createdAt" | "archivedAt" | "source" | "sourceKey"> & { createdAt: string };

// The spec's shape: archiving and the lead's source are the desk's business (desk.ts), not the API contract's.
const toContact = (row: Row): Contact => apiShape(row, ["archivedAt", "source", "sourceKey"]);

// The message and its mail are stored together or not at all (docs/decisions/080).
export function submit(db: Db, data: ContactData, mail: MailContext) {
  const row = db.transaction((tx) => {
    const inserted = tx
      .insert(contacts)
      .values({ name: data.name, email: data.email, message: data.message, ...storedSource(data.source) })
      .returning()
      .get();
    notifyContact(tx, mail, inserted);
    return inserted;
  });
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
