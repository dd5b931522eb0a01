import { and, eq } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import type { QuoteAnswer } from "#shared/quotes.ts";
import type { MailContext } from "../mail/notify";
import { todayOf } from "./context";
import { detailOf } from "./detail";
import { keepDocument, pdfAttachment } from "./documents";
import { alertAnswer, mailAcceptance } from "./mail";
import { recordEvent } from "./service";

// The buyer's side of a quote, reached by its link's token (docs/decisions/160, 162).
export const byToken = (tx: Conn, token: string) => {
  const row = token.length <= 64 ? tx.select().from(quotes).where(eq(quotes.token, token)).get() : undefined;
  if (!row) throw notFound("Quote");
  return row;
};

// Whether a buyer's link leads anywhere, recording nothing: checked before its form is read.
export const linkIsLive = (db: Db, token: string) =>
  token.length <= 64 &&
  db.select({ id: quotes.id }).from(quotes).where(eq(quotes.token, token)).get() !== undefined;

// What the buyer's page shows. Reading it changes nothing: a mail scanner fetches the link as a browser does.
export const readByToken = (deps: Deps, token: string) =>
  detailOf(deps.db, byToken(deps.db, token), todayOf(deps));

// The buyer's first opening, recorded once. The page's own image calls it: a browser showing the page loads that
// image, a scanner fetching the page's HTML does not (docs/decisions/181).
export function markViewed(deps: Deps, token: string) {
  deps.db.transaction((tx) => {
    const row = tx
      .update(quotes)
      .set({ status: "viewed", viewedAt: new Date(deps.now()) })
      .where(and(eq(quotes.token, token), eq(quotes.status, "sent")))
      .returning()
      .get();
    if (row) recordEvent(tx, row, { author: row.buyerName }, `Quote ${row.number} opened by the buyer`);
  });
}

// An acceptance records the buyer's name, PO and the revision, and keeps and mails the accepted copy (`pdf`, drawn
// beforehand by quote-documents) to the buyer and the owner (docs/decisions/162). A replaced revision is refused.
type Answer = { token: string; answer: QuoteAnswer; mail: MailContext; pdf?: Uint8Array };
export function answer(deps: Deps, { token, answer: input, mail, pdf }: Answer) {
  const today = todayOf(deps);
  return deps.db.transaction((tx) => {
    const before = byToken(tx, token);
    const shown = detailOf(tx, before, today);
    if (shown.replacedBy) throw new AppError(409, `This quote was replaced by revision ${shown.replacedBy}`);
    if (shown.shownStatus === "expired") throw new AppError(409, "This quote has expired");
    if (shown.shownStatus !== "sent" && shown.shownStatus !== "viewed")
      throw new AppError(409, "This quote was already answered");
    const accepted = input.answer === "accept";
    const signed = accepted
      ? { acceptedName: input.name, acceptedPo: input.po || null, acceptedRevision: before.revision }
      : {};
    const row = tx
      .update(quotes)
      .set({
        status: accepted ? "accepted" : "declined",
        answeredAt: new Date(mail.now),
        answerComment: input.comment || null,
        ...signed,
      })
      .where(eq(quotes.id, before.id))
      .returning()
      .get();
    const detail = detailOf(tx, row, today);
    const copy = accepted && pdf ? keepDocument(tx, row, pdf, "accepted") : undefined;
    const attachment = copy && pdfAttachment(row.number, row.revision, copy.pdf, "accepted");
    if (attachment) mailAcceptance(tx, mail, detail, attachment);
    alertAnswer(tx, mail, detail, attachment);
    const comment = input.comment ? `: "${input.comment}"` : "";
    const by = accepted
      ? `accepted by ${input.name}${input.po ? ` (PO ${input.po})` : ""}`
      : "declined by the buyer";
    const status = accepted ? ("completed" as const) : undefined;
    recordEvent(
      tx,
      row,
      { author: row.buyerName, status },
      `Quote ${row.number} rev ${row.revision} ${by}${comment}`,
    );
    return detail;
  });
}
