import { eq } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { QuoteAnswer } from "#shared/quotes.ts";
import { wallClockOf } from "#shared/wall-clock.ts";
import { linkIsLive, readByToken } from "../quotes/buyer";
import { todayOf } from "../quotes/context";
import { documentFileName, storedDocument } from "../quotes/documents";
import { get } from "../quotes/service";
import { documentInput } from "./document-data";
import { renderPdf } from "./render";

// The PDF a send attaches: the revision's kept one, or a new one drawn in the worker (kept by the send itself, in
// the transaction that marks the quote sent, so a failed send keeps nothing).
export async function pdfToSend(deps: Deps, id: string): Promise<Uint8Array> {
  const today = todayOf(deps);
  const quote = get(deps, id);
  const kept = storedDocument(deps.db, quote.id, quote.revision);
  return kept ? kept.pdf : renderPdf(documentInput(deps.db, quote, today));
}

// The accepted copy of the quote, drawn before the answer is stored (it is kept and mailed in the answer's own
// transaction); nothing when the answer is not an acceptance the quote can still take.
export async function acceptedPdf(deps: Deps, token: string, answer: QuoteAnswer) {
  if (answer.answer !== "accept" || !linkIsLive(deps.db, token)) return undefined;
  const quote = readByToken(deps, token);
  if (quote.replacedBy || (quote.shownStatus !== "sent" && quote.shownStatus !== "viewed")) return undefined;
  const zone = deps.settings.SITE_TIME_ZONE;
  const signedAt = wallClockOf(deps.now(), zone);
  // The same date as the copy that was sent.
  const sent = storedDocument(deps.db, quote.id, quote.revision)?.createdAt.getTime() ?? deps.now();
  const issued = wallClockOf(sent, zone).date;
  return renderPdf({
    ...documentInput(deps.db, quote, issued),
    acceptance: { name: answer.name, po: answer.po, ...signedAt },
  });
}

// The kept PDF of a quote's current revision, found by the buyer's link or by the admin's id: once accepted, the
// signed copy (the buyer's name, time and PO on it), which the buyer could otherwise only have by mail.
export function downloadable(db: Db, by: { token: string } | { id: string }) {
  const where = "token" in by ? eq(quotes.token, by.token) : eq(quotes.id, by.id);
  const quote =
    "token" in by && by.token.length > 64
      ? undefined
      : db
          .select({ id: quotes.id, number: quotes.number, revision: quotes.revision })
          .from(quotes)
          .where(where)
          .get();
  const kept =
    quote &&
    (storedDocument(db, quote.id, quote.revision, "accepted") ??
      storedDocument(db, quote.id, quote.revision));
  if (!quote || !kept) throw notFound("Quote PDF");
  return { ...kept, filename: documentFileName(quote.number, quote.revision, kept.kind) };
}
