import { and, eq } from "drizzle-orm";
import { type MailAttachment, quoteDocuments } from "#db/schema.ts";
import type { Tx } from "../mail/outbox";

// One PDF per revision of a quote, kept as the bytes first made: every download and mail of that revision is the
// same file, with the same SHA-256 (docs/decisions/162).
export const storedDocument = (tx: Pick<Tx, "select">, quoteId: string, revision: number) =>
  tx
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.quoteId, quoteId), eq(quoteDocuments.revision, revision)))
    .get();

export const sha256Of = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

// Keeps the revision's PDF unless one is kept already; answers the kept one.
export function keepDocument(tx: Tx, quote: { id: string; revision: number; lang: string }, pdf: Uint8Array) {
  tx.insert(quoteDocuments)
    .values({ quoteId: quote.id, revision: quote.revision, lang: quote.lang, pdf: Buffer.from(pdf), sha256: sha256Of(pdf) })
    .onConflictDoNothing()
    .run();
  const kept = storedDocument(tx, quote.id, quote.revision);
  if (!kept) throw new Error("The quote's PDF was not kept");
  return kept;
}

export const documentFileName = (number: string, revision: number) => `${number}-rev${revision}.pdf`;

export const pdfAttachment = (number: string, revision: number, pdf: Uint8Array): MailAttachment => ({
  filename: documentFileName(number, revision),
  contentType: "application/pdf",
  content: Buffer.from(pdf).toString("base64"),
  encoding: "base64",
});
