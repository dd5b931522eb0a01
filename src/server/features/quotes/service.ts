import { eq, inArray } from "drizzle-orm";
import { inquiryEvents, productInquiries, products, quoteRequests, quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import type { InquiryStatus } from "#shared/constants.ts";
import { type QuoteData, shownStatus } from "#shared/quotes.ts";
import { businessRules } from "../business-rules/service";
import { advanceStatus } from "../inquiries/service";
import type { MailContext } from "../mail/notify";
import { todayOf } from "./context";
import { detailOf, type Row } from "./detail";
import { keepDocument, pdfAttachment } from "./documents";
import { startFollowUp } from "./follow-up-date";
import { mailQuote } from "./mail";
import { nextNumber } from "./numbering";
import { lockedMessage, takeOver } from "./revisions";
import { find, writeLines } from "./rows";

// Quotes (docs/decisions/160): drafted and edited by the owner, sent as an unguessable link, answered once.
export const get = (deps: Deps, id: string) => detailOf(deps.db, find(deps.db, id), todayOf(deps));

const refuse = (path: string, message: string) => new AppError(400, message, [{ path, message }]);

// Every reference must name something that exists: an unknown product, inquiry or request stores nothing.
function checkReferences(tx: Conn, data: QuoteData, currencies: string[]) {
  if (!currencies.includes(data.currency)) throw refuse("currency", `Choose one of ${currencies.join(", ")}`);
  const ids = [...new Set(data.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const known = ids.length
    ? tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids))
        .all()
        .map((p) => p.id)
    : [];
  const index = data.lines.findIndex((l) => l.productId && !known.includes(l.productId));
  if (index >= 0) throw refuse(`lines.${index}.productId`, "This product does not exist");
  if (
    data.inquiryId &&
    !tx.select().from(productInquiries).where(eq(productInquiries.id, data.inquiryId)).get()
  )
    throw refuse("inquiryId", "This inquiry does not exist");
  if (data.requestId && !tx.select().from(quoteRequests).where(eq(quoteRequests.id, data.requestId)).get())
    throw refuse("requestId", "This request does not exist");
}

const clockOf = (deps: Deps) => ({ now: deps.now(), today: todayOf(deps) });

export function create(deps: Deps, data: QuoteData) {
  const { now, today } = clockOf(deps);
  return deps.db.transaction((tx) => {
    checkReferences(tx, data, deps.settings.QUOTE_CURRENCIES);
    const { lines: _, ...fields } = data;
    const at = new Date(now);
    const row = tx
      .insert(quotes)
      .values({ ...fields, number: nextNumber(tx, "Q", now), createdAt: at, updatedAt: at })
      .returning()
      .get();
    writeLines(tx, row.id, data.lines);
    return detailOf(tx, row, today);
  });
}

// A sent quote is what the buyer saw: it is never changed; a revision (revisions.ts) or a duplicate is a new draft.
export function update(deps: Deps, id: string, data: QuoteData) {
  const { now, today } = clockOf(deps);
  return deps.db.transaction((tx) => {
    const status = find(tx, id).status;
    if (status === "accepted") throw new AppError(409, lockedMessage);
    if (status !== "draft")
      throw new AppError(409, "A sent quote cannot be changed: revise it to make a new revision");
    checkReferences(tx, data, deps.settings.QUOTE_CURRENCIES);
    const { lines: _, ...fields } = data;
    const row = tx
      .update(quotes)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(eq(quotes.id, id))
      .returning()
      .get();
    writeLines(tx, id, data.lines);
    return detailOf(tx, row, today);
  });
}

export function duplicate(deps: Deps, id: string) {
  const { now, today } = clockOf(deps);
  return deps.db.transaction((tx) => {
    const source = find(tx, id);
    const lines = detailOf(tx, source, today).lines;
    const { id: _, number: __, token: ___, sentAt, viewedAt, answeredAt, answerComment, ...fields } = source;
    const { acceptedName, acceptedPo, acceptedRevision, renewalRequestId, ...kept } = fields;
    const at = new Date(now);
    const fresh = { status: "draft" as const, revision: 1, number: nextNumber(tx, "Q", now) };
    const row = tx
      .insert(quotes)
      .values({ ...kept, ...fresh, createdAt: at, updatedAt: at })
      .returning()
      .get();
    writeLines(tx, row.id, lines);
    return detailOf(tx, row, today);
  });
}

export function remove(db: Db, id: string) {
  if (!db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id }).get()) throw notFound("Quote");
}

// The inquiries a quote answers: the one it was made from, or every line of the buyer's request.
export function inquiriesOf(tx: Conn, row: Row) {
  return row.requestId
    ? tx
        .select({ id: productInquiries.id })
        .from(productInquiries)
        .where(eq(productInquiries.requestId, row.requestId))
        .all()
        .map((i) => i.id)
    : row.inquiryId
      ? [row.inquiryId]
      : [];
}

// Each inquiry the quote answers gets the event in its timeline, and moves on to `status` if it is behind it
// (docs/decisions/110).
export function recordEvent(
  tx: Conn,
  row: Row,
  by: { author: string; status?: InquiryStatus },
  body: string,
) {
  const { author, status } = by;
  const inquiryIds = inquiriesOf(tx, row);
  if (inquiryIds.length === 0) return;
  tx.insert(inquiryEvents)
    .values(inquiryIds.map((inquiryId) => ({ inquiryId, author, kind: "quote" as const, body })))
    .run();
  if (status) advanceStatus(tx, inquiryIds, status, { username: author });
}

const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");

// Sending mails the link (a new one if the last was revoked); sending again mails the same link again. Sending a
// revision marks the one it revises replaced (revisions.ts).
type Send = { id: string; author: string; mail: MailContext; pdf: Uint8Array };
export function send(deps: Deps, { id, author, mail, pdf }: Send) {
  const today = todayOf(deps);
  return deps.db.transaction((tx) => {
    const before = find(tx, id);
    const shown = shownStatus(before.status, before.validUntil, today);
    if (before.validUntil < today)
      throw new AppError(409, "The validity date has passed: change it before sending");
    if (shown === "accepted" || shown === "declined")
      throw new AppError(409, "This quote was already answered");
    if (shown === "replaced") throw new AppError(409, "A later revision replaces this quote");
    const replaced = before.status === "draft" ? takeOver(tx, before) : undefined;
    const token = before.token ?? newToken();
    const row = tx
      .update(quotes)
      .set({ token, status: before.status === "draft" ? "sent" : before.status, sentAt: new Date(mail.now) })
      .where(eq(quotes.id, id))
      .returning()
      .get();
    startFollowUp(tx, id, today, businessRules({ db: tx, settings: mail.settings }).followUpDays);
    const detail = detailOf(tx, row, today);
    const kept = keepDocument(tx, row, pdf);
    mailQuote(tx, mail, detail, token, pdfAttachment(row.number, row.revision, kept.pdf));
    const replacing = replaced ? ` rev ${row.revision}, replacing rev ${replaced.revision},` : "";
    recordEvent(
      tx,
      row,
      { author, status: "contacted" },
      `Quote ${row.number}${replacing} sent to ${row.buyerEmail}`,
    );
    return detail;
  });
}

export function revoke(deps: Deps, id: string) {
  const { db } = deps;
  find(db, id);
  const row = db.update(quotes).set({ token: null }).where(eq(quotes.id, id)).returning().get();
  return detailOf(db, row, todayOf(deps));
}
