import { eq } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Db } from "#server/db.ts";
import { notFound } from "#server/http/errors.ts";
import { todayOf } from "../quotes/context";
import { get } from "../quotes/service";
import { documentInput } from "./document-data";
import { renderPdf } from "./render";
import { documentFileName, storedDocument } from "./store";

// The PDF a send attaches: the revision's kept one, or a new one drawn in the worker (kept by the send itself, in
// the transaction that marks the quote sent, so a failed send keeps nothing).
export async function pdfToSend(deps: Deps, id: string): Promise<Uint8Array> {
  const today = todayOf(deps);
  const quote = get(deps.db, id, today);
  const kept = storedDocument(deps.db, quote.id, quote.revision);
  return kept ? kept.pdf : renderPdf(documentInput(deps.db, quote, today));
}

// The kept PDF of a quote's current revision, found by the buyer's link or by the admin's id.
export function downloadable(db: Db, by: { token: string } | { id: string }) {
  const where = "token" in by ? eq(quotes.token, by.token) : eq(quotes.id, by.id);
  const quote =
    "token" in by && by.token.length > 64
      ? undefined
      : db.select({ id: quotes.id, number: quotes.number, revision: quotes.revision }).from(quotes).where(where).get();
  const kept = quote && storedDocument(db, quote.id, quote.revision);
  if (!quote || !kept) throw notFound("Quote PDF");
  return { ...kept, filename: documentFileName(quote.number, quote.revision) };
}
