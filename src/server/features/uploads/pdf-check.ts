import { AppError } from "#server/core/errors.ts";

// A PDF is judged by its bytes (`%PDF-` first), never by the name or the Content-Type the browser sent. The file
// is only stored and handed back as a download, never opened here (docs/decisions/211).
export function inspectPdf(bytes: Uint8Array) {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
    throw new AppError(415, "The file must be a PDF");
  }
  return { contentType: "application/pdf", width: null, height: null };
}
