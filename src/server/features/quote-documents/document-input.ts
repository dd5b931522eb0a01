import type { Lang } from "#shared/i18n/index.ts";

// Everything a quote's PDF shows, as plain data: it crosses to the worker that draws it (docs/decisions/162).
export type DocumentLine = {
  product: string;
  spec: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  total: string;
};

export type QuoteDocumentInput = {
  lang: Lang;
  company: { name: string; email: string; phone: string; primary: string; accent: string; dark: string };
  number: string;
  revision: number;
  issued: string;
  validUntil: string;
  buyer: { name: string; company: string; email: string; phone: string };
  currency: string;
  discountPercent: string;
  taxPercent: string;
  lines: DocumentLine[];
  totals: { subtotal: string; discount: string; tax: string; total: string };
  deliveryTerms: string;
  paymentTerms: string;
  note: string;
  terms: string;
  // Set on the copy made when the buyer accepts: who, when (the factory's clock) and their PO number.
  acceptance?: { name: string; po: string; date: string; time: string };
};
