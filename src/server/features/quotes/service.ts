import { and, eq, inArray } from "drizzle-orm";
import { inquiryEvents, productInquiries, products, quoteLines, quoteRequests, quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import { type QuoteAnswer, type QuoteData, shownStatus } from "#shared/quotes.ts";
import type { MailContext } from "../mail/notify";
import { todayOf } from "./context";
import { detailOf, type Row } from "./detail";
import { keepDocument, pdfAttachment } from "./documents";
import { startFollowUp } from "./follow-up-date";
import { alertAnswer, mailAcceptance, mailQuote } from "./mail";
import { nextNumber } from "./numbering";

// Quotes (docs/decisions/160): drafted and edited by the owner, sent as an unguessable link, answered once.
const find = (tx: Conn, id: string) => {
  const row = tx.select().from(quotes).where(eq(quotes.id, id)).get();
  if (!row) throw notFound("Quote");
  return row;
};
export const get = (db: Db, id: string, today: string) => detailOf(db, find(db, id), today);

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

type Line = QuoteData["lines"][number];
function writeLines(tx: Conn, quoteId: string, lines: Line[]) {
  tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId)).run();
  tx.insert(quoteLines)
    .values(
      lines.map(({ productId, description, quantity, unit, unitPrice }, position) => ({
        productId,
        description,
        quantity,
        unit,
        unitPrice,
        quoteId,
        position,
      })),
    )
    .run();
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

// A sent quote is what the buyer saw: it is never changed, only duplicated into a new draft.
export function update(deps: Deps, id: string, data: QuoteData) {
  const { now, today } = clockOf(deps);
  return deps.db.transaction((tx) => {
    if (find(tx, id).status !== "draft")
      throw new AppError(409, "A sent quote cannot be changed: duplicate it to make a new version");
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
    const at = new Date(now);
    const row = tx
      .insert(quotes)
      .values({ ...fields, status: "draft", number: nextNumber(tx, "Q", now), createdAt: at, updatedAt: at })
      .returning()
      .get();
    writeLines(tx, row.id, lines);
    return detailOf(tx, row, today);
  });
}

export function remove(db: Db, id: string) {
  if (!db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id }).get()) throw notFound("Quote");
}

// Each inquiry the quote answers gets the event in its timeline.
function recordEvent(tx: Conn, row: Row, author: string, body: string) {
  const inquiryIds = row.requestId
    ? tx
        .select({ id: productInquiries.id })
        .from(productInquiries)
        .where(eq(productInquiries.requestId, row.requestId))
        .all()
        .map((i) => i.id)
    : row.inquiryId
      ? [row.inquiryId]
      : [];
  if (inquiryIds.length === 0) return;
  tx.insert(inquiryEvents)
    .values(inquiryIds.map((inquiryId) => ({ inquiryId, author, kind: "quote" as const, body })))
    .run();
}

const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");

// Sending mails the link (a new one if the last was revoked); sending again mails the same link again.
export function send(db: Db, id: string, author: string, ctx: MailContext, today: string, pdf: Uint8Array) {
  return db.transaction((tx) => {
    const before = find(tx, id);
    const shown = shownStatus(before.status, before.validUntil, today);
    if (before.validUntil < today)
      throw new AppError(409, "The validity date has passed: change it before sending");
    if (shown === "accepted" || shown === "declined")
      throw new AppError(409, "This quote was already answered");
    const token = before.token ?? newToken();
    const row = tx
      .update(quotes)
      .set({ token, status: before.status === "draft" ? "sent" : before.status, sentAt: new Date(ctx.now) })
      .where(eq(quotes.id, id))
      .returning()
      .get();
    startFollowUp(tx, id, today, ctx.settings.FOLLOW_UP_DAYS);
    const detail = detailOf(tx, row, today);
    const kept = keepDocument(tx, row, pdf);
    mailQuote(tx, ctx, detail, token, pdfAttachment(row.number, row.revision, kept.pdf));
    recordEvent(tx, row, author, `Quote ${row.number} sent to ${row.buyerEmail}`);
    return detail;
  });
}

export function revoke(db: Db, id: string, today: string) {
  find(db, id);
  const row = db.update(quotes).set({ token: null }).where(eq(quotes.id, id)).returning().get();
  return detailOf(db, row, today);
}

const byToken = (tx: Conn, token: string) => {
  const row = token.length <= 64 ? tx.select().from(quotes).where(eq(quotes.token, token)).get() : undefined;
  if (!row) throw notFound("Quote");
  return row;
};

// Whether a buyer's link leads anywhere, recording nothing: checked before its form is read.
export const linkIsLive = (db: Db, token: string) =>
  token.length <= 64 &&
  db.select({ id: quotes.id }).from(quotes).where(eq(quotes.token, token)).get() !== undefined;

// What the buyer's page shows. Reading it changes nothing: a mail scanner fetches the link as a browser does.
export const readByToken = (db: Db, token: string, today: string) => detailOf(db, byToken(db, token), today);

// The buyer's first opening, recorded once. The page's own image calls it: a browser showing the page loads that
// image, a scanner fetching the page's HTML does not (docs/decisions/181).
export function markViewed(db: Db, token: string, now: number) {
  db.transaction((tx) => {
    const row = tx
      .update(quotes)
      .set({ status: "viewed", viewedAt: new Date(now) })
      .where(and(eq(quotes.token, token), eq(quotes.status, "sent")))
      .returning()
      .get();
    if (row) recordEvent(tx, row, row.buyerName, `Quote ${row.number} opened by the buyer`);
  });
}

// An acceptance records the buyer's name, PO and the revision, and keeps and mails the accepted copy (`pdf`, drawn
// beforehand by quote-documents) to the buyer and the owner (docs/decisions/162).
export function answer(
  db: Db,
  token: string,
  input: QuoteAnswer,
  ctx: MailContext,
  today: string,
  pdf?: Uint8Array,
) {
  return db.transaction((tx) => {
    const before = byToken(tx, token);
    const shown = shownStatus(before.status, before.validUntil, today);
    if (shown === "expired") throw new AppError(409, "This quote has expired");
    if (shown !== "sent" && shown !== "viewed") throw new AppError(409, "This quote was already answered");
    const accepted = input.answer === "accept";
    const signed = accepted
      ? { acceptedName: input.name, acceptedPo: input.po || null, acceptedRevision: before.revision }
      : {};
    const row = tx
      .update(quotes)
      .set({
        status: accepted ? "accepted" : "declined",
        answeredAt: new Date(ctx.now),
        answerComment: input.comment || null,
        ...signed,
      })
      .where(eq(quotes.id, before.id))
      .returning()
      .get();
    const detail = detailOf(tx, row, today);
    const copy = accepted && pdf ? keepDocument(tx, row, pdf, "accepted") : undefined;
    const attachment = copy && pdfAttachment(row.number, row.revision, copy.pdf, "accepted");
    if (attachment) mailAcceptance(tx, ctx, detail, attachment);
    alertAnswer(tx, ctx, detail, attachment);
    const comment = input.comment ? `: "${input.comment}"` : "";
    const by = accepted
      ? `accepted by ${input.name}${input.po ? ` (PO ${input.po})` : ""}`
      : "declined by the buyer";
    recordEvent(tx, row, row.buyerName, `Quote ${row.number} rev ${row.revision} ${by}${comment}`);
    return detail;
  });
}
