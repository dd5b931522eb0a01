import type { Lang } from "./index";

// The words of a quote's PDF (docs/decisions/162), in the buyer's language.
export const quoteDocumentText = {
  en: {
    title: "Quotation",
    number: "Quote number",
    revision: (n: number) => `rev ${n}`,
    issued: "Date",
    validUntil: "Valid until",
    billTo: "Prepared for",
    from: "From",
    product: "Product",
    quantity: "Qty",
    unit: "Unit",
    unitPrice: "Unit price",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: (rate: string) => `Discount (${rate}%)`,
    tax: (rate: string) => `Tax (${rate}%)`,
    total: "Total",
    currency: (code: string) => `All amounts in ${code}; each amount rounded to the cent.`,
    delivery: "Delivery terms",
    payment: "Payment terms",
    terms: "Terms and conditions",
    note: "Note",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    download: "Download the quote as a PDF",
    accepted: "Accepted",
    acceptedBy: (name: string, on: string, time: string) => `Accepted by ${name} on ${on} at ${time}`,
    po: (po: string) => `Purchase order ${po}`,
  },
  ar: {
    title: "عرض سعر",
    number: "رقم العرض",
    revision: (n: number) => `مراجعة ${n}`,
    issued: "التاريخ",
    validUntil: "صالح حتى",
    billTo: "مقدَّم إلى",
    from: "من",
    product: "المنتج",
    quantity: "الكمية",
    unit: "الوحدة",
    unitPrice: "سعر الوحدة",
    lineTotal: "الإجمالي",
    subtotal: "المجموع الفرعي",
    discount: (rate: string) => `الخصم (${rate}%)`,
    tax: (rate: string) => `الضريبة (${rate}%)`,
    total: "الإجمالي",
    currency: (code: string) => `جميع المبالغ بعملة ${code}، وكل مبلغ مقرَّب إلى أقرب سنت.`,
    delivery: "شروط التسليم",
    payment: "شروط الدفع",
    terms: "الشروط والأحكام",
    note: "ملاحظة",
    page: (n: number, of: number) => `صفحة ${n} من ${of}`,
    download: "تنزيل عرض السعر بصيغة PDF",
    accepted: "مقبول",
    acceptedBy: (name: string, on: string, time: string) => `قبله ${name} في ${on} الساعة ${time}`,
    po: (po: string) => `أمر الشراء ${po}`,
  },
} satisfies Record<Lang, unknown>;
export type QuoteDocumentText = (typeof quoteDocumentText)["en"];

// The buyer's answer on the quote's page.
export const quoteAnswerText = {
  en: {
    acceptTitle: "Accept this quote",
    terms: "Terms and conditions",
    name: "Your full name",
    po: "Your purchase order number (optional)",
    agree:
      "By accepting, you agree to this quote and its terms and conditions. You will receive the accepted copy as a PDF.",
    accept: "Accept the quote",
    reason: "Declining? Tell us why (optional)",
    decline: "Decline",
  },
  ar: {
    acceptTitle: "قبول عرض السعر",
    terms: "الشروط والأحكام",
    name: "اسمك الكامل",
    po: "رقم أمر الشراء (اختياري)",
    agree: "بقبولك توافق على عرض السعر هذا وشروطه وأحكامه، وستصلك النسخة المقبولة بصيغة PDF.",
    accept: "قبول عرض السعر",
    reason: "سترفض العرض؟ أخبرنا بالسبب (اختياري)",
    decline: "رفض",
  },
} satisfies Record<Lang, unknown>;

// Revisions and asking again on the buyer's page (docs/decisions/160).
export const quoteRevisionText = {
  en: {
    revision: (n: number) => `rev ${n}`,
    replacedBy: (n: number) =>
      `This quote was replaced by revision ${n}, which we sent you by email. It can no longer be accepted.`,
    askAgainText: "This quote has expired. We can price the same products again for you.",
    askAgain: "Ask for a new quote",
    filedTitle: "Thank you, we will send you a new quote",
    filed: (ref: string) => `Your request ${ref} for the products of this quote has reached us.`,
    alreadyTitle: "You have already asked",
    already: (ref: string) => `You already asked for a new quote (request ${ref}); we will be in touch.`,
    back: "Back to the quote",
  },
  ar: {
    revision: (n: number) => `مراجعة ${n}`,
    replacedBy: (n: number) =>
      `حلَّت محل هذا العرض المراجعة ${n} التي أرسلناها إليك بالبريد الإلكتروني، ولم يعد ممكناً قبوله.`,
    askAgainText: "انتهت صلاحية هذا العرض. يمكننا تسعير المنتجات نفسها لك من جديد.",
    askAgain: "اطلب عرض سعر جديداً",
    filedTitle: "شكراً لك، سنرسل إليك عرض سعر جديداً",
    filed: (ref: string) => `وصلنا طلبك ${ref} لمنتجات هذا العرض.`,
    alreadyTitle: "لقد طلبت ذلك من قبل",
    already: (ref: string) => `لقد طلبت عرض سعر جديداً من قبل (الطلب ${ref})، وسنتواصل معك.`,
    back: "العودة إلى عرض السعر",
  },
} satisfies Record<Lang, unknown>;
