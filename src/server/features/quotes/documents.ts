import { and, eq } from "drizzle-orm";
import { type MailAttachment, quoteDocuments } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

// One PDF per revision of a quote, kept as the bytes first made: every download and mail of that revision is the
// same file, with the same SHA-256 (docs/decisions/162).
type Kind = (typeof quoteDocuments.$inferSelect)["kind"];
export const storedDocument = (
  tx: Pick<Conn, "select">,
  quoteId: string,
  revision: number,
  kind: Kind = "quote",
) =>
  tx
    .select()
    .from(quoteDocuments)
    .where(
      and(
        eq(quoteDocuments.quoteId, quoteId),
        eq(quoteDocuments.revision, revision),
        eq(quoteDocuments.kind, kind),
      ),
    )
    .get();

export const sha256Of = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

// Keeps the revision's PDF unless one is kept already; answers the kept one.
export function keepDocument(
  tx: Conn,
  quote: { id: string; revision: number; lang: string },
  pdf: Uint8Array,
  kind: Kind = "quote",
) {
  const { id: quoteId, revision, lang } = quote;
  tx.insert(quoteDocuments)
    .values({ quoteId, revision, kind, lang, pdf: Buffer.from(pdf), sha256: sha256Of(pdf) })
    .onConflictDoNothing()
    .run();
  const kept = storedDocument(tx, quoteId, revision, kind);
  if (!kept) throw new Error("The quote's PDF was not kept");
  return kept;
}

export const documentFileName = (number: string, revision: number, kind: Kind = "quote") =>
  `${number}-rev${revision}${kind === "accepted" ? "-accepted" : ""}.pdf`;

export const pdfAttachment = (
  number: string,
  revision: number,
  pdf: Uint8Array,
  kind: Kind = "quote",
): MailAttachment => ({
  filename: documentFileName(number, revision, kind),
  contentType: "application/pdf",
  content: Buffer.from(pdf).toString("base64"),
  encoding: "base64",
});
