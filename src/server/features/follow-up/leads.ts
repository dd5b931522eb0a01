import { and, asc, gte, isNull } from "drizzle-orm";
import { appointments, contacts, productInquiries, quoteRequests, sampleRequests } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { followUpOwnerWording } from "#shared/i18n/follow-up.ts";

const kinds = followUpOwnerWording.leadKinds;

// Everything a buyer sent since `since` (docs/decisions/164), oldest first, as one line each for the digest: an
// inquiry, a quote list (once, not per line), a message, a sample request, a booked visit or call.
export type Lead = { kind: string; name: string; what: string; at: number };

type Dated = typeof quoteRequests | typeof contacts | typeof sampleRequests | typeof appointments;
const createdSince = <T extends Dated>(db: Conn, table: T, from: Date) =>
  db.select().from(table).where(gte(table.createdAt, from)).all() as T["$inferSelect"][];

const lead = (kind: string, name: string, what: string, at: Date): Lead => ({
  kind,
  name,
  what,
  at: at.getTime(),
});

export function leadsSince(db: Conn, since: number): Lead[] {
  const from = new Date(since);
  const inquiries = db
    .select()
    .from(productInquiries)
    .where(and(isNull(productInquiries.requestId), gte(productInquiries.createdAt, from)))
    .orderBy(asc(productInquiries.createdAt))
    .all()
    .map((r) => lead(kinds.inquiry, r.contactName, `${r.productName}, ${r.quantity}`, r.createdAt));
  return [
    ...inquiries,
    ...createdSince(db, quoteRequests, from).map((r) =>
      lead(kinds.request, r.contactName, r.reference, r.createdAt),
    ),
    ...createdSince(db, contacts, from).map((r) => lead(kinds.message, r.name, r.email, r.createdAt)),
    ...createdSince(db, sampleRequests, from).map((r) =>
      lead(kinds.sample, r.contactPerson, r.productName, r.createdAt),
    ),
    ...createdSince(db, appointments, from).map((r) =>
      lead(r.kind === "call" ? kinds.call : kinds.visit, r.contactPerson, r.companyName, r.createdAt),
    ),
  ].sort((a, b) => a.at - b.at);
}
