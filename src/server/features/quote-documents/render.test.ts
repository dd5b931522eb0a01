import { expect, setDefaultTimeout, test } from "bun:test";
import { AppError } from "#server/core/errors.ts";
import type { QuoteDocumentInput } from "./document-input";
import { pdfWorkerRunning, renderPdf } from "./render";

setDefaultTimeout(20_000);

const input: QuoteDocumentInput = {
  lang: "en",
  company: {
    name: "Safa Tissue",
    email: "",
    phone: "",
    primary: "#0e7490",
    accent: "#f59e0b",
    dark: "#0f172a",
  },
  number: "Q-2026-0001",
  revision: 1,
  issued: "2026-11-25",
  validUntil: "2026-12-25",
  buyer: { name: "Sara", company: "", email: "sara@palm.example", phone: "" },
  currency: "USD",
  discountPercent: "0",
  taxPercent: "0",
  lines: [{ product: "Tissue", spec: "", quantity: 1, unit: "carton", unitPrice: "1.00", total: "1.00" }],
  totals: { subtotal: "1.00", discount: "0.00", tax: "0.00", total: "1.00" },
  deliveryTerms: "",
  paymentTerms: "",
  note: "",
  terms: "",
};

test("the PDF worker starts when a PDF is needed, draws several at once, and ends after a quiet spell", async () => {
  const pdfs = await Promise.all([
    renderPdf(input, { idleMs: 50 }),
    renderPdf({ ...input, lang: "ar" }, { idleMs: 50 }),
  ]);
  for (const pdf of pdfs) expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
  expect(pdfWorkerRunning()).toBe(true);
  while (pdfWorkerRunning()) await Bun.sleep(20);
  expect(new TextDecoder().decode((await renderPdf(input, { idleMs: 50 })).slice(0, 5))).toBe("%PDF-");
});

test("a PDF still drawing at its deadline ends the worker with a clear error; one queued behind it is drawn by the next", async () => {
  const stopped = renderPdf(input, { deadlineMs: 1, idleMs: 50 });
  const queued = renderPdf({ ...input, lang: "ar" }, { idleMs: 50 });
  const error = await stopped.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 503, message: expect.stringContaining("was stopped") });
  expect(new TextDecoder().decode((await queued).slice(0, 5))).toBe("%PDF-");
});
