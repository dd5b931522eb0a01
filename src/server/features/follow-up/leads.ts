import { and, asc, gte, isNull } from "drizzle-orm";
import { appointments, contacts, productInquiries, quoteRequests, sampleRequests } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { followUpOwnerWording } from "#shared/i18n/follow-up.ts";

const kinds = followUpOwnerWording.leadKinds;

// Everything a buyer sent since `since` (docs/decisions/164), oldest first, as one line each for the digest: an
// inquiry, a quote list (once, not per line), a message, a sample request, a booked visit or call.
export type Lead = { kind: string; name: string; what: string; at: number };

export function leadsSince(db: Conn, since: number): Lead[] {
  const from = new Date(since);
  const inquiries = db
    .select()
    .from(productInquiries)
    .where(and(isNull(productInquiries.requestId), gte(productInquiries.createdAt, from)))
    .orderBy(asc(productInquiries.createdAt))
    .all()
    .map((r) => ({
      kind: kinds.inquiry,
      name: r.contactName,
      what: `${r.productName}, ${r.quantity}`,
      at: r.createdAt,
    }));
  const requests = db
    .select()
    .from(quoteRequests)
    .where(gte(quoteRequests.createdAt, from))
    .all()
    .map((r) => ({ kind: kinds.request, name: r.contactName, what: r.reference, at: r.createdAt }));
  const messages = db
    .select()
    .from(contacts)
    .where(gte(contacts.createdAt, from))
    .all()
    .map((r) => ({ kind: kinds.message, name: r.name, what: r.email, at: r.createdAt }));
  const samples = db
    .select()
    .from(sampleRequests)
    .where(gte(sampleRequests.createdAt, from))
    .all()
    .map((r) => ({ kind: kinds.sample, name: r.contactPerson, what: r.productName, at: r.createdAt }));
  const booked = db
    .select()
    .from(appointments)
    .where(gte(appointments.createdAt, from))
    .all()
    .map((r) => ({
      kind: r.kind === "call" ? kinds.call : kinds.visit,
      name: r.contactPerson,
      what: r.companyName,
      at: r.createdAt,
    }));
  return [...inquiries, ...requests, ...messages, ...samples, ...booked]
    .map((lead) => ({ ...lead, at: lead.at.getTime() }))
    .sort((a, b) => a.at - b.at);
}
