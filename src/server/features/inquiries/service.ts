import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { inquiryEvents, productInquiries } from "#db/schema.ts";
import type { SessionUser } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import { type InquiryStatus, inquiryStatuses } from "#shared/constants.ts";
import { storedSource } from "#shared/lead-source.ts";
import { productName } from "#shared/product-text.ts";
import type { inquiryInputSchema, Page } from "#shared/schemas.ts";
import { apiShape } from "../desk/api-shape";
import { type MailContext, notifyInquiry } from "../mail/notify";
import { findActive } from "../products/service";

export type InquiryData = z.output<typeof inquiryInputSchema>;
type Row = typeof productInquiries.$inferSelect;
type Hidden = "createdAt" | "archivedAt" | "requestId" | "source" | "sourceKey" | "lang";
export type Inquiry = Omit<Row, Hidden> & { createdAt: string };

// The spec's shape: archiving, quote lists, sources and the buyer's language are the desk's business (desk.ts).
const toInquiry = (row: Row): Inquiry =>
  apiShape(row, ["archivedAt", "requestId", "source", "sourceKey", "lang"]);

const unavailable = "This product is not available";

// Visitors only see active products, so only those take inquiries (see docs/decisions/010).
// The product's name is copied from the catalogue: whatever name the client sent is ignored.
// Its mail is recorded in the same transaction (docs/decisions/080).
export function submit(db: Db, data: InquiryData, mail: MailContext): Omit<Inquiry, "status"> {
  const product = findActive(db, data.productId);
  if (!product) throw new AppError(400, unavailable, [{ path: "productId", message: unavailable }]);
  const stored = db.transaction((tx) => {
    const inserted = tx
      .insert(productInquiries)
      .values({
        productId: product.id,
        productName: product.name,
        contactName: data.contactName,
        email: data.email,
        phone: data.phone,
        businessType: data.businessType,
        quantity: data.quantity,
        needByDate: data.needByDate,
        additionalNotes: data.additionalNotes,
        lang: mail.lang,
        ...storedSource(data.source),
      })
      .returning()
      .get();
    notifyInquiry(tx, mail, inserted, productName(product, mail.lang));
    return inserted;
  });
  const { status: _, ...row } = toInquiry(stored);
  return row;
}

// rowid breaks ties between inquiries stored in the same millisecond, so the later one still comes first.
const newestFirst = [desc(productInquiries.createdAt), desc(sql`rowid`)];

// SQLite reads LIMIT -1 as "no limit": a list without a page answers every row.
export function list(db: Db, page: Page = {}) {
  return db
    .select()
    .from(productInquiries)
    .orderBy(...newestFirst)
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0)
    .all()
    .map(toInquiry);
}

const statusWords: Record<string, string> = {
  pending: "Pending",
  contacted: "Contacted",
  completed: "Completed",
};

// A real change is written to the inquiry's timeline with who made it, through either door, or by a quote that
// answers it (docs/decisions/110), whose author is the owner who sent it or the buyer who accepted it.
export function setStatus(db: Conn, id: string, status: InquiryStatus, by: Pick<SessionUser, "username">) {
  return db.transaction((tx) => {
    const before = tx.select().from(productInquiries).where(eq(productInquiries.id, id)).get();
    if (!before) throw notFound("Inquiry");
    if (before.status === status) return toInquiry(before);
    const row = tx
      .update(productInquiries)
      .set({ status })
      .where(eq(productInquiries.id, id))
      .returning()
      .get();
    const body = `Status: ${statusWords[before.status] ?? before.status} → ${statusWords[status]}`;
    tx.insert(inquiryEvents).values({ inquiryId: id, author: by.username, kind: "status", body }).run();
    return toInquiry(row ?? before);
  });
}

// A quote moves the inquiries it answers forward, never back: sent makes a pending one contacted, accepted makes
// it completed. A status the owner set further along stays.
export function advanceStatus(db: Conn, ids: string[], to: InquiryStatus, by: Pick<SessionUser, "username">) {
  const rank = (status: string) => inquiryStatuses.indexOf(status as InquiryStatus);
  for (const id of ids) {
    const row = db
      .select({ status: productInquiries.status })
      .from(productInquiries)
      .where(eq(productInquiries.id, id))
      .get();
    if (row && rank(row.status) < rank(to)) setStatus(db, id, to, by);
  }
}
