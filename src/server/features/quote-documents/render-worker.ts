import type { QuoteDocumentInput } from "./document-input";
import { renderQuotePdf } from "./pdf-quote";

// The thread that draws quote PDFs, so shaping and compressing a long quote never holds up the server's answers.
declare const self: Worker;

self.onmessage = async (event: MessageEvent<{ id: number; input: QuoteDocumentInput }>) => {
  const { id, input } = event.data;
  try {
    const pdf = await renderQuotePdf(input);
    self.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
